import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const siteEquipmentsRules = {
  /** The customer's equipment page and its menu entry: sub-role site equipments (15). */
  page: { customerSubRoles: [CustomerSubRole.siteEquipments], staffPermissions: [] },
  /**
   * The equipment of the sites the user sees, its documents and log: sub-role site equipments (15);
   * staff with equipment (17) over every site.
   */
  read: {
    customerSubRoles: [CustomerSubRole.siteEquipments],
    staffPermissions: [BackOfficePermission.equipment],
  },
  /** Staff's equipment: create, change, move, retire, the log, documents, QR codes and labels (17). */
  manage: { customerSubRoles: [], staffPermissions: [BackOfficePermission.equipment] },
} as const satisfies Record<string, AccessRule>;
