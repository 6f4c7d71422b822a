import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { MessageThreadListItem } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { authorLabel } from '../author-label.ts';
import { UnreadMark } from '../../../lib/unread-mark.tsx';
import { formatCount } from '../../../lib/italian-numbers.ts';

/** To whom a communication is addressed: the customer, narrowed to a job order or a site. */
export function threadTarget(thread: MessageThreadListItem, staff: boolean): string {
  const parts = [
    ...(staff ? [thread.customerName] : []),
    ...(thread.jobOrderId ? [`Commessa ${thread.jobOrderId}`] : []),
    ...(thread.siteName ? [thread.siteName] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : 'Tutte le ubicazioni';
}

/** The communications as cards, unread ones marked. */
export function ThreadList({
  threads,
  staff,
}: {
  threads: readonly MessageThreadListItem[];
  staff: boolean;
}) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {threads.map((thread) => (
        <Paper key={thread.threadId} component="li" withBorder p="sm">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Group gap={4} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                <UnreadMark unread={thread.unread} meaning="unread" />
                <Anchor
                  fw={thread.unread ? 700 : 500}
                  style={{ overflowWrap: 'anywhere' }}
                  renderRoot={(props) => (
                    <Link {...props} to="/transmissions/messages/$id" params={{ id: thread.threadId }} />
                  )}
                >
                  {thread.subject}
                </Anchor>
              </Group>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(thread.lastPostAt)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {threadTarget(thread, staff)}
            </Text>
            <Text size="sm" lineClamp={2}>
              {thread.lastAuthorName || thread.lastActingStaffName
                ? `${authorLabel({ authorName: thread.lastAuthorName, actingStaffName: thread.lastActingStaffName })}: `
                : ''}
              {thread.lastPostPreview}
            </Text>
            {thread.postCount > 1 && (
              <Text size="xs" c="dimmed">
                {formatCount(thread.postCount, 'messaggio', 'messaggi')}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
