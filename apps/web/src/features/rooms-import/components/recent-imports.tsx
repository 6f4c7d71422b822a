import { Badge, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { RoomImportRun } from '@portale/shared';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { LoadError } from '../../../lib/load-error.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../../lib/responsive-table.tsx';
import { wrappingBadge } from '../../../lib/wrapping-labels.ts';
import { useRecentImports } from '../api/recent-imports.ts';
import { importErrorMessage } from '../import-errors.ts';
import { RejectedRowsDownload } from './rejected-rows.tsx';
import { formatNumber } from '../../../lib/italian-numbers.ts';

const KindBadge = ({ run }: { run: RoomImportRun }) => (
  <Badge variant="light" color={run.dryRun ? 'gray' : 'brand'} classNames={wrappingBadge}>
    {run.dryRun ? 'Verifica' : 'Importazione'}
  </Badge>
);

/** «Aggiunti: 8, modificati: 0, chiusi: 0»: what a run did, or would have done. */
const countsOf = (run: RoomImportRun) =>
  `Aggiunti: ${formatNumber(run.added)}, modificati: ${formatNumber(run.changed)}, chiusi: ${formatNumber(run.closed)}`;

function Rejected({ run }: { run: RoomImportRun }) {
  if (run.rejected === 0) return <Text size="sm">Nessuna</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm" c="red" fw={600}>
        {run.rejected === 1 ? '1 scartata' : `${formatNumber(run.rejected)} scartate`}
      </Text>
      <RejectedRowsDownload
        importId={run.importId}
        label={`Scarica le righe scartate di ${run.fileName} del ${formatDateTime(run.createdAt)}`}
      />
    </Stack>
  );
}

function RunCards({ runs }: { runs: readonly RoomImportRun[] }) {
  return (
    <Stack gap="sm">
      {runs.map((run) => (
        <TableCard key={run.importId} label={`${run.fileName}, ${formatDateTime(run.createdAt)}`}>
          <Stack gap={6}>
            <KindBadge run={run} />
            <Text fw={600} size="sm">
              {run.fileName}
            </Text>
            <CardFields>
              <CardField label="Data">{formatDateTime(run.createdAt)}</CardField>
              <CardField label="Utente">{run.userName ?? '—'}</CardField>
              <CardField label="In vigore dal">{formatDate(run.effectiveFrom)}</CardField>
              <CardField label="Righe">{formatNumber(run.rowsRead)}</CardField>
              <CardField label="Locali">{countsOf(run)}</CardField>
              <CardField label="Righe scartate">
                <Rejected run={run} />
              </CardField>
            </CardFields>
          </Stack>
        </TableCard>
      ))}
    </Stack>
  );
}

/** The site's latest dry runs and imports, newest first, with their rejected rows to download. */
export function RecentImports({ siteCode }: { siteCode: string }) {
  const runs = useRecentImports(siteCode);
  let body;
  if (runs.isPending) {
    body = (
      <Center py="md">
        <Loader size="sm" aria-label="Caricamento delle importazioni recenti" />
      </Center>
    );
  } else if (runs.isError) {
    body = (
      <LoadError title="Importazioni recenti non caricate" query={runs}>
        {importErrorMessage(runs.error)}
      </LoadError>
    );
  } else if (runs.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        Nessuna importazione per questa ubicazione.
      </Text>
    );
  } else {
    body = (
      <ResponsiveTable
        label="Elenco delle importazioni recenti"
        minWidth={900}
        cards={<RunCards runs={runs.data} />}
        cardsBelow="md"
      >
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Data</Table.Th>
              <Table.Th>Utente</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>In vigore dal</Table.Th>
              <Table.Th ta="right">Righe</Table.Th>
              <Table.Th>Locali</Table.Th>
              <Table.Th>Righe scartate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.data.map((run) => (
              <Table.Tr key={run.importId}>
                <Table.Td>{formatDateTime(run.createdAt)}</Table.Td>
                <Table.Td>{run.userName ?? '—'}</Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {run.fileName}
                    </Text>
                    <KindBadge run={run} />
                  </Stack>
                </Table.Td>
                <Table.Td>{formatDate(run.effectiveFrom)}</Table.Td>
                <Table.Td ta="right">{formatNumber(run.rowsRead)}</Table.Td>
                <Table.Td>{countsOf(run)}</Table.Td>
                <Table.Td>
                  <Rejected run={run} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="rooms-import-recent">
      <Title order={2} fz="h4" id="rooms-import-recent">
        Importazioni recenti
      </Title>
      {body}
    </Stack>
  );
}
