import type { AccessRule } from '../access/access-rule.ts';
import { defineArea } from '../access/area-table.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

const rules = {
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

/** Real-estate registry: buildings, floors and rooms with their history (SPEC.md sections 2 and 6). */
export const realEstateAccess = defineArea({
  rules,
  menu: {
    registry: {
      id: 'real-estate',
      label: 'Anagrafica immobiliare',
      to: '/real-estate',
      rule: rules.list,
    },
    import: {
      id: 'rooms-import',
      label: 'Importazione locali',
      to: '/backoffice/rooms-import',
      rule: rules.import,
    },
  },
});
