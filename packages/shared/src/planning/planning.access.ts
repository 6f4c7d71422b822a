import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

const rules = {
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
  /** Setting schedules and closures, moving and calling off days, recording done and missed: staff (12). */
  manage: { customerSubRoles: [], staffPermissions: [BackOfficePermission.services] },
} as const satisfies Record<string, AccessRule>;

/**
 * Services and the plan of action (SPEC.md sections 2 and 6; PRODUCT.md, Services and plan of action;
 * issue 27). Its pages join the menu when they are built; until then only its calls exist.
 */
export const planningAccess = defineArea({ rules, menu: {} });
