import { publishingSorts, type PublishingSort } from '@portale/shared';
import { z } from 'zod';
import { parseSortOption, sortOptions, type SortLabels } from '../../lib/sort-options.ts';
import type { SitesForPublishingRequest } from './api/sites-for-publishing.ts';

/** Sites per page of the publishing list. */
export const publishingPageSize = 25;

export const publicationFilters = ['published', 'unpublished'] as const;

/**
 * The publishing list's search and filters as they sit in the address bar, so that a link, a reload or
 * the back button shows the same list. A value that makes no sense is dropped, not an error.
 */
export const publishingSearchSchema = z.object({
  query: z.string().trim().max(100).optional().catch(undefined),
  clientCode: z.string().trim().max(16).optional().catch(undefined),
  jobTaskId: z.string().trim().max(24).optional().catch(undefined),
  operatingSegment: z.string().trim().max(100).optional().catch(undefined),
  withoutSegment: z.boolean().optional().catch(undefined),
  publication: z.enum(publicationFilters).optional().catch(undefined),
  withWarnings: z.boolean().optional().catch(undefined),
  sortBy: z.enum(publishingSorts).optional().catch(undefined),
  sortDirection: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type PublishingSearch = z.infer<typeof publishingSearchSchema>;

/** The API's order when the address bar names none: by customer, then job order. */
export const defaultPublishingSort = { sortBy: 'customer', sortDirection: 'asc' } as const;

const flag = (value: boolean | undefined) => (value ? 'true' : undefined);

/** The API query for what the address bar asks; "without segment" wins over a chosen segment. */
export function toSitesForPublishingQuery(search: PublishingSearch): SitesForPublishingRequest {
  return {
    query: search.query || undefined,
    clientCode: search.clientCode || undefined,
    jobTaskId: search.jobTaskId || undefined,
    operatingSegment: search.withoutSegment ? undefined : search.operatingSegment || undefined,
    onlyIncludeSitesWithoutOperatingSegment: flag(search.withoutSegment),
    isPublished: search.publication ? (search.publication === 'published' ? 'true' : 'false') : undefined,
    onlyWithWarnings: flag(search.withWarnings),
    sortBy: search.sortBy ?? defaultPublishingSort.sortBy,
    sortDirection: search.sortDirection ?? defaultPublishingSort.sortDirection,
    page: search.page ?? 1,
    pageSize: publishingPageSize,
  };
}

const sortLabels: SortLabels<PublishingSort> = {
  customer: { label: 'Cliente', asc: 'A-Z', desc: 'Z-A' },
  name: { label: 'Ubicazione', asc: 'A-Z', desc: 'Z-A' },
  jobOrder: { label: 'Commessa', asc: 'A-Z', desc: 'Z-A' },
  startDate: { label: 'Data di inizio', asc: 'dalla meno recente', desc: 'dalla più recente' },
};

/** Every order of the list for the sort menu: `field:direction` values with Italian labels. */
export const publishingSortOptions = sortOptions(publishingSorts, sortLabels);

/** The sort menu's value for the order of the address bar. */
export const publishingSortValue = (search: PublishingSearch) =>
  `${search.sortBy ?? defaultPublishingSort.sortBy}:${search.sortDirection ?? defaultPublishingSort.sortDirection}`;

export const parsePublishingSortOption = (
  value: string,
): Pick<PublishingSearch, 'sortBy' | 'sortDirection'> =>
  parseSortOption(value, publishingSorts, defaultPublishingSort.sortBy);
