import { siteCustomersContract } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

export function fetchSiteCustomers(search: string, signal?: AbortSignal) {
  return callApi(siteCustomersContract, { query: { search: search || undefined }, signal });
}

export const siteCustomersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['site-customers', search],
    queryFn: ({ signal }) => fetchSiteCustomers(search, signal),
    staleTime: 60_000,
  });

/**
 * Staff: the first customers whose name or code holds every word of `search`, by name, with their sites
 * and published sites (the customer pickers); the previous answer stays while the next loads.
 */
export function useSiteCustomers(search: string) {
  return useQuery({ ...siteCustomersQueryOptions(search), placeholderData: keepPreviousData });
}
