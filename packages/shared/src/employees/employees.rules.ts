import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const employeesRules = {
  /** The customer's personnel page and its menu entry: sub-role employee (3). */
  page: { customerSubRoles: [CustomerSubRole.employee], staffPermissions: [] },
  /**
   * The people on the user's sites and the coverage of the planned hours, without stampings: sub-role
   * employee (3) within the sites the user sees; staff with employees (13) over every site.
   */
  read: {
    customerSubRoles: [CustomerSubRole.employee],
    staffPermissions: [BackOfficePermission.employees],
  },
  /**
   * Stampings, their anomalies by person, who is on site now, the export: sub-role employee stampings
   * (4) only (Statuto dei lavoratori, art. 4: names with stampings where the contract says so); staff
   * with employees (13).
   */
  stampings: {
    customerSubRoles: [CustomerSubRole.employeeStampings],
    staffPermissions: [BackOfficePermission.employees],
  },
  /** Staff's personnel: every person with their private data, their photo: employees (13). */
  manage: { customerSubRoles: [], staffPermissions: [BackOfficePermission.employees] },
} as const satisfies Record<string, AccessRule>;
