import { siteAutocompleteByCustomerContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messagesQueryKey } from './query-keys.ts';

export function fetchCustomerSites(customerCode: string, signal?: AbortSignal) {
  return callApi(siteAutocompleteByCustomerContract, {
    params: { customercode: customerCode },
    query: {},
    signal,
  });
}

export const customerSitesQueryOptions = (customerCode: string) =>
  queryOptions({
    queryKey: [...messagesQueryKey, 'customer-sites', customerCode],
    queryFn: ({ signal }) => fetchCustomerSites(customerCode, signal),
    staleTime: 5 * 60_000,
  });

/** A customer's sites with their job orders, to narrow a communication to one of them. */
export function useCustomerSites(customerCode: string | null) {
  return useQuery({ ...customerSitesQueryOptions(customerCode ?? ''), enabled: customerCode !== null });
}
