import { attachSiteImageContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { uploadApiFile } from '../../../lib/api-files.ts';
import { useRefreshSite } from './use-refresh-site.ts';

export function attachSiteImage(siteCode: string, file: File) {
  return uploadApiFile(attachSiteImageContract, file, { query: { siteCode } });
}

/** Uploads the site's photo (replacing the previous one) and reloads the site to show it. */
export function useAttachSiteImage(siteCode: string) {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: (file: File) => attachSiteImage(siteCode, file),
    onSuccess: () => refresh(siteCode),
  });
}
