import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';

const rules = {
  /** Login only (SPEC.md section 6): users outside a group see an empty list. */
  read: { customerSubRoles: 'every', staffPermissions: 'every' },
} as const satisfies Record<string, AccessRule>;

/** The group (ATI) managers: the menu shows them to group users only. */
export const atiManagersAccess = defineArea({
  rules,
  menu: {
    managers: {
      id: 'ati-managers',
      label: 'Referenti ATI',
      to: '/ati-managers',
      rule: rules.read,
      atiOnly: true,
    },
  },
});
