import { employeesAccess, type Profile } from '@portale/shared';
import { profileAllows } from '../../lib/profile-access.ts';
import type { EmployeeTab } from './employees-search.ts';

/**
 * The tabs a user may open: the people and the coverage for every reader; the stampings and who is on
 * site now only with sub-role employee stampings (4), or for staff (PRODUCT.md, Personnel).
 */
export function openableEmployeeTabs(profile: Profile): EmployeeTab[] {
  return profileAllows(profile, employeesAccess.rules.stampings)
    ? ['people', 'coverage', 'stampings', 'onSite']
    : ['people', 'coverage'];
}

/** Whether the user sees stampings at all (a person's days, the tabs above). */
export const seesStampings = (profile: Profile): boolean =>
  profileAllows(profile, employeesAccess.rules.stampings);
