import { allBackOfficePermissions, allCustomerSubRoles } from '@portale/shared';
import type { Random } from './random.ts';
import { firstNames, surnames } from './sources/people.ts';
import type { JobOrderPlan, StaffPlan, UserPlan } from './plans.ts';

/** Typical sets of customer sub-roles (SPEC.md section 3): who in the customer's company does what. */
const customerProfiles: readonly (readonly number[])[] = [
  allCustomerSubRoles,
  [0, 1, 2, 5, 6, 7, 8, 9, 10, 12, 14, 15],
  [5, 13, 16],
  [0, 8, 9, 10, 11],
  [0, 3, 4],
  [0, 6],
  [5],
];

const staffProfiles: readonly (readonly number[])[] = [
  [4, 5],
  [0, 1, 2],
  [5, 7, 8],
  [6, 9, 10],
  [12, 13, 17, 18],
  [3, 4, 12],
  allBackOfficePermissions,
];

/** About one user every 2.5 sites: the first sees everything, a few are limited to some sites. */
export function planCustomerUsers(
  rng: Random,
  siteCount: number,
  jobOrders: readonly JobOrderPlan[],
): UserPlan[] {
  const count = Math.max(2, Math.round(siteCount / 2.5));
  const atiGroupId = jobOrders.find((jobOrder) => jobOrder.atiGroupId !== null)?.atiGroupId ?? null;
  const siteIndexes = Array.from({ length: siteCount }, (_, index) => index);
  return Array.from({ length: count }, (_, index): UserPlan => {
    const user: UserPlan = {
      firstName: rng.pick(firstNames),
      lastName: rng.pick(surnames),
      subRoles: index === 0 ? allCustomerSubRoles : rng.pick(customerProfiles),
      atiGroupId: index === 1 ? atiGroupId : null,
    };
    if (index > 1 && siteCount > 1 && rng.chance(0.25)) {
      return {
        ...user,
        siteIndexes: rng.shuffle(siteIndexes).slice(0, rng.int(1, Math.min(6, siteCount - 1))),
      };
    }
    return user;
  });
}

export function planExtraStaff(rng: Random, count: number): StaffPlan[] {
  return Array.from({ length: count }, () => ({
    firstName: rng.pick(firstNames),
    lastName: rng.pick(surnames),
    permissions: rng.pick(staffProfiles),
  }));
}
