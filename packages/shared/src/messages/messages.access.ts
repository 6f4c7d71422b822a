import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

const rules = {
  /**
   * Communications: sub-role communications (6) or communications all tickets (14) on the customer's
   * side; back-office permission communications (7) on the provider's, who also writes them.
   */
  read: {
    customerSubRoles: [CustomerSubRole.communications, CustomerSubRole.communicationsAllTickets],
    staffPermissions: [BackOfficePermission.communications],
  },
} as const satisfies Record<string, AccessRule>;

/** Communications (messages), both sides (SPEC.md sections 2 and 6). */
export const messagesAccess = defineArea({
  rules,
  menu: {
    messages: {
      id: 'messages',
      label: 'Comunicazioni',
      to: '/transmissions/messages',
      rule: rules.read,
      group: 'transmissions',
      badge: 'communications',
    },
  },
});
