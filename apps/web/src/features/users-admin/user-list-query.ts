import type { UserListQueryInput } from '@portale/shared';
import { userListPageSize, type UserListSearch } from './user-list-search.ts';

/** The API query for what the address bar asks. */
export function toUserListQuery(search: UserListSearch): UserListQueryInput & { page: number } {
  return {
    query: search.query || undefined,
    kind: search.kind,
    customerCode: search.customerCode || undefined,
    awaitingActivation: search.awaitingActivation ? 'true' : undefined,
    sortBy: search.sortBy ?? 'surname',
    sortDirection: search.sortDirection ?? 'asc',
    page: search.page ?? 1,
    pageSize: userListPageSize,
  };
}
