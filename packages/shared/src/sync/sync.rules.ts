import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission } from '../access/roles.ts';

export const syncRules = {
  /** The sources' keys and the log of their runs: staff with sync (16). */
  manage: { customerSubRoles: [], staffPermissions: [BackOfficePermission.sync] },
} as const satisfies Record<string, AccessRule>;
