import { createSiteServiceContract, type SiteServiceInput } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshSite } from './use-refresh-site.ts';

export function createSiteService(siteCode: string, body: SiteServiceInput) {
  return callApi(createSiteServiceContract, { params: { siteCode }, body });
}

export function useCreateSiteService(siteCode: string) {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: (body: SiteServiceInput) => createSiteService(siteCode, body),
    onSuccess: () => refresh(siteCode),
  });
}
