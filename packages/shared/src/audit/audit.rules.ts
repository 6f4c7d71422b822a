import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission } from '../access/roles.ts';

export const auditRules = {
  /** The audit log: staff with clients users (1), who administer the users it is about. */
  read: { customerSubRoles: [], staffPermissions: [BackOfficePermission.clientsUsers] },
} as const satisfies Record<string, AccessRule>;
