import '@mantine/dates/styles.css';
import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-client.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { useAuditLog } from './api/audit-log.ts';
import { toAuditQuery } from './audit-query.ts';
import { auditPageSize, type AuditSearch } from './audit-search.ts';
import { AuditEntryTable } from './components/audit-entry-table.tsx';
import { AuditFilters } from './components/audit-filters.tsx';
import { formatCount } from '../../lib/italian-numbers.ts';

const route = getRouteApi('/protected/backoffice/audit');

const countLabel = (total: number) => formatCount(total, 'evento', 'eventi');

function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body.code === 'TIMEOUT') return error.message;
  if (error instanceof ApiError && error.status === 403)
    return 'Non hai il permesso di consultare il registro.';
  return 'Non è stato possibile caricare il registro: riprova tra qualche istante.';
}

/**
 * Back office (/backoffice/audit): sign-ins, failures, lockouts, password, permission and status
 * changes, impersonation and what staff did while impersonating, newest first, with who acted, on
 * whom, when (Italian time) and from where.
 */
export function AuditPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const query = toAuditQuery(search);
  const log = useAuditLog(query);

  const changeSearch = (change: Partial<AuditSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true });
  const changePage = (page: number) =>
    void navigate({ search: (previous) => ({ ...previous, page: page === 1 ? undefined : page }) });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Registro accessi e attività
        </Title>
        <Text c="dimmed">
          Accessi, tentativi falliti, blocchi, cambi di password, di permessi e di stato degli utenti, accessi
          come cliente e operazioni svolte durante questi accessi. Gli orari sono quelli italiani.
        </Text>
      </div>
      <AuditFilters search={search} onChange={changeSearch} />
      <PagedListState
        list={log}
        labels={{
          loading: 'Caricamento del registro',
          errorTitle: 'Registro non caricato',
          emptyTitle: 'Nessun evento',
          empty: 'Nessun evento corrisponde ai filtri scelti.',
          count: countLabel,
        }}
        errorMessage={loadErrorMessage}
        pagination={{ pageSize: auditPageSize, page: query.page, onChange: changePage, compact: !isWide }}
      >
        {(entries) => <AuditEntryTable entries={entries} />}
      </PagedListState>
    </Stack>
  );
}
