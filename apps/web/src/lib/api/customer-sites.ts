import { siteAutocompleteByCustomerContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

export function fetchCustomerSites(customerCode: string, search: string, signal?: AbortSignal) {
  return callApi(siteAutocompleteByCustomerContract, {
    params: { customercode: customerCode },
    query: { search: search || undefined },
    signal,
  });
}

export const customerSitesQueryOptions = (customerCode: string, search = '') =>
  queryOptions({
    queryKey: ['customer-sites', customerCode, search],
    queryFn: ({ signal }) => fetchCustomerSites(customerCode, search, signal),
    staleTime: 5 * 60_000,
  });

/**
 * Staff: a customer's sites with their job order, by name or code (the sites' own picker), asked only
 * once a customer is chosen. While the user types, the previous search's sites stay on screen; another
 * customer's never do.
 */
export function useCustomerSites(customerCode: string | null | undefined, search = '', enabled = true) {
  return useQuery({
    ...customerSitesQueryOptions(customerCode ?? '', search),
    enabled: enabled && Boolean(customerCode),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === customerCode ? previous : undefined,
  });
}
