import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { ticketTypeLabels, ticketVoteLabels, type TicketDetail, type TicketVote } from '@portale/shared';
import { formatDateTime, formatDateTimeAfter } from '../../../lib/format.ts';
import { authorLabel } from '../author-label.ts';
import { DueText, TicketStateBadge, UrgencyBadge } from './ticket-badges.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** What the ticket is about: state, urgency and due time, where, who opened it and who handles it. */
export function TicketSummary({ ticket, staff, now }: { ticket: TicketDetail; staff: boolean; now: Date }) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        <TicketStateBadge state={ticket.state} />
        <UrgencyBadge urgency={ticket.urgency} />
        <DueText ticket={ticket} now={now} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Field label="Tipo">{ticketTypeLabels[ticket.type]}</Field>
        {staff && <Field label="Cliente">{ticket.customerName}</Field>}
        <Field label="Ubicazione">{ticket.siteName}</Field>
        {ticket.room && <Field label="Locale">{ticket.room}</Field>}
        <Field label="Aperta da">
          {authorLabel(ticket)} {formatDateTimeAfter('il', ticket.createdAt)}
        </Field>
        <Field label="Assegnata a">
          {ticket.assignedRole
            ? `${ticket.assignedRole}${ticket.assignedContactName ? ` – ${ticket.assignedContactName}` : ''}`
            : 'Servizio clienti del fornitore'}
        </Field>
        <Field label="Risposta attesa entro">{formatDateTime(ticket.dueAt)}</Field>
      </SimpleGrid>
      {ticket.state === 'CLOSED' && (
        <Alert
          color="gray"
          variant="light"
          title={`Chiusa ${formatDateTimeAfter('il', ticket.closedAt ?? ticket.updatedAt)}`}
        >
          {ticket.closedAutomatically
            ? 'Chiusa automaticamente dopo la risposta del fornitore, senza ulteriori richieste.'
            : ticket.vote
              ? `Giudizio: ${ticketVoteLabels[ticket.vote as TicketVote]}${ticket.voteComment ? ` – «${ticket.voteComment}»` : ''}`
              : 'Nessun giudizio espresso.'}
        </Alert>
      )}
      {ticket.state === 'REOPENED' && ticket.reopenReason && (
        <Alert color="grape" variant="light" title="Riaperta">
          {ticket.reopenReason}
        </Alert>
      )}
    </Stack>
  );
}
