import { Button, ColorSwatch, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  plannedServiceSorts,
  serviceFrequencies,
  serviceFrequencyLabels,
  serviceTypeLabels,
  serviceTypes,
  type PlannedService,
  type PlannedServiceSort,
} from '@portale/shared';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { customerSiteOptionsQuery } from '../../lib/api/customer-site-options.ts';
import { staffSitePickerQuery } from '../../lib/api/staff-site-options.ts';
import { FilterPanel } from '../../lib/filter-panel.tsx';
import { formatCents } from '../../lib/format-cents.ts';
import { formatPeriod } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { ResponsiveTable } from '../../lib/responsive-table.tsx';
import { SitePicker } from '../../lib/site-picker.tsx';
import { parseSortOption, sortOptions, type SortLabels } from '../../lib/sort-options.ts';
import { usePlannedServices } from './api/planning-api.ts';
import { planReadErrorMessage } from './planning-errors.ts';
import { ScheduleEditor } from './schedule-editor.tsx';
import { SiteClosuresPanel } from './site-closures-panel.tsx';
import { plannedServicePageSize, type PlannedServiceSearch } from './planning-search.ts';
import { serviceTypeColors } from './planning-words.ts';

const sortLabels: SortLabels<PlannedServiceSort> = {
  site: { label: 'Ubicazione', asc: 'A-Z', desc: 'Z-A' },
  service: { label: 'Servizio', asc: 'A-Z', desc: 'Z-A' },
  frequency: { label: 'Frequenza', asc: 'A-Z', desc: 'Z-A' },
  type: { label: 'Tipologia e frequenza', asc: 'A-Z', desc: 'Z-A' },
};
const options = sortOptions(plannedServiceSorts, sortLabels);

/** The service's type with the calendar's colour, or a dash while it has no schedule. */
function TypeBadge({ service }: { service: PlannedService }) {
  if (!service.schedule) return <Text size="sm">—</Text>;
  const type = service.schedule.serviceType;
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={`var(--mantine-color-${serviceTypeColors[type]}-6)`} size={12} aria-hidden />
      <Text size="sm">{serviceTypeLabels[type]}</Text>
    </Group>
  );
}

/** When the work is done, in the customer's words: «ogni lunedì e giovedì». */
function ScheduleWords({ service }: { service: PlannedService }) {
  if (!service.schedule)
    return (
      <Text size="sm" c="dimmed">
        Calendario non ancora definito
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm">{service.schedule.words}</Text>
      {service.schedule.onClosedDay === 'skip' && (
        <Text size="xs" c="dimmed">
          non recuperato nei giorni di chiusura
        </Text>
      )}
    </Stack>
  );
}

const fee = (service: PlannedService) =>
  service.monthlyFeeCents === null ? '—' : `${formatCents(service.monthlyFeeCents)} al mese`;

type ListProps = {
  items: readonly PlannedService[];
  withFees: boolean;
  onEdit: ((service: PlannedService) => void) | null;
};

function EditButton({ service, onEdit }: { service: PlannedService; onEdit: ListProps['onEdit'] }) {
  if (!onEdit) return null;
  const action = service.schedule ? 'Modifica il calendario' : 'Definisci il calendario';
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => onEdit(service)}
      aria-label={`${action} di ${service.serviceName} – ${service.siteName}`}
    >
      {action}
    </Button>
  );
}

function ServiceList({ items, withFees, onEdit }: ListProps) {
  return (
    <ResponsiveTable
      label="Elenco dei servizi"
      minWidth={860}
      cards={
        <Stack gap="sm">
          {items.map((service) => (
            <Paper key={service.siteServiceId} withBorder p="sm" component="article">
              <Stack gap={6}>
                <Text fw={600}>{service.serviceName}</Text>
                <Text size="sm">{service.siteName}</Text>
                <TypeBadge service={service} />
                <Text size="sm">{serviceFrequencyLabels[service.frequency]}</Text>
                <ScheduleWords service={service} />
                {service.schedule?.coverage && <Text size="sm">Aree: {service.schedule.coverage}</Text>}
                {withFees && <Text size="sm">Canone: {fee(service)}</Text>}
                <EditButton service={service} onEdit={onEdit} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      }
    >
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Servizio</Table.Th>
            <Table.Th>Ubicazione</Table.Th>
            <Table.Th>Tipologia</Table.Th>
            <Table.Th>Frequenza</Table.Th>
            <Table.Th>Calendario</Table.Th>
            <Table.Th>Aree</Table.Th>
            {withFees && <Table.Th>Canone</Table.Th>}
            {onEdit && <Table.Th>Azioni</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((service) => (
            <Table.Tr key={service.siteServiceId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {service.serviceName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatPeriod(service.dateFrom, service.dateTo, 'Dal')}
                </Text>
              </Table.Td>
              <Table.Td>{service.siteName}</Table.Td>
              <Table.Td>
                <TypeBadge service={service} />
              </Table.Td>
              <Table.Td>{serviceFrequencyLabels[service.frequency]}</Table.Td>
              <Table.Td>
                <ScheduleWords service={service} />
              </Table.Td>
              <Table.Td>{service.schedule?.coverage ?? '—'}</Table.Td>
              {withFees && <Table.Td>{fee(service)}</Table.Td>}
              {onEdit && (
                <Table.Td>
                  <EditButton service={service} onEdit={onEdit} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/**
 * /services: the services of the user's sites by type and frequency, with when they are done in words,
 * the areas they cover and, for those who see fees, their monthly fee; /backoffice/services: every
 * site's, where staff set each service's calendar and a site's closures. Filtered, sorted and paged by
 * the API, the choices in the address bar.
 */
export function ServicesPage({ staff = false }: { staff?: boolean }) {
  const listPath = staff ? '/backoffice/services' : '/services';
  const search = useSearch({ strict: false }) as PlannedServiceSearch;
  const navigate = useNavigate();
  const [editing, setEditing] = useState<PlannedService | null>(null);
  const sortBy = search.sortBy ?? 'site';
  const sortDirection = search.sortDirection ?? 'asc';
  const list = usePlannedServices({
    query: search.query,
    siteCode: search.siteCode,
    serviceType: search.serviceType,
    frequency: search.frequency,
    sortBy,
    sortDirection,
    page: search.page ?? 1,
    pageSize: plannedServicePageSize,
  });
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const change = (next: Partial<PlannedServiceSearch>) =>
    void navigate({ to: listPath, search: { ...search, ...next, page: next.page } });
  const filtersChosen = [search.siteCode, search.serviceType, search.frequency].some(
    (value) => value !== undefined,
  );
  const withFees = list.data?.data.some((service) => service.monthlyFeeCents !== null) ?? false;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {staff ? 'Programmazione servizi' : 'Tipologie di servizio'}
        </Title>
        <Text c="dimmed">
          {staff
            ? 'I servizi di tutte le ubicazioni: definisci quando si svolge ciascuno e i giorni in cui un’ubicazione è chiusa.'
            : 'I servizi delle tue ubicazioni per tipologia e frequenza, con i giorni in cui si svolgono e le aree che coprono.'}
        </Text>
      </div>
      <FilterPanel
        searchPlaceholder="Servizio, ubicazione o codice"
        query={search.query}
        onQueryChange={(query) => change({ query })}
        sortOptions={options}
        sortValue={`${sortBy}:${sortDirection}`}
        onSortChange={(value) => change(parseSortOption(value, plannedServiceSorts, 'site'))}
        filtersChosen={filtersChosen}
        filtered={filtersChosen || search.query !== undefined}
        onReset={() => void navigate({ to: listPath, search: {} })}
      >
        <SitePicker
          siteCode={search.siteCode}
          onChange={(siteCode) => change({ siteCode })}
          query={staff ? staffSitePickerQuery : customerSiteOptionsQuery}
          clearable
          placeholder="Tutte le ubicazioni"
        />
        <Select
          label="Tipologia"
          placeholder="Tutte"
          clearable
          data={serviceTypes.map((value) => ({ value, label: serviceTypeLabels[value] }))}
          value={search.serviceType ?? null}
          onChange={(value) =>
            change({ serviceType: (value as PlannedServiceSearch['serviceType']) ?? undefined })
          }
        />
        <Select
          label="Frequenza"
          placeholder="Tutte"
          clearable
          data={serviceFrequencies.map((value) => ({ value, label: serviceFrequencyLabels[value] }))}
          value={search.frequency ?? null}
          onChange={(value) =>
            change({ frequency: (value as PlannedServiceSearch['frequency']) ?? undefined })
          }
        />
      </FilterPanel>
      {staff && search.siteCode && <SiteClosuresPanel siteCode={search.siteCode} />}
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento dei servizi',
          errorTitle: 'Servizi non caricati',
          emptyTitle: 'Nessun servizio',
          empty:
            filtersChosen || search.query
              ? 'Nessun servizio corrisponde ai filtri scelti.'
              : 'Non ci sono servizi sulle tue ubicazioni.',
          count: (total) => formatCount(total, 'servizio', 'servizi'),
        }}
        errorMessage={planReadErrorMessage}
        pagination={{
          pageSize: plannedServicePageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact: !isWide,
        }}
      >
        {(items) => <ServiceList items={items} withFees={withFees} onEdit={staff ? setEditing : null} />}
      </PagedListState>
      {staff && <ScheduleEditor service={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

export function StaffServicesPage() {
  return <ServicesPage staff />;
}
