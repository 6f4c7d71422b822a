import { createSiteServiceContract, type SiteServiceInput } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshSiteForEditing } from './site-for-editing.ts';

export function createSiteService(siteCode: string, body: SiteServiceInput) {
  return callApi(createSiteServiceContract, { params: { siteCode }, body });
}

export function useCreateSiteService(siteCode: string) {
  const refresh = useRefreshSiteForEditing();
  return useMutation({
    mutationFn: (body: SiteServiceInput) => createSiteService(siteCode, body),
    onSuccess: () => refresh(siteCode),
  });
}
