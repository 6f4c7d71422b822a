import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const contactsRules = {
  /** The provider's people: sub-role contacts. */
  read: { customerSubRoles: [CustomerSubRole.contacts], staffPermissions: [] },
  /** Staff's contacts: the provider's people, role categories and roles, associations ({product} contacts, 14). */
  manage: { customerSubRoles: [], staffPermissions: [BackOfficePermission.contacts] },
} as const satisfies Record<string, AccessRule>;
