import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

const rules = {
  /**
   * Reading the controls of the sites the user sees, with their working: sub-role quality controls (8);
   * staff with permission survey (10) read every customer's.
   */
  controls: {
    customerSubRoles: [CustomerSubRole.qualityControls],
    staffPermissions: [BackOfficePermission.survey],
  },
  /** Starting a control (drawing its rooms), voting and completing it: staff with survey (10). */
  record: { customerSubRoles: [], staffPermissions: [BackOfficePermission.survey] },
} as const satisfies Record<string, AccessRule>;

/**
 * Quality (SPEC.md sections 3 and 6; PRODUCT.md, Quality). Its pages join the menu when they are built
 * (issue 26): until then the area has its rules and its API only.
 */
export const qualityAccess = defineArea({ rules, menu: {} });
