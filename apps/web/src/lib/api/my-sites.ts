import { mySiteListContract, type MySiteListQuery, type mySiteListQuerySchema } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../api-client.ts';

/**
 * One page of the user's sites, the API's defaults filling what the query leaves out (the site list;
 * the dashboard counts them by status).
 */
export function fetchMySites(query: z.input<typeof mySiteListQuerySchema>, signal?: AbortSignal) {
  return callApi(mySiteListContract, { query, signal });
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
