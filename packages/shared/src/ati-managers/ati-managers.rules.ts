import type { AccessRule } from '../access/access-rule.ts';

export const atiManagersRules = {
  /** Login only (SPEC.md section 6): users outside a group see an empty list. */
  read: { customerSubRoles: 'every', staffPermissions: 'every' },
} as const satisfies Record<string, AccessRule>;
