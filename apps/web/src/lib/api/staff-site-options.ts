import { siteAutocompleteAllContract, type AutocompleteItem } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { siteOptionOf } from '../site-label.ts';

export function fetchStaffSiteOptions(search: string, signal?: AbortSignal) {
  return callApi(siteAutocompleteAllContract, { query: { search: search || undefined }, signal });
}

export const staffSiteOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['staff-site-options', search],
    queryFn: ({ signal }) => fetchStaffSiteOptions(search, signal),
    staleTime: 5 * 60_000,
  });

/**
 * Every site by name or code, for the back office's site pickers (the provider's ticket filter, the
 * rooms import); while typing, the previous search's sites stay shown.
 */
export function useStaffSiteOptions(search: string, enabled = true) {
  return useQuery({ ...staffSiteOptionsQueryOptions(search), enabled, placeholderData: keepPreviousData });
}

/** Every site by name or code, as the options of the back office's `SitePicker` (lib/site-picker.tsx). */
export const staffSitePickerQuery = (search: string) => ({
  ...staffSiteOptionsQueryOptions(search),
  select: (sites: AutocompleteItem[]) => sites.map(siteOptionOf),
});
