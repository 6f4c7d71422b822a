import { Select, Switch } from '@mantine/core';
import {
  equipmentCategories,
  equipmentCategoryLabels,
  equipmentStateLabels,
  equipmentStates,
  type EquipmentCategory,
  type EquipmentState,
} from '@portale/shared';
import { CustomerPicker } from '../../lib/customer-picker.tsx';
import { FilterPanel } from '../../lib/filter-panel.tsx';
import { siteCodeAndName } from '../../lib/site-label.ts';
import { useEquipmentFilters } from './api/site-equipments-api.ts';
import {
  countEquipmentFilters,
  equipmentOrder,
  equipmentSortOptions,
  parseEquipmentSort,
} from './site-equipments-query.ts';
import type { EquipmentSearch } from './site-equipments-search.ts';

/** A long list of options scrolls inside its own box (docs/ARCHITECTURE.md, Accessibility). */
const scrollingOptions = { options: { maxHeight: 220, overflowY: 'auto' as const } };

const categoryOptions = equipmentCategories.map((value) => ({
  value,
  label: equipmentCategoryLabels[value],
}));
const stateOptions = equipmentStates.map((value) => ({ value, label: equipmentStateLabels[value] }));

type FilterProps<T> = { value: T | undefined; onChange: (value: T | undefined) => void };

/** «Ubicazione»: the sites with equipment within reach (the API's filter options). */
function SiteFilter({ value, onChange }: FilterProps<string>) {
  const filters = useEquipmentFilters();
  const data = (filters.data?.sites ?? []).map((site) => ({
    value: site.siteCode,
    label: siteCodeAndName(site.siteCode, site.siteName),
  }));
  if (value && !data.some((option) => option.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label="Ubicazione"
      placeholder={filters.isPending ? 'Caricamento delle ubicazioni…' : 'Tutte le ubicazioni'}
      searchable
      clearable
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      nothingFoundMessage="Nessuna ubicazione trovata"
      styles={scrollingOptions}
    />
  );
}

type EquipmentFiltersProps = {
  search: EquipmentSearch;
  change: (next: Partial<EquipmentSearch>) => void;
  reset: () => void;
  staff: boolean;
};

/** Search, order and the filters of the list: site, category, state, the retired ones, staff's customer. */
export function EquipmentFilters({ search, change, reset, staff }: EquipmentFiltersProps) {
  const { sortBy, sortDirection } = equipmentOrder(search);
  const filtersChosen = countEquipmentFilters(search, staff) > 0;
  return (
    <FilterPanel
      searchPlaceholder="Nome, marca, modello, matricola o codice dell’etichetta"
      query={search.query}
      onQueryChange={(query) => change({ query })}
      sortOptions={equipmentSortOptions}
      sortValue={`${sortBy}:${sortDirection}`}
      onSortChange={(value) => change(parseEquipmentSort(value))}
      filtersChosen={filtersChosen}
      filtered={filtersChosen || search.query !== undefined}
      onReset={reset}
    >
      {staff && (
        <CustomerPicker
          value={search.customerCode}
          onChange={(customerCode) => change({ customerCode })}
          w="100%"
        />
      )}
      <SiteFilter value={search.siteCode} onChange={(siteCode) => change({ siteCode })} />
      <Select
        label="Categoria"
        placeholder="Tutte le categorie"
        clearable
        data={categoryOptions}
        value={search.category ?? null}
        onChange={(next) => change({ category: (next as EquipmentCategory | null) ?? undefined })}
        styles={scrollingOptions}
      />
      <Select
        label="Stato"
        placeholder="Tutti gli stati"
        clearable
        data={stateOptions}
        value={search.state ?? null}
        onChange={(next) => change({ state: (next as EquipmentState | null) ?? undefined })}
      />
      <Switch
        label="Mostra anche le dismesse"
        checked={search.retired ?? false}
        onChange={(event) => change({ retired: event.currentTarget.checked || undefined })}
        mt={{ base: 0, sm: 'xl' }}
      />
    </FilterPanel>
  );
}
