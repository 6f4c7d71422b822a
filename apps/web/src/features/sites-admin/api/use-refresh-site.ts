import type { SiteDetail } from '@portale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { siteDetailQueryKey } from '../../../lib/api/site-detail.ts';
import { sitesAdminQueryKey } from './query-keys.ts';

/** After a change: the site as the API answered (or reloaded), and the publishing list's warnings. */
export function useRefreshSite() {
  const queryClient = useQueryClient();
  return (siteCode: string, updated?: SiteDetail) => {
    if (updated) queryClient.setQueryData(siteDetailQueryKey(siteCode), updated);
    else void queryClient.invalidateQueries({ queryKey: siteDetailQueryKey(siteCode) });
    void queryClient.invalidateQueries({ queryKey: [...sitesAdminQueryKey, 'publishing'] });
  };
}
