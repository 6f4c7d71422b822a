import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const kiosksRules = {
  /** The kiosks' statistics page and its menu entry: sub-role kiosks (11). */
  page: { customerSubRoles: [CustomerSubRole.kiosks], staffPermissions: [] },
  /**
   * The kiosks' figures (statistics, the latest index per site): sub-role kiosks (11) within the sites the
   * user sees; staff with survey (10) over every site.
   */
  statistics: { customerSubRoles: [CustomerSubRole.kiosks], staffPermissions: [BackOfficePermission.survey] },
  /** Installing kiosks, replacing or revoking their keys, a site's alert settings: staff with survey (10). */
  manage: { customerSubRoles: [], staffPermissions: [BackOfficePermission.survey] },
} as const satisfies Record<string, AccessRule>;
