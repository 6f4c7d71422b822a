import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const billingRules = {
  /**
   * Reading invoices and credit notes: sub-role billing (13) on the customer's side, within the job
   * orders the user sees; back-office permission clients billing (2) on the provider's side.
   */
  read: {
    customerSubRoles: [CustomerSubRole.billing],
    staffPermissions: [BackOfficePermission.clientsBilling],
  },
  /** The customer's own list (/billing): sub-role billing (13); staff have theirs in the back office. */
  list: { customerSubRoles: [CustomerSubRole.billing], staffPermissions: [] },
  /** Publishing invoices and credit notes with their PDF and FatturaPA XML: staff with clients billing (2). */
  publish: { customerSubRoles: [], staffPermissions: [BackOfficePermission.clientsBilling] },
} as const satisfies Record<string, AccessRule>;
