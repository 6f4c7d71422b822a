import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

const rules = {
  /**
   * Reading invoices and credit notes: sub-role billing (13) on the customer's side, within the job
   * orders the user sees; back-office permission clients billing (2) on the provider's side.
   */
  read: {
    customerSubRoles: [CustomerSubRole.billing],
    staffPermissions: [BackOfficePermission.clientsBilling],
  },
  /** Publishing invoices and credit notes with their PDF and FatturaPA XML: staff with clients billing (2). */
  publish: { customerSubRoles: [], staffPermissions: [BackOfficePermission.clientsBilling] },
} as const satisfies Record<string, AccessRule>;

/** Billing documents (fatture e note di credito), both sides (SPEC.md sections 2 and 6). */
export const billingAccess = defineArea({
  rules,
  // The menu pages (the customer's list, the back office's publishing) come with the web pages.
  menu: {},
});
