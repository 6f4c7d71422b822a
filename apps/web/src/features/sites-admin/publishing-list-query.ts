import { publishingSorts, type PublishingSort } from '@portale/shared';
import { parseSortOption, sortOptions, type SortLabels } from '../../lib/sort-options.ts';
import type { SitesForPublishingRequest } from './api/sites-for-publishing.ts';
import { publishingPageSize, type PublishingSearch } from './publishing-search.ts';

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

/**
 * How many filters behind the phone's «Filtri» button narrow the list: customer, job order, segment (or
 * "without segment"), publication and warnings. The search field stays in sight and the order is no filter.
 */
export function countPublishingFilters(search: PublishingSearch): number {
  return [
    search.clientCode,
    search.jobTaskId,
    search.withoutSegment || search.operatingSegment,
    search.publication,
    search.withWarnings,
  ].filter(Boolean).length;
}
