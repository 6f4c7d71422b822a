import type { BillingFilterQuery, BillingListQueryInput, StaffBillingListQueryInput } from '@portale/shared';
import { billingPageSize, type BillingSearch, type StaffBillingSearch } from './billing-search.ts';

/** The filters of the address bar as the API reads them (the list, its export and its totals). */
export function toBillingFilter(search: BillingSearch): BillingFilterQuery {
  return {
    year: search.year,
    jobOrderId: search.jobOrderId || undefined,
    state: search.state,
    kind: search.kind,
  };
}

/** The API query of the customer's list for what the address bar asks. */
export function toBillingListQuery(search: BillingSearch): BillingListQueryInput {
  return { ...toBillingFilter(search), page: search.page ?? 1, pageSize: billingPageSize };
}

/** The API query of the back office's list. */
export function toStaffBillingListQuery(search: StaffBillingSearch): StaffBillingListQueryInput {
  return {
    ...toBillingListQuery(search),
    query: search.query || undefined,
  };
}

/** The filters in use besides the text search, counted on a phone's folded «Filtri». */
export const countBillingFilters = (search: BillingSearch): number =>
  Object.values(toBillingFilter(search)).filter((value) => value !== undefined).length;

/** Whether any filter narrows the list (to offer «Azzera i filtri», and to word the empty list). */
export const hasBillingFilters = (search: StaffBillingSearch): boolean =>
  countBillingFilters(search) > 0 || Boolean(search.query);
