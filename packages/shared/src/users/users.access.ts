import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { BackOfficePermission } from '../access/roles.ts';

const rules = {
  /** User administration and impersonation links: staff with clients users (1). */
  administration: { customerSubRoles: [], staffPermissions: [BackOfficePermission.clientsUsers] },
} as const satisfies Record<string, AccessRule>;

/**
 * Users: the back office's administration. Sign-in, first access, password and two-factor are open
 * to anyone or to every signed-in user, and need no rule.
 */
export const usersAccess = defineArea({
  rules,
  menu: {
    administration: {
      id: 'users-admin',
      label: 'Utenti',
      to: '/backoffice/users',
      rule: rules.administration,
      group: 'administration',
    },
  },
});
