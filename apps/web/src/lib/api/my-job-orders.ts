import { myJobOrdersContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

export function fetchMyJobOrders(signal?: AbortSignal) {
  return callApi(myJobOrdersContract, { signal });
}

export const myJobOrdersQueryOptions = queryOptions({
  queryKey: ['my-job-orders'],
  queryFn: ({ signal }) => fetchMyJobOrders(signal),
});

/** The job orders with at least one site the user sees, newest first (the site list, the dashboard). */
export function useMyJobOrders() {
  return useQuery(myJobOrdersQueryOptions);
}
