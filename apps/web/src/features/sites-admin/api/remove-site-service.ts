import { removeSiteServiceContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshSite } from './use-refresh-site.ts';

export function removeSiteService(siteCode: string, siteServiceId: number) {
  return callApi(removeSiteServiceContract, { params: { siteCode, siteserviceid: siteServiceId } });
}

export function useRemoveSiteService(siteCode: string) {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: (siteServiceId: number) => removeSiteService(siteCode, siteServiceId),
    onSuccess: () => refresh(siteCode),
  });
}
