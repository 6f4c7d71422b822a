import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const documentsRules = {
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
