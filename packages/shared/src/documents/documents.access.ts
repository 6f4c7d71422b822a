import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

const rules = {
  /**
   * Reading documents: sub-role documents (5) on the customer's side, within the customer, job orders
   * and sites the user sees; back-office permission documents (6) on the provider's side.
   */
  read: {
    customerSubRoles: [CustomerSubRole.documents],
    staffPermissions: [BackOfficePermission.documents],
  },
  /** The customer's own list, checklist and dashboard card: sub-role documents (5). */
  list: { customerSubRoles: [CustomerSubRole.documents], staffPermissions: [] },
  /** Publishing documents, new versions, associations and required categories: staff with documents (6). */
  publish: { customerSubRoles: [], staffPermissions: [BackOfficePermission.documents] },
} as const satisfies Record<string, AccessRule>;

/** Documents (DUVRI, POS, DURC, certifications...), both sides (SPEC.md sections 2 and 6). */
export const documentsAccess = defineArea({
  rules,
  menu: {
    documents: {
      id: 'documents',
      label: 'Documenti',
      to: '/documents',
      rule: rules.list,
      badge: 'documents',
    },
    publishing: {
      id: 'documents-publishing',
      label: 'Documenti',
      to: '/backoffice/documents',
      rule: rules.publish,
    },
  },
});
