import { Anchor, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { TicketDetail } from '@portale/shared';
import { IconArrowLeft, IconCircleCheck, IconHandStop, IconSend } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { useDrawnAnswer } from '../../../lib/drawn-answer.ts';
import { useAnswerTicket } from '../api/answer-ticket.ts';
import { markTicketSeen } from '../api/mark-ticket-seen.ts';
import { usePostTicketMessage } from '../api/post-ticket-message.ts';
import { useTakeTicketInCharge } from '../api/take-ticket-in-charge.ts';
import { useTicketDetail } from '../api/ticket-detail.ts';
import { useRefreshTransmissions } from '../api/use-refresh-transmissions.ts';
import { useLiveRefresh } from '../api/use-live-refresh.ts';
import { LoadState } from '../load-state.tsx';
import { MessageComposer, type ComposerAction } from '../message-composer.tsx';
import { TicketCustomerActions } from './ticket-customer-actions.tsx';
import { TicketHistory } from './ticket-history.tsx';
import { TicketSummary } from './ticket-summary.tsx';
import { TicketThread } from './ticket-thread.tsx';

/**
 * /transmissions/tickets/detail/{ticketId}: the ticket, its conversation and state history, and what the
 * viewer may do. Opening it marks it seen; a customer opening an answer has consulted it.
 */
export function TicketDetailPage() {
  useLiveRefresh('tickets');
  const { ticketId } = useParams({ from: '/protected/transmissions/tickets/detail/$ticketId' });
  const detail = useTicketDetail(ticketId);
  // Drawn in slices when it arrives (lib/drawn-answer.ts says why).
  const { answer: ticket } = useDrawnAnswer(detail);
  const refresh = useRefreshTransmissions('tickets');

  useEffect(() => {
    markTicketSeen(ticketId).then(
      () => void refresh(),
      () => undefined,
    );
  }, [ticketId, refresh]);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/transmissions/tickets" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> Torna alle segnalazioni
      </Anchor>
      {ticket ? (
        <TicketDetailView ticket={ticket} />
      ) : (
        <LoadState
          error={detail.error}
          loadingLabel="Caricamento della segnalazione"
          missing={{
            title: 'Segnalazione non trovata',
            text: 'Il collegamento non porta a nessuna segnalazione che tu possa vedere: l’indirizzo è incompleto, oppure la segnalazione non esiste o non riguarda le tue ubicazioni.',
          }}
        />
      )}
    </Stack>
  );
}

/** The ticket once loaded: summary and actions, conversation with the composer, history. */
function TicketDetailView({ ticket }: { ticket: TicketDetail }) {
  const { ticketId } = ticket;
  const staff = useCurrentProfile().roles.includes('staff');
  const [now] = useState(() => new Date());
  const takeInCharge = useTakeTicketInCharge(ticketId);
  const answer = useAnswerTicket(ticketId);
  const post = usePostTicketMessage(ticketId);

  const composerActions: ComposerAction[] = [
    ...(ticket.actions.answer
      ? [
          {
            label: 'Rispondi e segna come gestita',
            icon: <IconCircleCheck size={18} aria-hidden />,
            send: (message: { text: string; attachmentIds: string[] }) => answer.mutateAsync(message),
          },
        ]
      : []),
    {
      label: 'Invia messaggio',
      icon: <IconSend size={18} aria-hidden />,
      variant: ticket.actions.answer ? 'light' : 'filled',
      send: (message) => post.mutateAsync(message),
    },
  ];

  return (
    <>
      <div>
        <Text c="dimmed" size="sm">
          {ticket.code}
        </Text>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Title>
      </div>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <TicketSummary ticket={ticket} staff={staff} now={now} />
          {staff && ticket.actions.takeInCharge && (
            <Button
              leftSection={<IconHandStop size={18} aria-hidden />}
              loading={takeInCharge.isPending}
              onClick={() => takeInCharge.mutate()}
              style={{ alignSelf: 'flex-start' }}
            >
              Prendi in carico
            </Button>
          )}
          {!staff && <TicketCustomerActions ticket={ticket} />}
        </Stack>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Title order={2} fz="h3">
              Conversazione
            </Title>
            <TicketThread ticketId={ticketId} events={ticket.events} />
            {ticket.actions.post && (
              <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
                <MessageComposer
                  area="tickets"
                  label={ticket.actions.answer ? 'Risposta al cliente' : 'Scrivi un messaggio'}
                  placeholder={staff ? 'Spiega che cosa è stato fatto o chiedi un chiarimento' : undefined}
                  actions={composerActions}
                />
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Title order={2} fz="h3">
              Cronologia
            </Title>
            <TicketHistory events={ticket.events} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
