import { messageCustomersContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messagesQueryKey } from './query-keys.ts';

export function fetchMessageCustomers(signal?: AbortSignal) {
  return callApi(messageCustomersContract, { signal });
}

export const messageCustomersQueryOptions = queryOptions({
  queryKey: [...messagesQueryKey, 'customers'],
  queryFn: ({ signal }) => fetchMessageCustomers(signal),
  staleTime: 5 * 60_000,
});

/** The active customers a communication can be addressed to. */
export function useMessageCustomers(enabled: boolean) {
  return useQuery({ ...messageCustomersQueryOptions, enabled });
}
