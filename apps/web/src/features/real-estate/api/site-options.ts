import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCustomerSiteOptions } from '../../../lib/api/customer-site-options.ts';
import { fetchStaffSiteOptions } from '../../../lib/api/staff-site-options.ts';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { siteOptionOf } from '../../../lib/site-label.ts';
import type { SiteOption } from '../../../lib/site-picker.tsx';
import { realEstateQueryKey } from './query-keys.ts';

async function fetchSiteOptions(staff: boolean, search: string, signal: AbortSignal): Promise<SiteOption[]> {
  const sites = staff
    ? await fetchStaffSiteOptions(search, signal)
    : await fetchCustomerSiteOptions(search, signal);
  return sites.map(siteOptionOf);
}

/**
 * The sites whose rooms the user may read, by name or code, by name (at most 50; more are found by
 * typing): every site for staff, the sites the user sees for a customer. Both pickers admit whoever
 * the registry admits (sitesAccess.rules.pickers holds sub-role 12 and permission 4).
 */
export const siteOptionsQuery = (staff: boolean, search: string) =>
  queryOptions({
    queryKey: [...realEstateQueryKey, 'sites', staff, search],
    queryFn: ({ signal }) => fetchSiteOptions(staff, search, signal),
    staleTime: 5 * 60_000,
  });

export function useSiteOptions(search: string) {
  const staff = useCurrentProfile().roles.includes('staff');
  return useQuery({ ...siteOptionsQuery(staff, search), placeholderData: keepPreviousData });
}
