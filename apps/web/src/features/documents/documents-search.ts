import { documentCategories, documentSorts, documentValidityFilters } from '@portale/shared';
import { code, isoDay, listSearchSchema, oneOf, onOff, type SearchOf } from '../../lib/search-params.ts';

/** Rows per page of the document lists. */
export const documentPageSize = 20;

/**
 * The document lists' search, filters, sort and page as they sit in the address bar, so that a link (the
 * dashboard's), a reload or the back button shows the same list; a value that makes no sense is dropped.
 * The router's part, on the first screen: the API query and the sort menu are in documents-query.ts.
 */
export const documentSearchSchema = listSearchSchema(documentSorts, {
  category: oneOf(documentCategories),
  siteCode: code(16),
  jobOrderId: code(24),
  from: isoDay,
  to: isoDay,
  validity: oneOf(documentValidityFilters),
  includeOutdated: onOff,
  /** Staff only: one customer's documents. */
  customerCode: code(16),
});
export type DocumentSearch = SearchOf<typeof documentSearchSchema>;
