import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { CustomerSubRole } from '../access/roles.ts';

const rules = {
  /** The provider's people: sub-role contacts. */
  read: { customerSubRoles: [CustomerSubRole.contacts], staffPermissions: [] },
} as const satisfies Record<string, AccessRule>;

/** Contacts (SPEC.md sections 2 and 6). */
export const contactsAccess = defineArea({
  rules,
  menu: { contacts: { id: 'contacts', label: 'Contatti', to: '/contacts', rule: rules.read } },
});
