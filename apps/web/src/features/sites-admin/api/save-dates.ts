import { saveDatesContract, type SaveDatesBody } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshSite } from './use-refresh-site.ts';

export function saveSiteDates(siteCode: string, body: SaveDatesBody) {
  return callApi(saveDatesContract, { params: { siteCode }, body });
}

/** The site's dates; the API cuts the fee split and the services to them and answers the site. */
export function useSaveSiteDates(siteCode: string) {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: (body: SaveDatesBody) => saveSiteDates(siteCode, body),
    onSuccess: (site) => refresh(siteCode, site),
  });
}
