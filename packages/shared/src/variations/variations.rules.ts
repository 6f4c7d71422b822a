import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const variationsRules = {
  /**
   * Reading, editing and withdrawing the customer's requests: either sub-role that may ask one, real
   * estate registry (12, rooms) or planning (1, services), for the sites the user sees.
   */
  read: {
    customerSubRoles: [CustomerSubRole.planning, CustomerSubRole.realEstateRegistry],
    staffPermissions: [],
  },
  /** Asking to open, close, suspend or modify rooms: sub-role real estate registry (12). */
  rooms: { customerSubRoles: [CustomerSubRole.realEstateRegistry], staffPermissions: [] },
  /** Asking to change a service's price, suspend it or end it: sub-role planning (1). */
  services: { customerSubRoles: [CustomerSubRole.planning], staffPermissions: [] },
  /** A request's page and the dashboard card: either side's readers (checked in the service). */
  detail: {
    customerSubRoles: [CustomerSubRole.planning, CustomerSubRole.realEstateRegistry],
    staffPermissions: [BackOfficePermission.economics],
  },
  /** The provider's queue and decisions: back-office permission economics (18), across customers. */
  handle: { customerSubRoles: [], staffPermissions: [BackOfficePermission.economics] },
} as const satisfies Record<string, AccessRule>;
