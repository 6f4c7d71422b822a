import { siteDetailContract, type SiteDetail } from '@portale/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sitesAdminQueryKey } from './query-keys.ts';

export function fetchSiteForEditing(siteCode: string, signal?: AbortSignal) {
  return callApi(siteDetailContract, { params: { siteCode }, signal });
}

const siteForEditingKey = (siteCode: string) => [...sitesAdminQueryKey, 'site', siteCode] as const;

export const siteForEditingQueryOptions = (siteCode: string) =>
  queryOptions({
    queryKey: siteForEditingKey(siteCode),
    queryFn: ({ signal }) => fetchSiteForEditing(siteCode, signal),
  });

/** The site as the editor shows it: every field, the fee split and the services. */
export function useSiteForEditing(siteCode: string) {
  return useQuery(siteForEditingQueryOptions(siteCode));
}

/** After a change: the site as the API answered (or reloaded), and the publishing list's warnings. */
export function useRefreshSiteForEditing() {
  const queryClient = useQueryClient();
  return (siteCode: string, updated?: SiteDetail) => {
    if (updated) queryClient.setQueryData(siteForEditingKey(siteCode), updated);
    else void queryClient.invalidateQueries({ queryKey: siteForEditingKey(siteCode) });
    void queryClient.invalidateQueries({ queryKey: [...sitesAdminQueryKey, 'publishing'] });
  };
}
