import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission } from '../access/roles.ts';

export const customersRules = {
  /** Staff's customers: list, create, change, deactivate (clients, 0). */
  customers: { customerSubRoles: [], staffPermissions: [BackOfficePermission.clients] },
  /** Staff's job orders: list, create, change (jobtasks, 3). */
  jobOrders: { customerSubRoles: [], staffPermissions: [BackOfficePermission.jobTasks] },
} as const satisfies Record<string, AccessRule>;
