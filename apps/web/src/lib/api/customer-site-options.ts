import { customerSiteAutocompleteAllContract } from '@portale/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

/** A customer user's sites within reach, by name or code (at most 50; more are found by typing). */
export function fetchCustomerSiteOptions(search: string, signal?: AbortSignal) {
  return callApi(customerSiteAutocompleteAllContract, { query: { search: search || undefined }, signal });
}

/**
 * The customer's site pickers (contacts, the real-estate registry: sitesAccess.rules.pickers); while
 * typing, the previous search's sites stay shown.
 */
export function useCustomerSiteOptions(search: string) {
  return useQuery({
    queryKey: ['customer-site-options', search],
    queryFn: ({ signal }) => fetchCustomerSiteOptions(search, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
