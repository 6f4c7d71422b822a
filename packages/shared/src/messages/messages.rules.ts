import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const messagesRules = {
  /**
   * Communications: sub-role communications (6) or communications all tickets (14) on the customer's
   * side; back-office permission communications (7) on the provider's, who also writes them.
   */
  read: {
    customerSubRoles: [CustomerSubRole.communications, CustomerSubRole.communicationsAllTickets],
    staffPermissions: [BackOfficePermission.communications],
  },
} as const satisfies Record<string, AccessRule>;
