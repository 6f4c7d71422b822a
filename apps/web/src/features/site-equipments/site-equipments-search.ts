import { equipmentCategories, equipmentSorts, equipmentStates } from '@portale/shared';
import { code, listSearchSchema, oneOf, onOff, type SearchOf } from '../../lib/search-params.ts';

/**
 * The router's part, on the first screen: the enums come from site-equipments-enums.ts, without zod
 * (docs/ARCHITECTURE.md, "Adding an area", step 7); the API query and the sort menu are in
 * site-equipments-query.ts, loaded with the page.
 */

/**
 * The equipment list's search, filters, order and page in the address bar, so that a link (the
 * dashboard's, by state), a reload or the back button shows the same list. The customer is staff's
 * filter alone; retired equipment is listed only when asked for.
 */
export const equipmentSearchSchema = listSearchSchema(equipmentSorts, {
  siteCode: code(16),
  category: oneOf(equipmentCategories),
  state: oneOf(equipmentStates),
  retired: onOff,
  customerCode: code(16),
});
export type EquipmentSearch = SearchOf<typeof equipmentSearchSchema>;
