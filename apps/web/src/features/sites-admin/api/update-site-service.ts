import { updateSiteServiceContract, type SiteServiceInput } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshSiteForEditing } from './site-for-editing.ts';

export function updateSiteService(siteCode: string, siteServiceId: number, body: SiteServiceInput) {
  return callApi(updateSiteServiceContract, { params: { siteCode }, body: { ...body, siteServiceId } });
}

export function useUpdateSiteService(siteCode: string, siteServiceId: number) {
  const refresh = useRefreshSiteForEditing();
  return useMutation({
    mutationFn: (body: SiteServiceInput) => updateSiteService(siteCode, siteServiceId, body),
    onSuccess: () => refresh(siteCode),
  });
}
