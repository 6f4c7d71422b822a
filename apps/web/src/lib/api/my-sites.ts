import type { MySiteListQuery, mySiteListContract, mySiteListQuerySchema } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, type LazyContract } from '../api-client.ts';

const mySiteListEndpoint: LazyContract<typeof mySiteListContract> = {
  method: 'GET',
  path: '/site/my-list',
  load: () => import('./my-sites-contract.ts').then((contracts) => contracts.mySiteListContract),
};

/**
 * One page of the user's sites, the API's defaults filling what the query leaves out (the site list;
 * the dashboard counts them by status).
 */
export function fetchMySites(query: z.input<typeof mySiteListQuerySchema>, signal?: AbortSignal) {
  return callApi(mySiteListEndpoint, { query, signal });
}

export const mySitesQueryOptions = (query: MySiteListQuery) =>
  queryOptions({
    queryKey: ['my-sites', query],
    queryFn: ({ signal }) => fetchMySites(query, signal),
  });

/** One page of the user's sites; the previous page stays on screen while the next one loads. */
export function useMySites(query: MySiteListQuery) {
  return useQuery({ ...mySitesQueryOptions(query), placeholderData: keepPreviousData });
}
