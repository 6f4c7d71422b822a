import { Select, Stack, Text, Title } from '@mantine/core';
import type { QualityControlRequestState } from '@portale/shared';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { formatCount } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { useControlRequestList } from './api/control-requests-api.ts';
import { ControlRequestCard } from './control-request-card.tsx';
import { requestErrorMessage, requestStateOptions } from './control-request-words.ts';
import { CustomerRequestActions } from './customer-request-actions.tsx';
import { controlRequestPageSize, type ControlRequestSearch } from './quality-search.ts';
import { RequestControlForm } from './request-control-form.tsx';
import { StaffRequestActions } from './staff-request-actions.tsx';

/**
 * /quality/request-control: the customer asks for a joint control and follows their requests;
 * /backoffice/quality-requests: staff answer every customer's and start the controls fixed. Those
 * waiting for someone come first; filtered by state and paged by the API.
 */
function ControlRequestsList({ staff }: { staff: boolean }) {
  const listPath = staff ? '/backoffice/quality-requests' : '/quality/request-control';
  const search = useSearch({ strict: false }) as ControlRequestSearch;
  const navigate = useNavigate();
  const list = useControlRequestList({
    state: search.state,
    page: search.page ?? 1,
    pageSize: controlRequestPageSize,
  });
  const change = (next: Partial<ControlRequestSearch>) =>
    void navigate({ to: listPath, search: { ...search, ...next, page: next.page } });
  return (
    <Stack gap="sm" component="section" aria-labelledby="elenco-richieste">
      <Title order={2} size="h3" id="elenco-richieste">
        {staff ? 'Richieste dei clienti' : 'Le tue richieste'}
      </Title>
      <Select
        label="Stato"
        placeholder="Tutti"
        clearable
        data={requestStateOptions}
        value={search.state ?? null}
        onChange={(value) => change({ state: (value as QualityControlRequestState | null) ?? undefined })}
        w={{ base: '100%', sm: 260 }}
      />
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento delle richieste',
          errorTitle: 'Richieste non caricate',
          emptyTitle: 'Nessuna richiesta',
          empty: search.state
            ? 'Nessuna richiesta in questo stato.'
            : staff
              ? 'I clienti non hanno ancora chiesto controlli in contraddittorio.'
              : 'Non hai ancora chiesto controlli in contraddittorio.',
          count: (total) => formatCount(total, 'richiesta', 'richieste'),
        }}
        errorMessage={requestErrorMessage}
        pagination={{
          pageSize: controlRequestPageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact: true,
        }}
      >
        {(items) => (
          <Stack gap="sm">
            {items.map((request) => (
              <ControlRequestCard
                key={request.id}
                request={request}
                staff={staff}
                actions={
                  staff ? (
                    <StaffRequestActions request={request} noticeHours={list.data?.noticeHours ?? 24} />
                  ) : (
                    <CustomerRequestActions request={request} />
                  )
                }
              />
            ))}
          </Stack>
        )}
      </PagedListState>
    </Stack>
  );
}

export function ControlRequestsPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Controlli in contraddittorio
        </Title>
        <Text c="dimmed">
          Un controllo di qualità fatto insieme al fornitore, con le stesse regole dei controlli ordinari:
          alla fine entrambi confermate il risultato nel portale.
        </Text>
      </div>
      <RequestControlForm />
      <ControlRequestsList staff={false} />
    </Stack>
  );
}

export function StaffControlRequestsPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Controlli in contraddittorio
        </Title>
        <Text c="dimmed">
          Le richieste dei clienti: accetta uno dei giorni proposti fissando l’orario, proponi un altro orario
          o rifiuta spiegando il motivo. Un controllo fissato si avvia da qui, il giorno stesso.
        </Text>
      </div>
      <ControlRequestsList staff />
    </Stack>
  );
}
