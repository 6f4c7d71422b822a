import { qualityControlSorts } from '@portale/shared';
import { isoDay, listSearchSchema, oneOf, text, type SearchOf } from '../../lib/search-params.ts';

/** Rows per page of the controls' list. */
export const qualityControlPageSize = 20;

/**
 * The controls list's filters, order and page in the address bar (the router's part, on the first
 * screen), so a link from the dashboard, a reload or the back button shows the same list.
 */
export const qualityControlSearchSchema = listSearchSchema(qualityControlSorts, {
  siteCode: text(16),
  outcome: oneOf(['compliant', 'nonCompliant']),
  from: isoDay,
  to: isoDay,
});
export type QualityControlSearch = SearchOf<typeof qualityControlSearchSchema>;
