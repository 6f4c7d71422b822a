import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ticketsAccess } from '@portale/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { profileAllows } from '../../../lib/profile-access.ts';
import { useMyTickets } from '../api/my-tickets.ts';
import { useTicketQueue } from '../api/ticket-queue.ts';
import { useLiveRefresh } from '../api/use-live-refresh.ts';
import { transmissionErrorMessage } from '../transmission-errors.ts';
import { TicketFilters } from './ticket-filters.tsx';
import { TicketList } from './ticket-list.tsx';
import { hasTicketFilters, toTicketListQuery } from './ticket-list-query.ts';
import { ticketPageSize, type TicketSearch } from './ticket-search.ts';
import { PagedListState } from '../../../lib/paged-list-state.tsx';
import { formatCount } from '../../../lib/italian-numbers.ts';

/**
 * /transmissions/tickets: the customer's tickets (their own, or the whole customer's with
 * "communications all tickets"), or for the provider the queue across customers, late ones first.
 */
export function TicketsPage() {
  useLiveRefresh('tickets');
  const profile = useCurrentProfile();
  const staff = profile.roles.includes('staff');
  const canOpen = profileAllows(profile, ticketsAccess.rules.open);
  const search = useSearch({ from: '/protected/transmissions/tickets' });
  const navigate = useNavigate({ from: '/transmissions/tickets' });
  const [now] = useState(() => new Date());
  const query = toTicketListQuery(search, staff);
  const mine = useMyTickets(query, !staff);
  const queue = useTicketQueue(query, staff);
  const shown = staff ? queue : mine;
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  const change = (next: Partial<TicketSearch>) =>
    void navigate({ search: (current) => ({ ...current, ...next, page: next.page }) });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {staff ? 'Segnalazioni dei clienti' : 'Segnalazioni'}
          </Title>
          <Text c="dimmed">
            {staff
              ? 'Tutte le segnalazioni dei clienti: in cima quelle in attesa di risposta, le più in ritardo per prime.'
              : 'Le richieste inviate al fornitore e le sue risposte.'}
          </Text>
        </div>
        {canOpen && (
          <Button
            component={Link}
            to="/transmissions/tickets/new"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Nuova segnalazione
          </Button>
        )}
      </Group>
      <TicketFilters
        search={search}
        staff={staff}
        onChange={change}
        onReset={() => void navigate({ search: {} })}
      />
      <PagedListState
        list={shown}
        labels={{
          loading: 'Caricamento delle segnalazioni',
          errorTitle: 'Segnalazioni non caricate',
          emptyTitle: 'Nessuna segnalazione',
          empty: hasTicketFilters(search)
            ? 'Nessuna segnalazione corrisponde ai filtri scelti.'
            : canOpen
              ? 'Non ci sono ancora segnalazioni. Per chiedere un intervento o segnalare un problema usa «Nuova segnalazione».'
              : 'Non ci sono segnalazioni da mostrare.',
          count: (total) => formatCount(total, 'segnalazione', 'segnalazioni'),
        }}
        errorMessage={transmissionErrorMessage}
        pagination={{
          pageSize: ticketPageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact: !isWide,
        }}
      >
        {(tickets) => <TicketList tickets={tickets} staff={staff} now={now} />}
      </PagedListState>
    </Stack>
  );
}
