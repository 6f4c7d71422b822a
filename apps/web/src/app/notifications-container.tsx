import { Notifications } from '@mantine/notifications';

/**
 * Toasts at the bottom: at the top right they covered the bell and the user menu, and a pointer resting
 * on a toast keeps it open, so the menu could not be reached until the pointer moved away.
 */
export function NotificationsContainer() {
  return <Notifications position="bottom-right" />;
}
