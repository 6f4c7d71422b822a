import { mySiteListContract, type MySiteListQuery } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sitesQueryKey } from './query-keys.ts';

export function fetchMySites(query: MySiteListQuery, signal?: AbortSignal) {
  return callApi(mySiteListContract, { query, signal });
}

export const mySitesQueryOptions = (query: MySiteListQuery) =>
  queryOptions({
    queryKey: [...sitesQueryKey, 'my-list', query],
    queryFn: ({ signal }) => fetchMySites(query, signal),
  });

/** One page of the user's sites; the previous page stays on screen while the next one loads. */
export function useMySites(query: MySiteListQuery) {
  return useQuery({ ...mySitesQueryOptions(query), placeholderData: keepPreviousData });
}
