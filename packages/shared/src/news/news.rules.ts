import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission } from '../access/roles.ts';

export const newsRules = {
  /** The news addressed to them, on the dashboard: every customer user; staff with news (9). */
  read: { customerSubRoles: 'every', staffPermissions: [BackOfficePermission.news] },
  /** Staff's news: write, schedule, withdraw (news, 9). */
  manage: { customerSubRoles: [], staffPermissions: [BackOfficePermission.news] },
} as const satisfies Record<string, AccessRule>;
