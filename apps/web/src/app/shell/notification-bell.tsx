import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { HoverHint } from '../../lib/hover-hint.tsx';

type NotificationBellProps = {
  /** The profile's hasNotifications: the dot. */
  hasUnread: boolean;
  opened: boolean;
  onOpen: () => void;
};

/** The bell of the top bar, with a dot when something is unread; it opens the notifications panel. */
export function NotificationBell({ hasUnread, opened, onOpen }: NotificationBellProps) {
  const label = hasUnread ? 'Notifiche: ci sono notifiche da leggere' : 'Notifiche';
  return (
    // No tooltip over the open panel: it would cover the panel's first lines while fading in and out.
    <HoverHint label={hasUnread ? 'Hai notifiche da leggere' : 'Notifiche'} disabled={opened}>
      <Indicator disabled={!hasUnread} color="red" size={10} offset={7} withBorder processing={false}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onOpen}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={opened}
          data-unread={hasUnread || undefined}
        >
          <IconBell size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Indicator>
    </HoverHint>
  );
}
