import { Box, Text, UnstyledButton } from '@mantine/core';
import type { NotificationItem } from '@portale/shared';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { NotificationTemplate } from './notification-template.tsx';
import { RelativeTimeText } from './relative-time-text.tsx';

/** Who sent it: their name, or the portal itself. */
export const senderOf = (item: Pick<NotificationItem, 'userFromName'>) =>
  item.userFromName ?? 'Portale Clienti';

type NotificationListItemProps = {
  item: NotificationItem;
  /** Where it leads, or null: an arrow for a target, a check without one. */
  href: string | null;
  onOpen: (item: NotificationItem, href: string | null) => void;
};

const row = { display: 'flex', alignItems: 'flex-start', gap: 'var(--mantine-spacing-sm)' } as const;

/** One notification of the panel: a button (only inline content inside, as HTML wants). */
export function NotificationListItem({ item, href, onOpen }: NotificationListItemProps) {
  const Icon = href ? IconArrowRight : IconCheck;
  return (
    <UnstyledButton
      onClick={() => onOpen(item, href)}
      w="100%"
      p="sm"
      data-unread={!item.read || undefined}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        // Unread: a stripe on a page surface of the theme, where every text colour reads at 4.5:1.
        background: item.read ? undefined : 'var(--mantine-color-gray-0)',
        boxShadow: item.read ? undefined : 'inset 3px 0 0 var(--mantine-color-brand-filled)',
      }}
    >
      <Box component="span" style={row}>
        <Box
          component="span"
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            flex: 'none',
            width: 28,
            height: 28,
            borderRadius: '50%',
            color: href ? 'var(--mantine-color-white)' : 'var(--mantine-color-gray-7)',
            background: href ? 'var(--mantine-color-brand-filled)' : 'var(--mantine-color-gray-2)',
          }}
        >
          <Icon
            size={16}
            stroke={2}
            aria-label={href ? 'Apre la pagina collegata' : 'Nessuna pagina collegata'}
          />
        </Box>
        <Box component="span" style={{ flex: 1, minWidth: 0 }}>
          <Box component="span" style={{ ...row, justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Text component="span" size="sm" fw={600} truncate>
              {senderOf(item)}
            </Text>
            <RelativeTimeText date={item.creationDate} />
          </Box>
          <NotificationTemplate html={item.template} strong={!item.read} />
          {!item.read && (
            <Text component="span" size="xs" c="brand" fw={600} display="block" mt={2}>
              Da leggere
            </Text>
          )}
        </Box>
      </Box>
    </UnstyledButton>
  );
}
