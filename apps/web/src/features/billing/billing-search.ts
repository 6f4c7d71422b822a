import { billingDocumentKinds, paymentStates } from '@portale/shared';
import {
  code,
  oneOf,
  pageNumber,
  searchSchema,
  text,
  type SearchField,
  type SearchOf,
} from '../../lib/search-params.ts';

/** Documents per page of the billing lists. */
export const billingPageSize = 20;

/** A year of issue the API accepts. */
const year: SearchField<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 2000 && value <= 2199 ? value : undefined;

const filters = {
  year,
  jobOrderId: code(24),
  state: oneOf(paymentStates),
  kind: oneOf(billingDocumentKinds),
  page: pageNumber,
};

/**
 * The router's part, on the first screen: the page's part (the API queries) is in billing-query.ts,
 * loaded with the page.
 *
 * The billing list's filters and page as they sit in the address bar, so that a link, a reload or the
 * back button shows the same list. A value that makes no sense is dropped, not an error.
 */
export const billingSearchSchema = searchSchema(filters);
export type BillingSearch = SearchOf<typeof billingSearchSchema>;

/** The back office's list: the same filters and words of a number or a customer's name. */
export const staffBillingSearchSchema = searchSchema({ ...filters, query: text(100) });
export type StaffBillingSearch = SearchOf<typeof staffBillingSearchSchema>;
