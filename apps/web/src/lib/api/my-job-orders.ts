import type { myJobOrdersContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../api-client.ts';

const myJobOrdersEndpoint: LazyContract<typeof myJobOrdersContract> = {
  method: 'GET',
  path: '/job-orders/my-list',
  load: () => import('./my-job-orders-contract.ts').then((contracts) => contracts.myJobOrdersContract),
};

export function fetchMyJobOrders(signal?: AbortSignal) {
  return callApi(myJobOrdersEndpoint, { signal });
}

export const myJobOrdersQueryOptions = queryOptions({
  queryKey: ['my-job-orders'],
  queryFn: ({ signal }) => fetchMyJobOrders(signal),
});

/** The job orders with at least one site the user sees, newest first (the site list, the dashboard). */
export function useMyJobOrders() {
  return useQuery(myJobOrdersQueryOptions);
}
