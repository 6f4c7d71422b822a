import { Group, Stack, Table, Text } from '@mantine/core';
import type { EmployeeItem, EmployeeSite } from '@portale/shared';
import { FilterPanel } from '../../lib/filter-panel.tsx';
import { formatCount } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { useEmployeeList } from './api/employees-api.ts';
import { assignmentPeriod, formatHours } from './employee-words.ts';
import { EmployeePhoto } from './employee-photo.tsx';
import { QualificationFilter, SiteFilter } from './employee-filters.tsx';
import { employeesReadErrorMessage } from './employees-errors.ts';
import {
  employeeOrder,
  employeePageSize,
  employeeSortOptions,
  parseEmployeeSort,
  toEmployeeListQuery,
} from './employees-query.ts';
import { PersonLink } from './person-link.tsx';
import type { TabProps } from './tab-props.ts';

function SitesAssigned({ sites }: { sites: readonly EmployeeSite[] }) {
  if (sites.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {sites.map((site) => (
        <Text size="sm" key={`${site.siteCode}-${site.dateFrom}`}>
          {site.siteName}{' '}
          <Text span size="xs" c="dimmed">
            {assignmentPeriod(site)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

const fullName = (person: EmployeeItem) => `${person.lastName} ${person.firstName}`;

function NameWithPhoto({ person }: { person: EmployeeItem }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <EmployeePhoto person={person} />
      <PersonLink employeeId={person.id}>{fullName(person)}</PersonLink>
    </Group>
  );
}

function PeopleTable({ people }: { people: readonly EmployeeItem[] }) {
  return (
    <ResponsiveTable
      label="Elenco del personale"
      minWidth={960}
      cards={
        <Stack gap="sm">
          {people.map((person) => (
            <TableCard key={person.id} label={fullName(person)}>
              <NameWithPhoto person={person} />
              <CardFields>
                <CardField label="Qualifica">{person.qualification}</CardField>
                <CardField label="Datore di lavoro">{person.employer}</CardField>
                <CardField label="Ore settimanali">{formatHours(person.weeklyHours)}</CardField>
                <CardField label="Tesserino">{person.badgeNumber}</CardField>
                <CardField label="Ubicazioni">
                  <SitesAssigned sites={person.sites} />
                </CardField>
              </CardFields>
            </TableCard>
          ))}
        </Stack>
      }
    >
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Persona</Table.Th>
            <Table.Th>Qualifica</Table.Th>
            <Table.Th>Datore di lavoro</Table.Th>
            <Table.Th>Ore settimanali</Table.Th>
            <Table.Th>Tesserino</Table.Th>
            <Table.Th>Ubicazioni</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Td>
                <NameWithPhoto person={person} />
              </Table.Td>
              <Table.Td>{person.qualification}</Table.Td>
              <Table.Td>{person.employer}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatHours(person.weeklyHours)}</Table.Td>
              <Table.Td ff="monospace">{person.badgeNumber}</Table.Td>
              <Table.Td>
                <SitesAssigned sites={person.sites} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/** «Persone»: the people assigned to the sites, searched, filtered, sorted and paged by the API. */
export function PeopleTab({ search, change, reset, staff, compact }: TabProps) {
  const list = useEmployeeList(toEmployeeListQuery(search));
  const { sortBy, sortDirection } = employeeOrder(search);
  const filtersChosen = search.siteCode !== undefined || search.qualification !== undefined;
  return (
    <Stack gap="lg">
      <FilterPanel
        searchPlaceholder="Nome, cognome, tesserino o qualifica"
        query={search.query}
        onQueryChange={(query) => change({ query })}
        sortOptions={employeeSortOptions}
        sortValue={`${sortBy}:${sortDirection}`}
        onSortChange={(value) => change(parseEmployeeSort(value))}
        filtersChosen={filtersChosen}
        filtered={filtersChosen || search.query !== undefined}
        onReset={reset}
      >
        <SiteFilter value={search.siteCode} onChange={(siteCode) => change({ siteCode })} />
        <QualificationFilter
          value={search.qualification}
          onChange={(qualification) => change({ qualification })}
        />
      </FilterPanel>
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento del personale',
          errorTitle: 'Personale non caricato',
          emptyTitle: 'Nessuna persona',
          empty:
            filtersChosen || search.query
              ? 'Nessuna persona corrisponde alla ricerca: prova con meno parole o togli un filtro.'
              : staff
                ? 'Non c’è ancora personale in anagrafica.'
                : 'Non c’è personale assegnato alle tue ubicazioni.',
          count: (total) => formatCount(total, 'persona', 'persone'),
        }}
        errorMessage={employeesReadErrorMessage}
        pagination={{
          pageSize: employeePageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact,
        }}
      >
        {(people) => <PeopleTable people={people} />}
      </PagedListState>
    </Stack>
  );
}
