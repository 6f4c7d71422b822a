import type { siteStatusSummaryContract } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const siteStatusSummaryEndpoint: LazyContract<typeof siteStatusSummaryContract> = {
  method: 'GET',
  path: '/dashboard/site-status',
  load: () =>
    import('./site-status-counts-contract.ts').then((contracts) => contracts.siteStatusSummaryContract),
};

/** How many of the user's published sites are in each status, in one call (GET /dashboard/site-status). */
export const siteStatusCountsQueryOptions = queryOptions({
  queryKey: ['dashboard', 'site-status-counts'],
  queryFn: ({ signal }) => callApi(siteStatusSummaryEndpoint, { signal }),
});
