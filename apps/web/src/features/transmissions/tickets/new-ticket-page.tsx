import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { NewTicketForm } from './new-ticket-form.tsx';
import type { NewTicketPreset } from './new-ticket-search.ts';

/** /transmissions/tickets/new: a customer user (communications) opens a ticket, filled in by a link or not. */
export function NewTicketPage() {
  const navigate = useNavigate();
  const preset = useSearch({ strict: false }) as NewTicketPreset;
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to="/transmissions/tickets" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> Torna alle segnalazioni
      </Anchor>
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Nuova segnalazione
        </Title>
        <Text c="dimmed">
          Descrivi il problema o la richiesta: il fornitore riceve la segnalazione subito.
        </Text>
      </div>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <NewTicketForm
          preset={preset}
          onCancel={() => void navigate({ to: '/transmissions/tickets' })}
          onCreated={(ticket) => {
            notifications.show({
              color: 'teal',
              title: 'Segnalazione inviata',
              message: `La segnalazione ${ticket.code} è stata inviata al fornitore.`,
            });
            void navigate({
              to: '/transmissions/tickets/detail/$ticketId',
              params: { ticketId: ticket.ticketId },
            });
          }}
        />
      </Paper>
    </Stack>
  );
}
