import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const realEstateRules = {
  /**
   * Reading rooms (tree, flat table, a room's page, the room calls of SPEC.md section 7): sub-role real
   * estate registry (12) on the customer's side, for the sites the user sees; back-office permission
   * sites (4) on the provider's side, for every site.
   */
  read: {
    customerSubRoles: [CustomerSubRole.realEstateRegistry],
    staffPermissions: [BackOfficePermission.sites],
  },
  /**
   * The customer's menu entry and dashboard card: sub-role real estate registry (12). Staff open the
   * same pages from the import page, for any site.
   */
  list: { customerSubRoles: [CustomerSubRole.realEstateRegistry], staffPermissions: [] },
  /** The rooms template and the import, dry run or applied: staff with sites (4) (SPEC.md "import rooms"). */
  import: { customerSubRoles: [], staffPermissions: [BackOfficePermission.sites] },
} as const satisfies Record<string, AccessRule>;
