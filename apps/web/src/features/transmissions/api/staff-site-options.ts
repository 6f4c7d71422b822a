import { siteAutocompleteAllContract } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { ticketsQueryKey } from './query-keys.ts';

export function fetchStaffSiteOptions(search: string, signal?: AbortSignal) {
  return callApi(siteAutocompleteAllContract, { query: { search: search || undefined }, signal });
}

export const staffSiteOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'staff-site-options', search],
    queryFn: ({ signal }) => fetchStaffSiteOptions(search, signal),
    staleTime: 5 * 60_000,
  });

/** Every site by name or code, for the provider's queue filter. */
export function useStaffSiteOptions(search: string, enabled: boolean) {
  return useQuery({ ...staffSiteOptionsQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
