import type { lastServedSitesContract } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const lastServedSitesEndpoint: LazyContract<typeof lastServedSitesContract> = {
  method: 'GET',
  path: '/site/last/served',
  load: () =>
    import('./last-served-sites-contract.ts').then((contracts) => contracts.lastServedSitesContract),
};

export function fetchLastServedSites(signal?: AbortSignal) {
  return callApi(lastServedSitesEndpoint, { query: { limit: 5 }, signal });
}

export const lastServedSitesQueryOptions = queryOptions({
  queryKey: ['dashboard', 'last-served-sites'],
  queryFn: ({ signal }) => fetchLastServedSites(signal),
});
