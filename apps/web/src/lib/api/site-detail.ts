import { siteDetailContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

export function fetchSiteDetail(siteCode: string, signal?: AbortSignal) {
  return callApi(siteDetailContract, { params: { siteCode }, signal });
}

/** The cached detail of a site: the back office's editor replaces it with the answer of a change. */
export const siteDetailQueryKey = (siteCode: string) => ['site-detail', siteCode] as const;

export const siteDetailQueryOptions = (siteCode: string) =>
  queryOptions({
    queryKey: siteDetailQueryKey(siteCode),
    queryFn: ({ signal }) => fetchSiteDetail(siteCode, signal),
  });

/** A site with every field, its fee split and its services (the customer's detail, the editor). */
export function useSiteDetail(siteCode: string) {
  return useQuery(siteDetailQueryOptions(siteCode));
}
