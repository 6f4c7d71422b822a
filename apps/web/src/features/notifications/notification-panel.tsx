import { Button, Center, Drawer, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import type { NotificationItem } from '@portale/shared';
import { IconChecks } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { markNotificationRead } from './api/mark-as-read.ts';
import { myNotificationsQueryOptions } from './api/my-notifications.ts';
import { myUnreadNotificationsQueryOptions } from './api/my-unread-notifications.ts';
import { notificationsQueryKey } from './api/query-keys.ts';
import { useReadAllNotifications } from './api/read-all.ts';
import { NotificationListItem } from './notification-list-item.tsx';
import { notificationHref } from './notification-target.ts';

export type NotificationPanelProps = {
  opened: boolean;
  onClose: () => void;
  /** Opens a notification's target (the shell closes the panel on every navigation). */
  onNavigate: (href: string) => void;
  /** Whether the web app has a page at this router path. */
  hasRoute: (routerPath: string) => boolean;
  /** Sets the bell's dot. */
  onUnreadChange: (hasUnread: boolean) => void;
  /** Reloads the profile (its hasNotifications) after a notification was read. */
  onRead: () => void;
};

/**
 * The notifications panel of SPEC.md section 2, on the right: both lists load when it opens, the
 * unread tab first (disabled when there is nothing unread, and then the all tab shows), mark all as
 * read, and each notification opens its target and is marked read. Closing it drops what it loaded,
 * so the next opening starts afresh.
 */
export function NotificationPanel({ opened, onClose, ...actions }: NotificationPanelProps) {
  // `onClose` gives the focus back to the bell (the shell read where it was when the bell was pressed).
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      position="right"
      size="md"
      title={
        <Text fw={700} size="lg">
          Notifiche
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Chiudi le notifiche' }}
    >
      <PanelContent onClose={onClose} {...actions} />
    </Drawer>
  );
}

type Tab = 'unread' | 'all';

function PanelContent({
  onClose,
  onNavigate,
  hasRoute,
  onUnreadChange,
  onRead,
}: Omit<NotificationPanelProps, 'opened'>) {
  const queryClient = useQueryClient();
  const all = useQuery(myNotificationsQueryOptions);
  const unread = useQuery(myUnreadNotificationsQueryOptions);
  const readAll = useReadAllNotifications();
  const [chosenTab, setChosenTab] = useState<Tab | null>(null);

  const failed = all.isError || unread.isError;
  useEffect(() => {
    if (!failed) return;
    toasts.show({
      id: 'notifications-load-error',
      color: 'red',
      title: 'Notifiche non disponibili',
      message: 'Non è stato possibile caricare le notifiche. Riprova tra qualche istante.',
    });
  }, [failed]);

  const unreadCount = unread.data?.length ?? 0;
  useEffect(() => {
    if (unread.data) onUnreadChange(unread.data.length > 0);
  }, [unread.data, onUnreadChange]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey });

  const open = (item: NotificationItem, href: string | null) => {
    if (href) {
      onNavigate(href);
      onClose();
    }
    if (item.read) return;
    void markNotificationRead(item.notificationId).then((marked) => {
      if (!marked) return;
      onRead();
      void refresh();
    });
  };

  const markAll = () => {
    readAll.mutate(undefined, {
      onSuccess: () => {
        onUnreadChange(false);
        setChosenTab('all');
        void refresh();
      },
      onError: () =>
        toasts.show({
          color: 'red',
          title: 'Operazione non riuscita',
          message: 'Non è stato possibile segnare le notifiche come lette. Riprova tra qualche istante.',
        }),
    });
  };

  if (all.isPending || unread.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader aria-label="Caricamento delle notifiche" />
      </Center>
    );
  }

  const tab: Tab = unreadCount === 0 ? 'all' : (chosenTab ?? 'unread');
  const list = (items: NotificationItem[] | undefined, empty: string) =>
    items && items.length > 0 ? (
      <Stack gap={4}>
        {items.map((item) => (
          <NotificationListItem
            key={item.notificationId}
            item={item}
            href={notificationHref(item, hasRoute)}
            onOpen={open}
          />
        ))}
      </Stack>
    ) : (
      <Text c="dimmed" ta="center" py="xl" size="sm">
        {failed ? 'Le notifiche non sono state caricate.' : empty}
      </Text>
    );

  return (
    <Tabs value={tab} onChange={(value) => setChosenTab(value === 'unread' ? 'unread' : 'all')}>
      <Tabs.List grow mb="sm">
        <Tabs.Tab value="unread" disabled={unreadCount === 0}>
          Da leggere{unreadCount > 0 ? ` (${unreadCount})` : ''}
        </Tabs.Tab>
        <Tabs.Tab value="all">Tutte</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="unread">
        <Group justify="flex-end" mb="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} aria-hidden />}
            onClick={markAll}
            loading={readAll.isPending}
          >
            Segna tutte come lette
          </Button>
        </Group>
        {list(unread.data, 'Non hai notifiche da leggere.')}
      </Tabs.Panel>
      <Tabs.Panel value="all">{list(all.data, 'Non hai ancora ricevuto notifiche.')}</Tabs.Panel>
    </Tabs>
  );
}
