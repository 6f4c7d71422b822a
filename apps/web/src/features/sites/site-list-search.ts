import { siteSorts, siteStatusFilters } from '@portale/shared';
import { listSearchSchema, oneOf, text, type SearchOf } from '../../lib/search-params.ts';

/** Sites per page of the list. */
export const siteListPageSize = 20;

/** The most sites a map shows: the API's largest page. */
export const siteMapPageSize = 500;

export const siteListViews = ['list', 'map'] as const;
export type SiteListView = (typeof siteListViews)[number];

/**
 * The router's part, on the first screen: the page's part (API query, sort menu) is in
 * site-list-query.ts, loaded with the page.
 *
 * The list's search, filters, sort, page and view as they sit in the address bar, so that a link, a
 * reload or the back button shows the same list (the dashboard links to `/sites?status=active`). A
 * value that makes no sense is dropped, not an error.
 */
export const siteListSearchSchema = listSearchSchema(siteSorts, {
  status: oneOf(siteStatusFilters),
  jobTaskId: text(24),
  view: oneOf(siteListViews),
});
export type SiteListSearch = SearchOf<typeof siteListSearchSchema>;
