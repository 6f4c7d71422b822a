import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { BackOfficePermission } from '../access/roles.ts';

const rules = {
  /** The audit log: staff with clients users (1), who administer the users it is about. */
  read: { customerSubRoles: [], staffPermissions: [BackOfficePermission.clientsUsers] },
} as const satisfies Record<string, AccessRule>;

/** The audit log of sign-ins and administration. */
export const auditAccess = defineArea({
  rules,
  menu: {
    log: {
      id: 'audit-log',
      label: 'Registro accessi e attività',
      to: '/backoffice/audit',
      rule: rules.read,
      group: 'administration',
    },
  },
});
