import { qualityReportSorts, qualityReportStates } from '@portale/shared';
import {
  code,
  oneOf,
  pageNumber,
  searchSchema,
  sortDirection,
  type SearchField,
  type SearchOf,
} from '../../lib/search-params.ts';

/** Rows per page of the reports' list. */
export const qualityReportPageSize = 20;

/** A month as 'YYYY-MM'. */
const month: SearchField<string> = (value) =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;

/** The reports list's job order, period, state, order and page in the address bar. */
export const qualityReportSearchSchema = searchSchema({
  jobOrderId: code(24),
  from: month,
  to: month,
  state: oneOf(qualityReportStates),
  sortBy: oneOf(qualityReportSorts),
  sortDirection,
  page: pageNumber,
});
export type QualityReportSearch = SearchOf<typeof qualityReportSearchSchema>;
