import { userKinds, userListSortFields } from '@portale/shared';
import { listSearchSchema, oneOf, onOff, text, type SearchOf } from '../../lib/search-params.ts';

/** Rows per page of the user list. */
export const userListPageSize = 20;

/**
 * The router's part, on the first screen (the API query is in user-list-query.ts, with the page).
 *
 * The user list's search, filters, sort and page as they sit in the address bar, so that a link, a
 * reload or the back button shows the same list. A value that makes no sense is dropped, not an error.
 */
export const userListSearchSchema = listSearchSchema(userListSortFields, {
  kind: oneOf(userKinds),
  customerCode: text(16),
  /** Only users who have not done their first access yet (the dashboard links here). */
  awaitingActivation: onOff,
});
export type UserListSearch = SearchOf<typeof userListSearchSchema>;
