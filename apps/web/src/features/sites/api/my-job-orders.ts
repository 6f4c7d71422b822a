import { myJobOrdersContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sitesQueryKey } from './query-keys.ts';

export function fetchMyJobOrders(signal?: AbortSignal) {
  return callApi(myJobOrdersContract, { signal });
}

export const myJobOrdersQueryOptions = queryOptions({
  queryKey: [...sitesQueryKey, 'job-orders'],
  queryFn: ({ signal }) => fetchMyJobOrders(signal),
});

/** The job orders with at least one site the user sees, newest first. */
export function useMyJobOrders() {
  return useQuery(myJobOrdersQueryOptions);
}
