import { Select, Switch } from '@mantine/core';
import {
  ticketStateFilterLabels,
  ticketStateFilters,
  ticketTypeLabels,
  ticketTypes,
  ticketUrgencies,
  ticketUrgencyLabels,
} from '@portale/shared';
import { useState } from 'react';
import { CustomerPicker } from '../../../lib/customer-picker.tsx';
import { FilterPanel, PeriodFilter } from '../../../lib/filter-panel.tsx';
import { siteOptionOf, siteWithCity } from '../../../lib/site-label.ts';
import { useStaffSiteOptions } from '../../../lib/api/staff-site-options.ts';
import { useTicketSiteOptions } from '../api/ticket-site-options.ts';
import {
  hasTicketFilters,
  parseTicketSortOption,
  ticketSortOptions,
  ticketSortValue,
} from './ticket-list-query.ts';
import type { TicketSearch } from './ticket-search.ts';

type TicketFiltersProps = {
  search: TicketSearch;
  staff: boolean;
  onChange: (change: Partial<TicketSearch>) => void;
  onReset: () => void;
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The site filter: the user's own sites, or every site for the provider. */
function SiteFilter({
  value,
  staff,
  onChange,
}: {
  value?: string;
  staff: boolean;
  onChange: (v?: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const mine = useTicketSiteOptions(typed, 'filter', !staff);
  const every = useStaffSiteOptions(typed, staff);
  const data = staff
    ? (every.data ?? []).map(siteOptionOf)
    : (mine.data ?? []).map((site) => ({
        value: site.siteCode,
        label: siteWithCity(site.siteName, site.city),
      }));
  const withCurrent =
    value && !data.some((item) => item.value === value) ? [{ value, label: value }, ...data] : data;
  return (
    <Select
      label="Ubicazione"
      placeholder="Tutte"
      searchable
      clearable
      data={withCurrent}
      value={value ?? null}
      onSearchChange={setTyped}
      onChange={(next) => onChange(next ?? undefined)}
      nothingFoundMessage="Nessuna ubicazione trovata"
    />
  );
}

/** Search, filters and sort of the ticket lists; the text search waits for the user to stop typing. */
export function TicketFilters({ search, staff, onChange, onReset }: TicketFiltersProps) {
  return (
    <FilterPanel
      searchPlaceholder={
        staff ? 'Codice, oggetto, cliente o ubicazione' : 'Codice, oggetto, locale o ubicazione'
      }
      query={search.query}
      onQueryChange={(query) => onChange({ query })}
      sortOptions={ticketSortOptions}
      sortValue={ticketSortValue(search, staff)}
      onSortChange={(value) => onChange(parseTicketSortOption(value))}
      filtersChosen={hasTicketFilters({ ...search, query: undefined })}
      filtered={hasTicketFilters(search)}
      onReset={onReset}
    >
      <Select
        label="Stato"
        placeholder="Tutti"
        clearable
        data={options(ticketStateFilters, ticketStateFilterLabels)}
        value={search.state ?? null}
        onChange={(value) => onChange({ state: (value as TicketSearch['state']) ?? undefined })}
      />
      <Select
        label="Tipo"
        placeholder="Tutti"
        clearable
        data={options(ticketTypes, ticketTypeLabels)}
        value={search.type ?? null}
        onChange={(value) => onChange({ type: (value as TicketSearch['type']) ?? undefined })}
      />
      <Select
        label="Urgenza"
        placeholder="Tutte"
        clearable
        data={options([...ticketUrgencies].reverse(), ticketUrgencyLabels)}
        value={search.urgency ?? null}
        onChange={(value) => onChange({ urgency: (value as TicketSearch['urgency']) ?? undefined })}
      />
      <SiteFilter value={search.siteCode} staff={staff} onChange={(siteCode) => onChange({ siteCode })} />
      <PeriodFilter label="Aperte nel periodo" from={search.from} to={search.to} onChange={onChange} />
      <Switch
        label="Solo quelle in ritardo"
        checked={search.late ?? false}
        onChange={(event) => onChange({ late: event.currentTarget.checked || undefined })}
        mt={{ base: 0, sm: 'xl' }}
      />
      {staff && (
        <CustomerPicker
          value={search.customerCode}
          onChange={(customerCode) => onChange({ customerCode })}
          w="100%"
        />
      )}
      {staff && (
        <Switch
          label="Solo in ritardo o in scadenza oggi"
          checked={search.lateOrDueToday ?? false}
          onChange={(event) => onChange({ lateOrDueToday: event.currentTarget.checked || undefined })}
          mt={{ base: 0, sm: 'xl' }}
        />
      )}
    </FilterPanel>
  );
}
