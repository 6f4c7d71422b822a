import { Checkbox, SegmentedControl, Select } from '@mantine/core';
import { CustomerPicker } from '../../../lib/customer-picker.tsx';
import { FiltersFold } from '../../../lib/filters-fold.tsx';
import { SearchField } from '../../../lib/search-field.tsx';
import type { UserListSearch } from '../user-list-search.ts';
import { parseUserSortOption, userSortOptions } from './user-list-sort.ts';

type UserListFiltersProps = {
  search: UserListSearch;
  onChange: (change: Partial<UserListSearch>) => void;
  /**
   * On a phone: the filters fold under «Filtri» below the search, with a sort menu, as there are no
   * column headers to sort by.
   */
  compact: boolean;
};

const kindOptions = [
  { value: 'all', label: 'Tutti' },
  { value: 'customer', label: 'Clienti' },
  { value: 'staff', label: 'Staff' },
];

/** Search (while typing), kind of user, customer code, awaiting activation and, on phones, the order. */
export function UserListFilters({ search, onChange, compact }: UserListFiltersProps) {
  const searchField = (
    <SearchField
      placeholder="Nome, email, nome utente o azienda"
      value={search.query}
      onSearch={(query) => onChange({ query })}
      w={{ base: '100%', sm: 320 }}
    />
  );
  const activeFilters = [search.kind, search.customerCode, search.awaitingActivation].filter(Boolean).length;
  return (
    <FiltersFold compact={compact} search={searchField} activeFilters={activeFilters}>
      <SegmentedControl
        aria-label="Tipo di utente"
        data={kindOptions}
        value={search.kind ?? 'all'}
        onChange={(value) =>
          onChange({ kind: value === 'all' ? undefined : (value as UserListSearch['kind']) })
        }
      />
      <CustomerPicker
        value={search.customerCode}
        onChange={(customerCode) => onChange({ customerCode })}
        w={{ base: '100%', xs: 320 }}
      />
      <Checkbox
        label="Solo in attesa di primo accesso"
        checked={search.awaitingActivation ?? false}
        onChange={(event) => onChange({ awaitingActivation: event.currentTarget.checked || undefined })}
        mb={8}
      />
      {compact && (
        <Select
          label="Ordina per"
          data={userSortOptions}
          value={`${search.sortBy ?? 'surname'}:${search.sortDirection ?? 'asc'}`}
          onChange={(value) => value && onChange(parseUserSortOption(value))}
          allowDeselect={false}
          w="100%"
        />
      )}
    </FiltersFold>
  );
}
