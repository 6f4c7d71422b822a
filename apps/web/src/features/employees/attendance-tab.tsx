import { Alert, Box, Button, Group, Select, Stack } from '@mantine/core';
import { attendanceMaxDays, romeToday } from '@portale/shared';
import { ExportButton } from '../../lib/export-button.tsx';
import { PeriodFilter } from '../../lib/filter-panel.tsx';
import { FiltersFold } from '../../lib/filters-fold.tsx';
import { formatPeriod } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { useAttendance, useExportAttendance, useStampingsArrived } from './api/employees-api.ts';
import { AttendanceTable } from './attendance-table.tsx';
import { AnomalyFilter, PersonFilter, SiteFilter } from './employee-filters.tsx';
import { employeesReadErrorMessage } from './employees-errors.ts';
import {
  attendancePageSize,
  attendanceSortOptions,
  parseAttendanceSort,
  toAttendanceFilter,
} from './employees-query.ts';
import type { TabProps } from './tab-props.ts';

/**
 * «Timbrature» (sub-role employee stampings, staff): each person's day on a site with its clock-ins and
 * clock-outs, planned against stamped hours and its anomalies; by default this month up to today.
 * Filtered by period, site, person and anomaly, sorted and paged by the API; the same days in Excel.
 */
export function AttendanceTab({ search, change, reset, compact }: TabProps) {
  useStampingsArrived();
  const { filter, period } = toAttendanceFilter(search, romeToday());
  const list = useAttendance({ ...filter, page: search.page ?? 1, pageSize: attendancePageSize });
  const exporter = useExportAttendance();
  const activeFilters = [search.from, search.siteCode, search.employeeId, search.anomaly].filter(
    (value) => value !== undefined,
  ).length;
  const filtersChosen = activeFilters > 0;
  return (
    <Stack gap="lg">
      <FiltersFold
        compact={compact}
        activeFilters={activeFilters}
        actions={
          activeFilters > 0 ? (
            <Button variant="subtle" onClick={reset}>
              Azzera i filtri
            </Button>
          ) : undefined
        }
      >
        <Box w={{ base: '100%', sm: 250 }}>
          <PeriodFilter
            label="Periodo"
            from={search.from}
            to={search.to}
            onChange={({ from, to }) => change({ from, to })}
          />
        </Box>
        <SiteFilter value={search.siteCode} onChange={(siteCode) => change({ siteCode })} />
        <PersonFilter value={search.employeeId} onChange={(employeeId) => change({ employeeId })} />
        <AnomalyFilter value={search.anomaly} onChange={(anomaly) => change({ anomaly })} />
        <Select
          label="Ordina per"
          data={attendanceSortOptions}
          value={`${filter.sortBy}:${filter.sortDirection}`}
          onChange={(value) => value && change(parseAttendanceSort(value))}
          allowDeselect={false}
        />
      </FiltersFold>
      {period.shortened && (
        <Alert color="orange" variant="light" title="Periodo accorciato">
          Le timbrature si leggono per al massimo {attendanceMaxDays} giorni alla volta: sono mostrate quelle{' '}
          {formatPeriod(period.from, period.to)}.
        </Alert>
      )}
      <Group justify="flex-end">
        <ExportButton
          exporter={exporter}
          request={filter}
          contents={`le timbrature ${formatPeriod(period.from, period.to)}`}
          errorMessages={{ 403: 'Non hai i permessi per esportare le timbrature.' }}
          disabled={!list.data || list.data.total === 0}
        />
      </Group>
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento delle timbrature',
          errorTitle: 'Timbrature non caricate',
          emptyTitle: 'Nessuna giornata',
          empty: filtersChosen
            ? 'Nessuna giornata corrisponde ai filtri scelti.'
            : 'Nessuna giornata con ore previste o timbrature in questo mese.',
          count: (total) =>
            `${formatCount(total, 'giornata', 'giornate')} ${formatPeriod(period.from, period.to)}`,
        }}
        errorMessage={employeesReadErrorMessage}
        pagination={{
          pageSize: attendancePageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact,
        }}
      >
        {(days) => <AttendanceTable days={days} withPerson />}
      </PagedListState>
    </Stack>
  );
}
