import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

const rules = {
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

/**
 * Kiosks (SPEC.md sections 2 and 6; PRODUCT.md, Quality): the customers' «Qualità › Chioschi» after the
 * statistics, and staff's kiosks in the back office.
 */
export const kiosksAccess = defineArea({
  rules,
  menu: {
    statistics: {
      id: 'kiosks',
      label: 'Chioschi',
      to: '/kiosks-statistics',
      rule: rules.page,
      group: 'quality',
    },
    manage: {
      id: 'kiosks-backoffice',
      label: 'Chioschi',
      to: '/backoffice/kiosks',
      rule: rules.manage,
    },
  },
});
