import { saveFeesContract, type SaveFeesBody } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshSite } from './use-refresh-site.ts';

export function saveSiteFees(siteCode: string, body: SaveFeesBody) {
  return callApi(saveFeesContract, { params: { siteCode }, body });
}

/** The site's fee split and formula settings; the API answers the site with its new fee. */
export function useSaveSiteFees(siteCode: string) {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: (body: SaveFeesBody) => saveSiteFees(siteCode, body),
    onSuccess: (site) => refresh(siteCode, site),
  });
}
