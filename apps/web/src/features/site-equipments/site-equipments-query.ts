import type { equipmentListQuerySchema, EquipmentSort } from '@portale/shared';
import { equipmentSorts } from '@portale/shared';
import type { z } from 'zod';
import { parseSortOption, sortOptions, type SortLabels } from '../../lib/sort-options.ts';
import type { EquipmentSearch } from './site-equipments-search.ts';

/** Rows per page of the equipment list. */
export const equipmentPageSize = 20;

/** What the list asks the API, as the address bar's words and switches are sent. */
export type EquipmentListRequest = z.input<typeof equipmentListQuerySchema>;

const equipmentSortLabels: SortLabels<EquipmentSort> = {
  name: { label: 'Nome', asc: 'A-Z', desc: 'Z-A' },
  site: { label: 'Ubicazione', asc: 'A-Z', desc: 'Z-A' },
  // Categories and states come in the order of their lists (the database's enums), not alphabetically.
  category: { label: 'Categoria', asc: 'dalle macchine per la pulizia', desc: 'in ordine inverso' },
  state: { label: 'Stato', asc: 'prima in servizio', desc: 'prima fuori servizio' },
  installedOn: { label: 'Data di installazione', asc: 'dalla meno recente', desc: 'dalla più recente' },
};
export const equipmentSortOptions = sortOptions(equipmentSorts, equipmentSortLabels);
export const parseEquipmentSort = (value: string) => parseSortOption(value, equipmentSorts, 'name');

/** The list's order: the address bar's, by name otherwise. */
export function equipmentOrder(search: EquipmentSearch): {
  sortBy: EquipmentSort;
  sortDirection: 'asc' | 'desc';
} {
  return { sortBy: search.sortBy ?? 'name', sortDirection: search.sortDirection ?? 'asc' };
}

/** The filters other than the words that narrow the list now (the customer only on staff's page). */
export function countEquipmentFilters(search: EquipmentSearch, staff: boolean): number {
  return [
    search.siteCode,
    search.category,
    search.state,
    search.retired ? true : undefined,
    staff ? search.customerCode : undefined,
  ].filter((value) => value !== undefined).length;
}

/** The page of the list the address bar names, as the API is asked for it. */
export function toEquipmentListQuery(search: EquipmentSearch, staff: boolean): EquipmentListRequest {
  return {
    query: search.query || undefined,
    siteCode: search.siteCode,
    customerCode: staff ? search.customerCode : undefined,
    category: search.category,
    state: search.state,
    retired: search.retired ? 'true' : undefined,
    ...equipmentOrder(search),
    page: search.page ?? 1,
    pageSize: equipmentPageSize,
  };
}
