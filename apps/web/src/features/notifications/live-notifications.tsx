import { Text, UnstyledButton } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { hubNotifyNames, livePopupMs, notificationItemSchema, type NotificationItem } from '@portale/shared';
import { IconBell } from '@tabler/icons-react';
import type { EventBus } from '../../lib/event-bus.ts';
import { markNotificationRead } from './api/mark-as-read.ts';
import { senderOf } from './notification-list-item.tsx';
import { NotificationTemplate } from './notification-template.tsx';
import { notificationHref } from './notification-target.ts';

export type LiveNotificationsOptions = {
  bus: EventBus;
  hasRoute: (routerPath: string) => boolean;
  navigate: (href: string) => void;
  /** A notification arrived: light the bell and refresh the lists. */
  onNotification: (item: NotificationItem) => void;
  /** A notification was read from its pop-up. */
  onRead: () => void;
  /** The server says the profile changed (badges, permissions). */
  onProfileChanged: () => void;
};

/**
 * Live notifications (SPEC.md section 2): each one pushed by the hub pops up for 5 seconds; a click
 * opens its target and marks it read. Returns the function that stops listening.
 */
export function startLiveNotifications(options: LiveNotificationsOptions): () => void {
  const stopNotifications = options.bus.on(hubNotifyNames.notification, (payload) => {
    const parsed = notificationItemSchema.safeParse(payload);
    if (!parsed.success) {
      console.error('Notify notification: unexpected payload', parsed.error.issues);
      return;
    }
    const item = parsed.data;
    options.onNotification(item);
    const href = notificationHref(item, options.hasRoute);
    const id = `live-${item.notificationId}`;
    const open = () => {
      toasts.hide(id);
      if (href) options.navigate(href);
      void markNotificationRead(item.notificationId).then((marked) => {
        if (marked) options.onRead();
      });
    };
    toasts.show({
      id,
      autoClose: livePopupMs,
      icon: <IconBell size={18} aria-hidden />,
      title: senderOf(item),
      message: (
        <UnstyledButton onClick={open} w="100%" ta="left" data-live-notification="">
          <NotificationTemplate html={item.template} />
          <Text component="span" display="block" size="xs" c="brand" fw={600} mt={4}>
            {href ? 'Apri' : 'Segna come letta'}
          </Text>
        </UnstyledButton>
      ),
    });
  });
  const stopProfile = options.bus.on(hubNotifyNames.profileChanged, () => options.onProfileChanged());
  return () => {
    stopNotifications();
    stopProfile();
  };
}
