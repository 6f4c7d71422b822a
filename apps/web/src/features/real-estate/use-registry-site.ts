import { useSiteOptions } from './api/site-options.ts';

/**
 * The site a registry page shows: the one the address bar names, otherwise the first the user may read
 * (by name). `noSite` when there is none to show.
 */
export function useRegistrySite(chosen: string | undefined) {
  const first = useSiteOptions('');
  const siteCode = chosen ?? first.data?.[0]?.value;
  return {
    siteCode,
    /** The first sites are being asked for the default. */
    pending: !siteCode && first.isFetching,
    noSite: !siteCode && !first.isFetching,
    failed: !chosen && first.isError ? first : null,
  };
}
