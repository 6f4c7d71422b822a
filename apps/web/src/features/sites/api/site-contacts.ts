import { siteContactsContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sitesQueryKey } from './query-keys.ts';

export function fetchSiteContacts(siteCode: string, signal?: AbortSignal) {
  return callApi(siteContactsContract, { params: { siteCode }, signal });
}

export const siteContactsQueryOptions = (siteCode: string) =>
  queryOptions({
    queryKey: [...sitesQueryKey, 'contacts', siteCode],
    queryFn: ({ signal }) => fetchSiteContacts(siteCode, signal),
  });

/** The provider's people for the site, its job order and its customer. */
export function useSiteContacts(siteCode: string) {
  return useQuery(siteContactsQueryOptions(siteCode));
}
