import { publishingSorts } from '@portale/shared';
import { listSearchSchema, oneOf, onOff, text, type SearchOf } from '../../lib/search-params.ts';

/** Sites per page of the publishing list. */
export const publishingPageSize = 25;

export const publicationFilters = ['published', 'unpublished'] as const;

/**
 * The router's part, on the first screen: the page's part (API query, sort menu, filter count) is in
 * publishing-list-query.ts, loaded with the page.
 *
 * The publishing list's search and filters as they sit in the address bar, so that a link, a reload or
 * the back button shows the same list. A value that makes no sense is dropped, not an error.
 */
export const publishingSearchSchema = listSearchSchema(publishingSorts, {
  clientCode: text(16),
  jobTaskId: text(24),
  operatingSegment: text(100),
  withoutSegment: onOff,
  publication: oneOf(publicationFilters),
  withWarnings: onOff,
});
export type PublishingSearch = SearchOf<typeof publishingSearchSchema>;
