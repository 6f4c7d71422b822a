import { updateSiteServiceContract, type SiteServiceInput } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshSite } from './use-refresh-site.ts';

export function updateSiteService(siteCode: string, siteServiceId: number, body: SiteServiceInput) {
  return callApi(updateSiteServiceContract, { params: { siteCode }, body: { ...body, siteServiceId } });
}

export function useUpdateSiteService(siteCode: string, siteServiceId: number) {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: (body: SiteServiceInput) => updateSiteService(siteCode, siteServiceId, body),
    onSuccess: () => refresh(siteCode),
  });
}
