import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketEvent } from '@portale/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { AttachmentLinks } from '../attachments/attachment-links.tsx';
import { authorLabel } from '../author-label.ts';

/** The conversation: the opening description and every message, oldest first, with their files. */
export function TicketThread({ ticketId, events }: { ticketId: string; events: readonly TicketEvent[] }) {
  const posts = events.filter((event) => event.kind === 'created' || event.kind === 'message');
  return (
    <Stack
      gap="sm"
      component="ol"
      aria-label="Conversazione"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {posts.map((event) => {
        const provider = event.side === 'provider';
        return (
          <Paper
            key={event.eventId}
            component="li"
            withBorder
            p="sm"
            bg={provider ? 'brand.0' : undefined}
            ml={provider ? 0 : { base: 'md', sm: 'xl' }}
            mr={provider ? { base: 'md', sm: 'xl' } : 0}
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {authorLabel(event)}
                  </Text>
                  <Badge size="sm" variant="light" color={provider ? 'brand' : 'gray'}>
                    {provider ? 'Fornitore' : event.kind === 'created' ? 'Segnalazione' : 'Cliente'}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(event.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {event.text}
              </Text>
              <AttachmentLinks area="tickets" ownerId={ticketId} attachments={event.attachments} />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
