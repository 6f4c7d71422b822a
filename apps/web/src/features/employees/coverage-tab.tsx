import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  addDays,
  attendanceAnomalies,
  attendanceAnomalyLabels,
  romeToday,
  type AnomalyCounts,
  type Coverage,
  type CoverageWeek,
} from '@portale/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { DateField } from '../../lib/date-field.tsx';
import { FiltersFold } from '../../lib/filters-fold.tsx';
import { formatDateAfter, formatPeriod } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { SearchField } from '../../lib/search-field.tsx';
import { useCoverage } from './api/employees-api.ts';
import { SiteFilter } from './employee-filters.tsx';
import { formatCoveredShare, formatMinutes } from './employee-words.ts';
import { coverageShifted, mondayOf } from './employee-periods.ts';
import { employeesReadErrorMessage } from './employees-errors.ts';
import { coveragePageSize, toCoverageQuery } from './employees-query.ts';
import type { TabProps } from './tab-props.ts';

type CoverageSite = Coverage['data'][number];

const weekOptions = [1, 2, 3, 4, 5, 6].map((weeks) => ({
  value: String(weeks),
  label: formatCount(weeks, 'settimana', 'settimane'),
}));

const weekLabel = (weekStart: string) => `Settimana ${formatDateAfter('dal', weekStart)}`;

/** The anomalies of a week by kind, those that happened: «Uscita mancante: 2». */
function AnomalyCountList({ counts }: { counts: AnomalyCounts }) {
  const happened = attendanceAnomalies.filter((kind) => counts[kind] > 0);
  if (happened.length === 0)
    return (
      <Text size="xs" c="dimmed">
        Nessuna anomalia
      </Text>
    );
  return (
    <Stack gap={0}>
      {happened.map((kind) => (
        <Text size="xs" key={kind}>
          {attendanceAnomalyLabels[kind]}: {counts[kind]}
        </Text>
      ))}
    </Stack>
  );
}

/** A site's week: the share of planned hours covered, the hours, the anomalies by kind. */
export function CoverageCell({ week }: { week: CoverageWeek | undefined }) {
  if (!week || week.plannedMinutes === 0)
    return (
      <Text size="sm" c="dimmed">
        Nessuna ora prevista
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {formatCoveredShare(week.coveredMinutes, week.plannedMinutes)} coperto
      </Text>
      <Text size="sm">
        {formatMinutes(week.coveredMinutes)} su {formatMinutes(week.plannedMinutes)}
      </Text>
      <AnomalyCountList counts={week.anomalies} />
    </Stack>
  );
}

const weekOf = (site: CoverageSite, weekStart: string) =>
  site.weeks.find((week) => week.weekStart === weekStart);

function CoverageTable({ sites, weekStarts }: { sites: readonly CoverageSite[]; weekStarts: string[] }) {
  return (
    <ResponsiveTable
      label="Copertura delle ore per ubicazione e settimana"
      minWidth={220 + 180 * weekStarts.length}
      cards={
        <Stack gap="sm">
          {sites.map((site) => (
            <TableCard key={site.siteCode} label={site.siteName}>
              <Text fw={600}>{site.siteName}</Text>
              <CardFields>
                {weekStarts.map((weekStart) => (
                  <CardField key={weekStart} label={weekLabel(weekStart)}>
                    <CoverageCell week={weekOf(site, weekStart)} />
                  </CardField>
                ))}
              </CardFields>
            </TableCard>
          ))}
        </Stack>
      }
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ubicazione</Table.Th>
            {weekStarts.map((weekStart) => (
              <Table.Th key={weekStart}>{weekLabel(weekStart)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sites.map((site) => (
            <Table.Tr key={site.siteCode}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {site.siteName}
                </Text>
                <Text size="xs" c="dimmed">
                  {site.siteCode}
                </Text>
              </Table.Td>
              {weekStarts.map((weekStart) => (
                <Table.Td key={weekStart} style={{ verticalAlign: 'top' }}>
                  <CoverageCell week={weekOf(site, weekStart)} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/**
 * «Copertura»: per site and week, the hours the shifts plan against those the stampings cover, and the
 * anomalies by kind, naming nobody. By default the last four weeks, this one included.
 */
export function CoverageTab({ search, change, reset, compact }: TabProps) {
  const today = romeToday();
  const query = toCoverageQuery(search, today);
  const coverage = useCoverage(query);
  const lastDay = addDays(query.from, 7 * query.weeks - 1);
  const shiftTo = (steps: number) => change({ from: coverageShifted(query.from, query.weeks, steps) });
  const activeFilters = [search.siteCode, search.from, search.weeks].filter(
    (value) => value !== undefined,
  ).length;
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        Per ogni ubicazione e settimana, le ore previste dai turni del personale assegnato e quelle coperte
        dalle timbrature, con le anomalie per tipo, fino a ieri. Nessuna persona è nominata.
      </Text>
      <FiltersFold
        compact={compact}
        activeFilters={activeFilters}
        search={
          <SearchField
            placeholder="Nome o codice dell’ubicazione"
            value={search.query}
            onSearch={(words) => change({ query: words })}
            w={{ base: '100%', sm: 320 }}
          />
        }
        actions={
          activeFilters > 0 || search.query ? (
            <Button variant="subtle" onClick={reset}>
              Azzera i filtri
            </Button>
          ) : undefined
        }
      >
        <SiteFilter value={search.siteCode} onChange={(siteCode) => change({ siteCode })} />
        <DateField
          label="Dalla settimana del"
          value={query.from}
          onChange={(day) => change({ from: day || undefined })}
        />
        <Select
          label="Settimane"
          data={weekOptions}
          value={String(query.weeks)}
          allowDeselect={false}
          onChange={(weeks) => change({ weeks: weeks ? Number(weeks) : undefined })}
        />
      </FiltersFold>
      <Group gap="sm" justify="space-between">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          onClick={() => shiftTo(-1)}
        >
          Settimane precedenti
        </Button>
        <Text size="sm" aria-live="polite">
          {formatPeriod(query.from, lastDay, 'Dal')}
        </Text>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          onClick={() => shiftTo(1)}
          disabled={lastDay >= mondayOf(today)}
        >
          Settimane successive
        </Button>
      </Group>
      <PagedListState
        list={coverage}
        labels={{
          loading: 'Caricamento della copertura',
          errorTitle: 'Copertura non caricata',
          emptyTitle: 'Nessuna ubicazione',
          empty:
            search.siteCode || search.query
              ? 'Nessuna ubicazione con personale assegnato corrisponde alla ricerca in queste settimane.'
              : 'Nessuna ubicazione ha personale assegnato in queste settimane.',
          count: (total) => formatCount(total, 'ubicazione', 'ubicazioni'),
        }}
        errorMessage={employeesReadErrorMessage}
        pagination={{
          pageSize: coveragePageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact,
        }}
      >
        {(sites) => <CoverageTable sites={sites} weekStarts={coverage.data?.weekStarts ?? []} />}
      </PagedListState>
    </Stack>
  );
}
