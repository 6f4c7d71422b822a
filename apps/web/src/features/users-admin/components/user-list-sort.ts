import { userListSortFields } from '@portale/shared';
import type { UserListSearch } from '../user-list-search.ts';

export type UserListSortField = (typeof userListSortFields)[number];
export type SortDirection = 'asc' | 'desc';

export const sortFieldLabels: Record<UserListSortField, string> = {
  surname: 'Cognome',
  name: 'Nome',
  username: 'Username',
  email: 'Email',
  companyName: 'Azienda',
  lastLogin: 'Ultimo accesso',
};

const directionLabel = (field: UserListSortField, direction: SortDirection) => {
  if (field === 'lastLogin') return direction === 'asc' ? 'dal meno recente' : 'dal più recente';
  return direction === 'asc' ? 'A-Z' : 'Z-A';
};

/** Every order of the list, for the phone's sort menu: `field:direction` values with Italian labels. */
export const sortOptions = userListSortFields.flatMap((field) =>
  (['asc', 'desc'] as const).map((direction) => ({
    value: `${field}:${direction}`,
    label: `${sortFieldLabels[field]} (${directionLabel(field, direction)})`,
  })),
);

export function parseSortOption(value: string): Pick<UserListSearch, 'sortBy' | 'sortDirection'> {
  const [field, direction] = value.split(':');
  const sortBy = userListSortFields.find((candidate) => candidate === field) ?? 'surname';
  return { sortBy, sortDirection: direction === 'desc' ? 'desc' : 'asc' };
}

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
