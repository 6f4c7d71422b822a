import type { AccessRule } from '../access/access-rule.ts';

export const dashboardRules = {
  /** Login only (SPEC.md section 6); each widget asks the API under its own area's rule. */
  page: { customerSubRoles: 'every', staffPermissions: 'every' },
} as const satisfies Record<string, AccessRule>;
