import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { BackOfficePermission } from '../access/roles.ts';

const rules = {
  /** The sources' keys and the log of their runs: staff with sync (16). */
  manage: { customerSubRoles: [], staffPermissions: [BackOfficePermission.sync] },
} as const satisfies Record<string, AccessRule>;

/**
 * Sync (SPEC.md section 3, permission 16): the provider's systems send their data by batches signed with
 * a key per source; staff make and revoke the keys and read what each batch did.
 */
export const syncAccess = defineArea({
  rules,
  menu: {
    manage: {
      id: 'sync-backoffice',
      label: 'Sincronizzazione',
      to: '/backoffice/sync',
      rule: rules.manage,
    },
  },
});
