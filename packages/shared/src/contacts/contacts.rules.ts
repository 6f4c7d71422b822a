import type { AccessRule } from '../access/access-rule.ts';
import { CustomerSubRole } from '../access/roles.ts';

export const contactsRules = {
  /** The provider's people: sub-role contacts. */
  read: { customerSubRoles: [CustomerSubRole.contacts], staffPermissions: [] },
} as const satisfies Record<string, AccessRule>;
