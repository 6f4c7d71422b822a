import { Badge, Button, Collapse, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { syncKindLabels, syncKinds, type SyncRun } from '@portale/shared';
import { useId } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { FiltersFold } from '../../lib/filters-fold.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { formatCount, formatNumber } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { useSyncRuns, useSyncSources } from './api/sync-api.ts';
import type { SyncSearch } from './sync-search.ts';

/** Batches per page of the log. */
export const syncRunPageSize = 20;

/** A refused batch's rows at fault, folded: «Riga 4 (stampings.3.employeeCode): …». */
function RowErrors({ run }: { run: SyncRun }) {
  const [opened, { toggle }] = useDisclosure(false);
  const listId = useId();
  if (run.errors.length === 0) return null;
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={listId}
        style={{ alignSelf: 'flex-start' }}
      >
        {opened
          ? 'Nascondi le righe con errori'
          : `Mostra ${formatCount(run.errors.length, 'riga', 'righe')} con errori`}
      </Button>
      <Collapse expanded={opened} id={listId}>
        <List size="xs" spacing={2}>
          {run.errors.map((error) => (
            <List.Item key={`${error.row}-${error.path}`}>
              Riga {formatNumber(error.row + 1)}{' '}
              <Text span size="xs" ff="monospace">
                ({error.path})
              </Text>
              : {error.message}
            </List.Item>
          ))}
        </List>
      </Collapse>
    </Stack>
  );
}

function Outcome({ run }: { run: SyncRun }) {
  return (
    <Stack gap={4} align="flex-start">
      {run.refused ? (
        <Badge color="red" variant="light">
          Rifiutato
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          Applicato
        </Badge>
      )}
      <RowErrors run={run} />
    </Stack>
  );
}

const counts = (run: SyncRun) =>
  run.refused
    ? 'nessuna riga salvata'
    : `${formatNumber(run.created)} nuove, ${formatNumber(run.updated)} cambiate, ${formatNumber(run.unchanged)} uguali`;

function RunsTable({ runs }: { runs: SyncRun[] }) {
  return (
    <ResponsiveTable
      label="Elenco dei lotti ricevuti"
      minWidth={860}
      cards={
        <Stack gap="sm">
          {runs.map((run) => (
            <TableCard key={run.id} label={`${run.sourceName}, ${formatDateTime(run.receivedAt)}`}>
              <Text fw={600}>{run.sourceName}</Text>
              <CardFields>
                <CardField label="Ricevuto">{formatDateTime(run.receivedAt)}</CardField>
                <CardField label="Tipo">{syncKindLabels[run.kind]}</CardField>
                <CardField label="Righe">{formatNumber(run.rows)}</CardField>
                <CardField label="Risultato">{counts(run)}</CardField>
                <CardField label="Esito">
                  <Outcome run={run} />
                </CardField>
              </CardFields>
            </TableCard>
          ))}
        </Stack>
      }
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ricevuto</Table.Th>
            <Table.Th>Sorgente</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Righe</Table.Th>
            <Table.Th>Nuove</Table.Th>
            <Table.Th>Cambiate</Table.Th>
            <Table.Th>Uguali</Table.Th>
            <Table.Th>Esito</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(run.receivedAt)}
                <Text size="xs" c="dimmed">
                  in {formatNumber(run.durationMs)} ms
                </Text>
              </Table.Td>
              <Table.Td>{run.sourceName}</Table.Td>
              <Table.Td>{syncKindLabels[run.kind]}</Table.Td>
              <Table.Td>{formatNumber(run.rows)}</Table.Td>
              <Table.Td>{run.refused ? '—' : formatNumber(run.created)}</Table.Td>
              <Table.Td>{run.refused ? '—' : formatNumber(run.updated)}</Table.Td>
              <Table.Td>{run.refused ? '—' : formatNumber(run.unchanged)}</Table.Td>
              <Table.Td>
                <Outcome run={run} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

type RunsPanelProps = {
  search: SyncSearch;
  change: (next: Partial<SyncSearch>) => void;
};

/** The batches received, newest first: by source and kind, what each did or why it was refused. */
export function RunsPanel({ search, change }: RunsPanelProps) {
  const compact = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const sources = useSyncSources();
  const { kind } = search;
  const runs = useSyncRuns({
    sourceId: search.sourceId,
    kind,
    page: search.page ?? 1,
    pageSize: syncRunPageSize,
  });
  const activeFilters = [search.sourceId, kind].filter((value) => value !== undefined).length;
  const sourceOptions = (sources.data ?? []).map((source) => ({
    value: String(source.id),
    label: source.name,
  }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="sync-runs-title">
      <Title order={2} size="h3" id="sync-runs-title">
        Registro dei lotti
      </Title>
      <FiltersFold
        compact={compact}
        activeFilters={activeFilters}
        actions={
          activeFilters > 0 ? (
            <Button variant="subtle" onClick={() => change({ sourceId: undefined, kind: undefined })}>
              Azzera i filtri
            </Button>
          ) : undefined
        }
      >
        <Select
          label="Sorgente"
          placeholder="Tutte le sorgenti"
          clearable
          data={sourceOptions}
          value={search.sourceId === undefined ? null : String(search.sourceId)}
          onChange={(value) => change({ sourceId: value ? Number(value) : undefined })}
        />
        <Select
          label="Tipo"
          placeholder="Tutti i tipi"
          clearable
          data={syncKinds.map((kind) => ({ value: kind, label: syncKindLabels[kind] }))}
          value={kind ?? null}
          onChange={(value) => change({ kind: value ?? undefined })}
        />
      </FiltersFold>
      <PagedListState
        list={runs}
        labels={{
          loading: 'Caricamento del registro',
          errorTitle: 'Registro non caricato',
          emptyTitle: 'Nessun lotto',
          empty:
            activeFilters > 0
              ? 'Nessun lotto corrisponde ai filtri scelti.'
              : 'Nessun sistema ha ancora inviato dati al portale.',
          count: (total) => formatCount(total, 'lotto', 'lotti'),
        }}
        errorMessage={(error) =>
          apiErrorMessage(error, { 403: 'Non hai i permessi per gestire la sincronizzazione.' })
        }
        pagination={{
          pageSize: syncRunPageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact,
        }}
      >
        {(rows) => <RunsTable runs={rows} />}
      </PagedListState>
    </Stack>
  );
}
