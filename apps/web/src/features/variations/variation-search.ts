import { variationSorts } from '@portale/shared';
import { code, listSearchSchema, oneOf, onOff, text, type SearchOf } from '../../lib/search-params.ts';

/** Rows per page of the request lists. */
export const variationPageSize = 20;

/**
 * The lists' filters, sort and page in the address bar (the router's part, on the first screen), so a
 * link from the dashboard, a reload or the back button shows the same list. Staff filter by customer too.
 */
export const variationSearchSchema = listSearchSchema(variationSorts, {
  siteCode: text(16),
  state: oneOf(['1', '2', '3', '4']),
  type: oneOf(['0', '1']),
  open: onOff,
  customerCode: text(16),
});
export type VariationSearch = SearchOf<typeof variationSearchSchema>;

/** The form's preset (from the rooms' pages): the site and the rooms chosen there. */
export const newVariationSearchSchema = (search: Record<string, unknown>) => ({
  siteCode: code(16)(search.siteCode),
  roomIds: Array.isArray(search.roomIds)
    ? search.roomIds
        .filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0)
        .slice(0, 200)
    : undefined,
});
