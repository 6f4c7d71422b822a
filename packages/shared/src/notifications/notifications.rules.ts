import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission } from '../access/roles.ts';

export const notificationsRules = {
  /** Sending a notification to a user: staff with communications (7). Reading one's own: login. */
  send: { customerSubRoles: [], staffPermissions: [BackOfficePermission.communications] },
} as const satisfies Record<string, AccessRule>;
