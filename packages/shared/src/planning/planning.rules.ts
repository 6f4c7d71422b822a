import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const planningRules = {
  /** The customer's services page and its menu entry: sub-role planning (1). */
  servicesPage: { customerSubRoles: [CustomerSubRole.planning], staffPermissions: [] },
  /** The customer's plan of action and its menu entry: sub-role calendar (2). */
  planPage: { customerSubRoles: [CustomerSubRole.calendar], staffPermissions: [] },
  /** The services of the user's sites and their schedules: sub-role planning (1); staff with services (12). */
  services: {
    customerSubRoles: [CustomerSubRole.planning],
    staffPermissions: [BackOfficePermission.services],
  },
  /** The plan of action, its calendar feed: sub-role calendar (2); staff with services (12). */
  plan: {
    customerSubRoles: [CustomerSubRole.calendar],
    staffPermissions: [BackOfficePermission.services],
  },
  /**
   * The plan in the user's own calendar app, by a private link: customers with sub-role calendar (2).
   * Staff see every site, whose plan no calendar app could hold: their register opens one site at a time.
   */
  feed: { customerSubRoles: [CustomerSubRole.calendar], staffPermissions: [] },
  /** Setting schedules and closures, moving and calling off days, recording done and missed: staff (12). */
  manage: { customerSubRoles: [], staffPermissions: [BackOfficePermission.services] },
} as const satisfies Record<string, AccessRule>;
