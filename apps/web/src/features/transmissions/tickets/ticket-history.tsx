import { Text, Timeline } from '@mantine/core';
import { ticketStateLabels, type TicketEvent } from '@portale/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { authorLabel } from '../author-label.ts';

/** What a change of state means to the reader. */
function describe(event: TicketEvent): string {
  if (event.kind === 'created') return 'Segnalazione aperta';
  if (event.toState === 'ANSWER_CONSULTED') return 'Risposta letta dal cliente';
  if (event.toState === 'CLOSED') {
    if (event.side === 'system') return 'Chiusa automaticamente';
    return event.fromState === 'NEW' ? 'Ritirata dal cliente' : 'Chiusa dal cliente';
  }
  return event.toState ? ticketStateLabels[event.toState] : '';
}

/** The state history, oldest first: who changed what and when, with the reason or comment. */
export function TicketHistory({ events }: { events: readonly TicketEvent[] }) {
  const changes = events.filter((event) => event.kind !== 'message');
  return (
    <Timeline active={changes.length - 1} bulletSize={14} lineWidth={2} aria-label="Cronologia degli stati">
      {changes.map((event) => (
        <Timeline.Item key={event.eventId} title={describe(event)}>
          <Text size="xs" c="dimmed">
            {formatDateTime(event.createdAt)}
            {event.side === 'system'
              ? ' · Portale Clienti'
              : event.authorName || event.actingStaffName
                ? ` · ${authorLabel(event)}`
                : ''}
          </Text>
          {event.kind === 'state' && event.text && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {event.text}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
