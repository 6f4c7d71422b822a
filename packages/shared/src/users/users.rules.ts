import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission } from '../access/roles.ts';

export const usersRules = {
  /** User administration and impersonation links: staff with clients users (1). */
  administration: { customerSubRoles: [], staffPermissions: [BackOfficePermission.clientsUsers] },
} as const satisfies Record<string, AccessRule>;
