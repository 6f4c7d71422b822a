import { Notifications } from '@mantine/notifications';

export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
