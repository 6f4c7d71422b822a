import type { myNewsContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const myNewsEndpoint: LazyContract<typeof myNewsContract> = {
  method: 'GET',
  path: '/news/my-list',
  load: () => import('./news-summary-contract.ts').then((contracts) => contracts.myNewsContract),
};

/**
 * The news addressed to the customer user now (GET /news/my-list). Under the area's key, so that staff's
 * writes in the same browser read it again.
 */
export const myNewsQueryOptions = queryOptions({
  queryKey: ['news', 'dashboard'],
  queryFn: ({ signal }) => callApi(myNewsEndpoint, { signal }),
});

export const useMyNews = () => useQuery(myNewsQueryOptions);
