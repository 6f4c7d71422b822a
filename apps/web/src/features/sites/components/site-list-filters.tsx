import { Chip, Group, Select, Stack } from '@mantine/core';
import {
  siteStatusFilterLabels,
  siteStatusFilters,
  type MyJobOrder,
  type SiteStatusFilter,
} from '@portale/shared';
import { SearchField } from '../../../lib/search-field.tsx';
import { parseSiteSortOption, siteSortOptions } from '../site-list-query.ts';
import type { SiteListSearch } from '../site-list-search.ts';

type SiteListFiltersProps = {
  search: SiteListSearch;
  onChange: (change: Partial<SiteListSearch>) => void;
  jobOrders: readonly MyJobOrder[];
};

const allStatuses = 'all';

/** Search while typing, status, job order and order of the sites. */
export function SiteListFilters({ search, onChange, jobOrders }: SiteListFiltersProps) {
  const jobOrderOptions = jobOrders.map((jobOrder) => ({
    value: jobOrder.jobTaskId,
    label: `${jobOrder.jobTaskId} – ${jobOrder.description}`,
  }));

  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <SearchField
          description="Nome, codice, indirizzo, città o commessa"
          placeholder="Es. Padiglione A"
          value={search.query}
          onSearch={(query) => onChange({ query })}
          w={{ base: '100%', sm: 340 }}
        />
        <Select
          label="Commessa"
          placeholder="Tutte le commesse"
          data={jobOrderOptions}
          value={search.jobTaskId ?? null}
          onChange={(value) => onChange({ jobTaskId: value ?? undefined })}
          clearable
          searchable
          nothingFoundMessage="Nessuna commessa trovata"
          comboboxProps={{ width: 'target' }}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label="Ordina per"
          data={siteSortOptions}
          value={`${search.sortBy ?? 'name'}:${search.sortDirection ?? 'asc'}`}
          onChange={(value) => value && onChange(parseSiteSortOption(value))}
          allowDeselect={false}
          w={{ base: '100%', sm: 250 }}
        />
      </Group>
      <Chip.Group
        multiple={false}
        value={search.status ?? allStatuses}
        onChange={(value) =>
          onChange({ status: value === allStatuses ? undefined : (value as SiteStatusFilter) })
        }
      >
        <Group gap="xs" role="radiogroup" aria-label="Stato delle ubicazioni">
          <Chip value={allStatuses} variant="outline">
            Tutte
          </Chip>
          {siteStatusFilters.map((status) => (
            <Chip key={status} value={status} variant="outline">
              {siteStatusFilterLabels[status]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
