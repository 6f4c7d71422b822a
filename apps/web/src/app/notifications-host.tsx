import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() =>
  import('./notifications-container.tsx').then((module) => ({ default: module.NotificationsContainer })),
);

/**
 * Mounts the toast container when the first notification is shown, which keeps its code (transitions,
 * portal, scroll lock) out of the login page's bundle. Once mounted it stays, so toasts can animate out.
 */
export function NotificationsHost() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);

  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
