import { removeSiteServiceContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshSiteForEditing } from './site-for-editing.ts';

export function removeSiteService(siteCode: string, siteServiceId: number) {
  return callApi(removeSiteServiceContract, { params: { siteCode, siteserviceid: siteServiceId } });
}

export function useRemoveSiteService(siteCode: string) {
  const refresh = useRefreshSiteForEditing();
  return useMutation({
    mutationFn: (siteServiceId: number) => removeSiteService(siteCode, siteServiceId),
    onSuccess: () => refresh(siteCode),
  });
}
