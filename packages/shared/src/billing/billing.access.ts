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
  /** The customer's own list (/billing): sub-role billing (13); staff have theirs in the back office. */
  list: { customerSubRoles: [CustomerSubRole.billing], staffPermissions: [] },
  /** Publishing invoices and credit notes with their PDF and FatturaPA XML: staff with clients billing (2). */
  publish: { customerSubRoles: [], staffPermissions: [BackOfficePermission.clientsBilling] },
} as const satisfies Record<string, AccessRule>;

/** Billing documents (fatture e note di credito), both sides (SPEC.md sections 2 and 6). */
export const billingAccess = defineArea({
  rules,
  menu: {
    list: { id: 'billing', label: 'Fatturazione', to: '/billing', rule: rules.list, badge: 'billing' },
    backOffice: {
      id: 'billing-publishing',
      label: 'Fatture e note di credito',
      to: '/backoffice/billing',
      rule: rules.publish,
      group: 'administration',
    },
  },
});
