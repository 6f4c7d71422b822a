import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { BackOfficePermission } from '../access/roles.ts';

const rules = {
  /** Sending a notification to a user: staff with communications (7). Reading one's own: login. */
  send: { customerSubRoles: [], staffPermissions: [BackOfficePermission.communications] },
} as const satisfies Record<string, AccessRule>;

/** Notifications: no page of their own, the shell's panel shows them. */
export const notificationsAccess = defineArea({ rules, menu: {} });
