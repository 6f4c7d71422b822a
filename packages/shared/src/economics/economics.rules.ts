import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

export const economicsRules = {
  /**
   * The economics page and its figures (SPEC.md sections 2 and 6: login only, shown only for job orders
   * marked as started): every customer user, within their sites; staff with back-office permission
   * economics (18), every customer's started job orders.
   */
  read: { customerSubRoles: 'every', staffPermissions: [BackOfficePermission.economics] },
  /** The menu entry «Economia»: customers with sub-role economics (16), staff with economics (18). */
  menu: {
    customerSubRoles: [CustomerSubRole.economics],
    staffPermissions: [BackOfficePermission.economics],
  },
  /**
   * Adding an economics variation (an extra or a deduction): a customer with sub-role economics (16)
   * asks for one, staff with economics (18) add it.
   */
  addVariation: {
    customerSubRoles: [CustomerSubRole.economics],
    staffPermissions: [BackOfficePermission.economics],
  },
  /** Removing an economics variation: staff with economics (18) only. */
  deleteVariation: { customerSubRoles: [], staffPermissions: [BackOfficePermission.economics] },
} as const satisfies Record<string, AccessRule>;
