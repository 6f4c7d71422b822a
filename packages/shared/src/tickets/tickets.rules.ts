import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const ticketsRules = {
  /**
   * Reading and following tickets: sub-role communications (6) or communications all tickets (14) on
   * the customer's side, back-office permission tickets (5) on the provider's.
   */
  read: {
    customerSubRoles: [CustomerSubRole.communications, CustomerSubRole.communicationsAllTickets],
    staffPermissions: [BackOfficePermission.tickets],
  },
  /** Opening a new ticket: sub-role communications only (SPEC.md section 6). */
  open: { customerSubRoles: [CustomerSubRole.communications], staffPermissions: [] },
} as const satisfies Record<string, AccessRule>;
