import { lastServedSitesContract } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function fetchLastServedSites(signal?: AbortSignal) {
  return callApi(lastServedSitesContract, { query: { limit: 5 }, signal });
}

export const lastServedSitesQueryOptions = queryOptions({
  queryKey: ['dashboard', 'last-served-sites'],
  queryFn: ({ signal }) => fetchLastServedSites(signal),
});
