import { siteStatusSummaryContract } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** How many of the user's published sites are in each status, in one call (GET /dashboard/site-status). */
export const siteStatusCountsQueryOptions = queryOptions({
  queryKey: ['dashboard', 'site-status-counts'],
  queryFn: ({ signal }) => callApi(siteStatusSummaryContract, { signal }),
});
