import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { ticketTypeLabels, type TicketListItem } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { formatDateTimeAfter } from '../../../lib/format.ts';
import { ResponsiveTable } from '../../../lib/responsive-table.tsx';
import { authorLabel } from '../author-label.ts';
import { UnreadMark } from '../../../lib/unread-mark.tsx';
import { DueText, TicketStateBadge, UrgencyBadge } from './ticket-badges.tsx';

type TicketListProps = { tickets: readonly TicketListItem[]; staff: boolean; now: Date };

function TicketLink({ ticket }: { ticket: TicketListItem }) {
  return (
    <Anchor
      fw={600}
      renderRoot={(props) => (
        <Link
          {...props}
          to="/transmissions/tickets/detail/$ticketId"
          params={{ ticketId: ticket.ticketId }}
        />
      )}
    >
      {ticket.subject}
    </Anchor>
  );
}

/** The tickets as cards on a phone and as a table on larger screens. */
export function TicketList({ tickets, staff, now }: TicketListProps) {
  return (
    <ResponsiveTable
      label="Elenco delle segnalazioni"
      minWidth={880}
      cards={<TicketCards tickets={tickets} staff={staff} now={now} />}
      cardsBelow="md"
    >
      <TicketTable tickets={tickets} staff={staff} now={now} />
    </ResponsiveTable>
  );
}

function TicketCards({ tickets, staff, now }: TicketListProps) {
  return (
    <Stack gap="sm">
      {tickets.map((ticket) => (
        <Paper key={ticket.ticketId} withBorder p="sm" component="article">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" align="flex-start">
              <Text size="xs" c="dimmed">
                {ticket.code} · aperta {formatDateTimeAfter('il', ticket.createdAt)}
              </Text>
              <TicketStateBadge state={ticket.state} />
            </Group>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <UnreadMark unread={ticket.unseen} meaning="updated" />
              <TicketLink ticket={ticket} />
            </Group>
            <Text size="sm">
              {ticketTypeLabels[ticket.type]} · {staff ? `${ticket.customerName} – ` : ''}
              {ticket.siteName}
            </Text>
            <Group gap="xs">
              <UrgencyBadge urgency={ticket.urgency} />
              <DueText ticket={ticket} now={now} />
            </Group>
            <Text size="xs" c="dimmed">
              Aggiornata {formatDateTimeAfter('il', ticket.updatedAt)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function TicketTable({ tickets, staff, now }: TicketListProps) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Segnalazione</Table.Th>
          <Table.Th>{staff ? 'Cliente e ubicazione' : 'Ubicazione'}</Table.Th>
          <Table.Th>Stato</Table.Th>
          <Table.Th>Urgenza e scadenza</Table.Th>
          <Table.Th>Assegnata a</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tickets.map((ticket) => (
          <Table.Tr key={ticket.ticketId}>
            <Table.Td>
              <Group gap={4} wrap="nowrap" align="flex-start">
                <UnreadMark unread={ticket.unseen} meaning="updated" />
                <Stack gap={2}>
                  <TicketLink ticket={ticket} />
                  <Text size="xs" c="dimmed">
                    {ticket.code} · {ticketTypeLabels[ticket.type]} · aperta da{' '}
                    {authorLabel(ticket, 'utente eliminato')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Aggiornata {formatDateTimeAfter('il', ticket.updatedAt)}
                  </Text>
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td>
              {staff && (
                <Text size="sm" fw={500}>
                  {ticket.customerName}
                </Text>
              )}
              <Text size="sm">{ticket.siteName}</Text>
              {ticket.room && (
                <Text size="xs" c="dimmed">
                  {ticket.room}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <TicketStateBadge state={ticket.state} />
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start" style={{ whiteSpace: 'nowrap' }}>
                <UrgencyBadge urgency={ticket.urgency} short />
                <DueText ticket={ticket} now={now} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{ticket.assignedRole ?? '—'}</Text>
              {ticket.assignedContactName && (
                <Text size="xs" c="dimmed">
                  {ticket.assignedContactName}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
