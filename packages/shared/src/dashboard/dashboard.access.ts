import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';

const rules = {
  /** Login only (SPEC.md section 6); each widget asks the API under its own area's rule. */
  page: { customerSubRoles: 'every', staffPermissions: 'every' },
} as const satisfies Record<string, AccessRule>;

/** The first page after sign-in. */
export const dashboardAccess = defineArea({
  rules,
  menu: { dashboard: { id: 'dashboard', label: 'Dashboard', to: '/dashboard', rule: rules.page } },
});
