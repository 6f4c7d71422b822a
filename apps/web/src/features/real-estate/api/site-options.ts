import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCustomerSiteOptions } from '../../../lib/api/customer-site-options.ts';
import { fetchStaffSiteOptions } from '../../../lib/api/staff-site-options.ts';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { realEstateQueryKey } from './query-keys.ts';

export type SiteOption = { value: string; label: string };

/** «UB000005 – Blocco operatorio – Padiglione D», as the back office's site pickers word a site. */
export const siteLabel = (siteCode: string, siteName: string): string => `${siteCode} – ${siteName}`;

async function fetchSiteOptions(staff: boolean, search: string, signal: AbortSignal): Promise<SiteOption[]> {
  const sites = staff
    ? await fetchStaffSiteOptions(search, signal)
    : await fetchCustomerSiteOptions(search, signal);
  // The picker's words already begin with the code: «UB000018 – Aree esterne …».
  return sites.map((site) => ({ value: site.id, label: site.value }));
}

/**
 * The sites whose rooms the user may read, by name or code, by name (at most 50; more are found by
 * typing): every site for staff, the sites the user sees for a customer. Both pickers admit whoever
 * the registry admits (sitesAccess.rules.pickers holds sub-role 12 and permission 4).
 */
export function useSiteOptions(search: string) {
  const staff = useCurrentProfile().roles.includes('staff');
  return useQuery({
    queryKey: [...realEstateQueryKey, 'sites', staff, search],
    queryFn: ({ signal }) => fetchSiteOptions(staff, search, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
