import { qualityControlRequestStates, qualityControlSorts } from '@portale/shared';
import {
  isoDay,
  listSearchSchema,
  oneOf,
  pageNumber,
  searchSchema,
  text,
  type SearchOf,
} from '../../lib/search-params.ts';

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

/** The joint control requests' state filter and page in the address bar, on either side. */
export const controlRequestSearchSchema = searchSchema({
  state: oneOf(qualityControlRequestStates),
  page: pageNumber,
});
export type ControlRequestSearch = SearchOf<typeof controlRequestSearchSchema>;
export const controlRequestPageSize = 10;
