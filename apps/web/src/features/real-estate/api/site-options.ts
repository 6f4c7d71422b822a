import { sitesAccess } from '@portale/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchMySites } from '../../../lib/api/my-sites.ts';
import { fetchStaffSiteOptions } from '../../../lib/api/staff-site-options.ts';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { profileAllows } from '../../../lib/profile-access.ts';
import { realEstateQueryKey } from './query-keys.ts';

export type SiteOption = { value: string; label: string };

/** «UB000005 – Blocco operatorio – Padiglione D», as the back office's site pickers word a site. */
export const siteLabel = (siteCode: string, siteName: string): string => `${siteCode} – ${siteName}`;

/** Sites offered at once; more are found by typing. */
const shownSites = 50;

async function fetchSiteOptions(staff: boolean, search: string, signal: AbortSignal): Promise<SiteOption[]> {
  if (staff) {
    const sites = await fetchStaffSiteOptions(search, signal);
    // The picker's words already begin with the code: «UB000018 – Aree esterne …».
    return sites.map((site) => ({ value: site.id, label: site.value }));
  }
  const sites = await fetchMySites(
    { query: search || undefined, sortBy: 'name', sortDirection: 'asc', page: 1, pageSize: shownSites },
    signal,
  );
  return sites.data.map((site) => ({ value: site.siteCode, label: siteLabel(site.siteCode, site.siteName) }));
}

/**
 * The sites whose rooms the user may read, by name or code, by name: every site for staff (the back
 * office's picker), the sites the user sees for a customer (their site list, sub-role site; a user
 * without it reaches a site's rooms through a link that names it).
 */
export function useSiteOptions(search: string) {
  const profile = useCurrentProfile();
  const staff = profile.roles.includes('staff');
  const canList = staff || profileAllows(profile, sitesAccess.rules.list);
  const options = useQuery({
    queryKey: [...realEstateQueryKey, 'sites', staff, search],
    queryFn: ({ signal }) => fetchSiteOptions(staff, search, signal),
    enabled: canList,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  return { ...options, canList };
}
