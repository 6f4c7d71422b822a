import { myJobOrdersContract } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function fetchMyJobOrders(signal?: AbortSignal) {
  return callApi(myJobOrdersContract, { signal });
}

export const myJobOrdersQueryOptions = queryOptions({
  queryKey: ['dashboard', 'job-orders'],
  queryFn: ({ signal }) => fetchMyJobOrders(signal),
});
