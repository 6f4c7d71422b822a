import { siteDetailContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sitesQueryKey } from './query-keys.ts';

export function fetchSiteDetail(siteCode: string, signal?: AbortSignal) {
  return callApi(siteDetailContract, { params: { siteCode }, signal });
}

export const siteDetailQueryOptions = (siteCode: string) =>
  queryOptions({
    queryKey: [...sitesQueryKey, 'detail', siteCode],
    queryFn: ({ signal }) => fetchSiteDetail(siteCode, signal),
  });

export function useSiteDetail(siteCode: string) {
  return useQuery(siteDetailQueryOptions(siteCode));
}
