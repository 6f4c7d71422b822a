import { Badge, Button, Progress, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  qualityReportSorts,
  qualityReportStates,
  romeToday,
  type QualityReport,
  type QualityReportSort,
} from '@portale/shared';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { DownloadButton } from '../../lib/download-button.tsx';
import { FiltersFold } from '../../lib/filters-fold.tsx';
import { formatBytes } from '../../lib/format-bytes.ts';
import { formatCount } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { parseSortOption, sortOptions, type SortLabels } from '../../lib/sort-options.ts';
import {
  useDownloadQualityReport,
  useQualityReportList,
  useQualityReportProgress,
  useReportJobOrders,
} from './api/quality-reports-api.ts';
import { qualityReportErrorMessage } from './quality-errors.ts';
import {
  recentMonths,
  reportMonthLabel,
  reportStateColors,
  reportStateLabels,
} from './quality-report-words.ts';
import { qualityReportPageSize, type QualityReportSearch } from './quality-reports-search.ts';
import { ReportRequestForm } from './report-request-form.tsx';

const sortLabels: SortLabels<QualityReportSort> = {
  month: { label: 'Mese', asc: 'dal più vecchio', desc: 'dal più recente' },
  jobOrderId: { label: 'Commessa', asc: 'A-Z', desc: 'Z-A' },
  state: { label: 'Stato', asc: 'in coda prima', desc: 'non riusciti prima' },
};
const options = sortOptions(qualityReportSorts, sortLabels);

/** The report's state: a badge, and while it waits or is drawn the bar of its progress. */
function ReportState({ report }: { report: QualityReport }) {
  const drawing = report.state === 'queued' || report.state === 'running';
  return (
    <Stack gap={4}>
      <Badge color={reportStateColors[report.state]} variant="light">
        {reportStateLabels[report.state]}
        {report.state === 'running' ? ` (${report.progressPercent}%)` : ''}
      </Badge>
      {drawing && (
        <Progress
          value={report.progressPercent}
          animated={report.state === 'running'}
          aria-label={`Avanzamento del rapporto ${report.jobOrderId} di ${reportMonthLabel(report.month).toLowerCase()}`}
          w={140}
        />
      )}
      {report.state === 'failed' && report.failure && (
        <Text size="xs" c="red">
          {report.failure}
        </Text>
      )}
    </Stack>
  );
}

function DownloadReport({ report }: { report: QualityReport }) {
  const download = useDownloadQualityReport();
  if (report.state !== 'ready') return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2} align="flex-start">
      <DownloadButton
        size="xs"
        loading={download.isPending}
        onClick={() => download.mutate(report.id)}
        aria-label={`Scarica il rapporto ${report.jobOrderId} di ${reportMonthLabel(report.month).toLowerCase()}`}
      >
        Scarica
      </DownloadButton>
      {download.isError && (
        <Text size="xs" c="red" role="alert">
          {qualityReportErrorMessage(download.error)}
        </Text>
      )}
    </Stack>
  );
}

const size = (report: QualityReport) => (report.sizeBytes === null ? '—' : formatBytes(report.sizeBytes));

function ReportList({ items, staff }: { items: readonly QualityReport[]; staff: boolean }) {
  return (
    <ResponsiveTable
      label="Elenco dei rapporti di qualità"
      minWidth={720}
      cards={
        <Stack gap="sm">
          {items.map((report) => (
            <TableCard
              key={report.id}
              label={`Rapporto ${report.jobOrderId} di ${reportMonthLabel(report.month).toLowerCase()}`}
            >
              <Stack gap="xs">
                <Text fw={600}>
                  {reportMonthLabel(report.month)} · {report.jobOrderId}
                </Text>
                <CardFields>
                  <CardField label="Commessa">{report.jobOrderDescription}</CardField>
                  {staff && <CardField label="Cliente">{report.customerName}</CardField>}
                  <CardField label="Stato">
                    <ReportState report={report} />
                  </CardField>
                  <CardField label="Dimensione">{size(report)}</CardField>
                </CardFields>
                <DownloadReport report={report} />
              </Stack>
            </TableCard>
          ))}
        </Stack>
      }
    >
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mese</Table.Th>
            <Table.Th>Commessa</Table.Th>
            {staff && <Table.Th>Cliente</Table.Th>}
            <Table.Th>Stato</Table.Th>
            <Table.Th>Dimensione</Table.Th>
            <Table.Th>File</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((report) => (
            <Table.Tr key={report.id}>
              <Table.Td>{reportMonthLabel(report.month)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {report.jobOrderId}
                </Text>
                <Text size="sm" c="dimmed">
                  {report.jobOrderDescription}
                </Text>
              </Table.Td>
              {staff && <Table.Td>{report.customerName}</Table.Td>}
              <Table.Td>
                <ReportState report={report} />
              </Table.Td>
              <Table.Td>{size(report)}</Table.Td>
              <Table.Td>
                <DownloadReport report={report} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/**
 * /quality/reports: the monthly quality reports of the job orders the user reaches (staff with survey:
 * every customer's), latest month first, each downloadable once ready; a report being drawn shows its
 * progress, moved live by the hub and read again every few seconds. Filtered by job order, period and
 * state, sorted and paged by the API, the choices kept in the address bar; above, the form that asks
 * for one.
 */
export function QualityReportsPage() {
  const search = useSearch({ strict: false }) as QualityReportSearch;
  const navigate = useNavigate();
  const profile = useCurrentProfile();
  const staff = profile.roles.includes('staff');
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const sortBy = search.sortBy ?? 'month';
  const sortDirection = search.sortDirection ?? 'desc';
  const list = useQualityReportList({
    jobOrderId: search.jobOrderId,
    from: search.from,
    to: search.to,
    state: search.state,
    sortBy,
    sortDirection,
    page: search.page ?? 1,
    pageSize: qualityReportPageSize,
  });
  useQualityReportProgress();
  const jobOrders = useReportJobOrders('');
  const months = recentMonths(romeToday(), 36);
  const jobOrderOptions = (jobOrders.data ?? []).map((order) => ({
    value: order.jobOrderId,
    label: `${order.jobOrderId} · ${order.description}`,
  }));
  // A job order chosen elsewhere (the form's search, a link) stays named in the filter.
  if (search.jobOrderId && !jobOrderOptions.some((option) => option.value === search.jobOrderId))
    jobOrderOptions.unshift({ value: search.jobOrderId, label: search.jobOrderId });
  const change = (next: Partial<QualityReportSearch>) =>
    void navigate({ to: '/quality/reports', search: { ...search, ...next, page: next.page } });
  const activeFilters = [search.jobOrderId, search.from, search.to, search.state].filter(
    (value) => value !== undefined,
  ).length;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Rapporti mensili sulla qualità
        </Title>
        <Text c="dimmed">
          Per ogni commessa e mese: i punteggi per ubicazione e categoria di area, l’andamento dell’anno e le
          non conformità con il loro seguito, in un PDF da scaricare. Il rapporto del mese chiuso viene
          redatto all’inizio del mese successivo.
        </Text>
      </div>
      <ReportRequestForm
        staff={staff}
        onRequested={(report) => change({ jobOrderId: report.jobOrderId, from: undefined, to: undefined })}
      />
      <FiltersFold
        compact={!isWide}
        activeFilters={activeFilters}
        actions={
          activeFilters > 0 ? (
            <Button variant="subtle" onClick={() => void navigate({ to: '/quality/reports', search: {} })}>
              Azzera i filtri
            </Button>
          ) : undefined
        }
      >
        <Select
          label="Commessa"
          placeholder="Tutte"
          clearable
          searchable
          data={jobOrderOptions}
          value={search.jobOrderId ?? null}
          onChange={(jobOrderId) => change({ jobOrderId: jobOrderId ?? undefined })}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label="Dal mese"
          placeholder="Qualsiasi"
          clearable
          data={months}
          value={search.from ?? null}
          onChange={(from) => change({ from: from ?? undefined })}
          w={{ base: '100%', sm: 170 }}
        />
        <Select
          label="Al mese"
          placeholder="Qualsiasi"
          clearable
          data={months}
          value={search.to ?? null}
          onChange={(to) => change({ to: to ?? undefined })}
          w={{ base: '100%', sm: 170 }}
        />
        <Select
          label="Stato"
          placeholder="Tutti"
          clearable
          data={qualityReportStates.map((state) => ({ value: state, label: reportStateLabels[state] }))}
          value={search.state ?? null}
          onChange={(state) => change({ state: (state as QualityReportSearch['state']) ?? undefined })}
          w={{ base: '100%', sm: 170 }}
        />
        <Select
          label="Ordina per"
          data={options}
          value={`${sortBy}:${sortDirection}`}
          allowDeselect={false}
          onChange={(value) => value && change(parseSortOption(value, qualityReportSorts, 'month'))}
          w={{ base: '100%', sm: 230 }}
        />
      </FiltersFold>
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento dei rapporti',
          errorTitle: 'Rapporti di qualità non caricati',
          emptyTitle: 'Nessun rapporto',
          empty:
            activeFilters > 0
              ? 'Nessun rapporto corrisponde ai filtri scelti.'
              : 'Non ci sono ancora rapporti per le tue commesse.',
          count: (total) => formatCount(total, 'rapporto', 'rapporti'),
        }}
        errorMessage={qualityReportErrorMessage}
        pagination={{
          pageSize: qualityReportPageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact: !isWide,
        }}
      >
        {(items) => <ReportList items={items} staff={staff} />}
      </PagedListState>
    </Stack>
  );
}
