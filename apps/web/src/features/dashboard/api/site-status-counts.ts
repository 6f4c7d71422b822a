import { siteStatusFilters, type SiteStatusFilter } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchMySites } from '../../../lib/api/my-sites.ts';

export type SiteStatusCounts = Record<SiteStatusFilter, number> & { all: number };

/** How many of the user's sites are in each status: one page of one row per filter, read for its total. */
export async function fetchSiteStatusCounts(signal?: AbortSignal): Promise<SiteStatusCounts> {
  const [all, ...byStatus] = await Promise.all([
    fetchMySites({ pageSize: 1 }, signal),
    ...siteStatusFilters.map((status) => fetchMySites({ status, pageSize: 1 }, signal)),
  ]);
  const counts = Object.fromEntries(
    siteStatusFilters.map((status, index) => [status, byStatus[index]?.total ?? 0]),
  );
  return { ...(counts as Record<SiteStatusFilter, number>), all: all?.total ?? 0 };
}

export const siteStatusCountsQueryOptions = queryOptions({
  queryKey: ['dashboard', 'site-status-counts'],
  queryFn: ({ signal }) => fetchSiteStatusCounts(signal),
});
