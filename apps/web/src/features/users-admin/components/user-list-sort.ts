import { userListSortFields } from '@portale/shared';
import { parseSortOption, sortOptions, type SortLabels } from '../../../lib/sort-options.ts';
import type { UserListSearch } from '../user-list-search.ts';

export type UserListSortField = (typeof userListSortFields)[number];

const ascending = { asc: 'A-Z', desc: 'Z-A' };

export const sortFieldLabels: SortLabels<UserListSortField> = {
  surname: { label: 'Cognome', ...ascending },
  name: { label: 'Nome', ...ascending },
  username: { label: 'Nome utente', ...ascending },
  email: { label: 'Email', ...ascending },
  companyName: { label: 'Azienda', ...ascending },
  lastLogin: { label: 'Ultimo accesso', asc: 'dal meno recente', desc: 'dal più recente' },
};

/** Every order of the list, for the phone's sort menu: `field:direction` values with Italian labels. */
export const userSortOptions = sortOptions(userListSortFields, sortFieldLabels);

export const parseUserSortOption = (value: string): Pick<UserListSearch, 'sortBy' | 'sortDirection'> =>
  parseSortOption(value, userListSortFields, 'surname');

/** A click on a column header: the other direction of the current order, or a new column ascending. */
export function nextSort(
  search: UserListSearch,
  field: UserListSortField,
): Pick<UserListSearch, 'sortBy' | 'sortDirection'> {
  const current = search.sortBy ?? 'surname';
  const direction = search.sortDirection ?? 'asc';
  if (current === field) return { sortBy: field, sortDirection: direction === 'asc' ? 'desc' : 'asc' };
  return { sortBy: field, sortDirection: field === 'lastLogin' ? 'desc' : 'asc' };
}
