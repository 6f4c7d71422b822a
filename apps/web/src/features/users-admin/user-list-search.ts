import { userKinds, userListSortFields, type UserListQuery } from '@portale/shared';
import { z } from 'zod';

/** Rows per page of the user list. */
export const userListPageSize = 20;

/**
 * The user list's search, filters, sort and page as they sit in the address bar, so that a link, a
 * reload or the back button shows the same list. A value that makes no sense is dropped, not an error.
 */
export const userListSearchSchema = z.object({
  query: z.string().trim().max(100).optional().catch(undefined),
  kind: z.enum(userKinds).optional().catch(undefined),
  customerCode: z.string().trim().max(16).optional().catch(undefined),
  sortBy: z.enum(userListSortFields).optional().catch(undefined),
  sortDirection: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type UserListSearch = z.infer<typeof userListSearchSchema>;

/** The API query for what the address bar asks. */
export function toUserListQuery(search: UserListSearch): UserListQuery {
  return {
    query: search.query || undefined,
    kind: search.kind,
    customerCode: search.customerCode || undefined,
    sortBy: search.sortBy ?? 'surname',
    sortDirection: search.sortDirection ?? 'asc',
    page: search.page ?? 1,
    pageSize: userListPageSize,
  };
}
