import { siteDocumentsContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sitesQueryKey } from './query-keys.ts';

export function fetchSiteDocuments(siteCode: string, signal?: AbortSignal) {
  return callApi(siteDocumentsContract, { params: { siteCode }, signal });
}

export const siteDocumentsQueryOptions = (siteCode: string) =>
  queryOptions({
    queryKey: [...sitesQueryKey, 'documents', siteCode],
    queryFn: ({ signal }) => fetchSiteDocuments(siteCode, signal),
  });

/** The documents of the site and of its job order, newest first. */
export function useSiteDocuments(siteCode: string) {
  return useQuery(siteDocumentsQueryOptions(siteCode));
}
