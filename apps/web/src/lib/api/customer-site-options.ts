import { customerSiteAutocompleteAllContract, type AutocompleteItem } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { siteOptionOf } from '../site-label.ts';

/** A customer user's sites within reach, by name or code (at most 50; more are found by typing). */
export function fetchCustomerSiteOptions(search: string, signal?: AbortSignal) {
  return callApi(customerSiteAutocompleteAllContract, { query: { search: search || undefined }, signal });
}

const asSiteOptions = (sites: AutocompleteItem[]) => sites.map(siteOptionOf);

/**
 * The customer's site pickers (contacts, the real-estate registry: sitesAccess.rules.pickers), as the
 * options of `SitePicker` (lib/site-picker.tsx).
 */
export const customerSiteOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['customer-site-options', search],
    queryFn: ({ signal }) => fetchCustomerSiteOptions(search, signal),
    staleTime: 5 * 60_000,
    select: asSiteOptions,
  });
