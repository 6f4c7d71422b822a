import { customerActivities, customerSorts, jobOrderSorts, jobOrderStates } from '@portale/shared';
import { code, listSearchSchema, oneOf, type SearchOf } from '../../lib/search-params.ts';

/**
 * The router's part, on the first screen: the enums come from customers-enums.ts, without zod
 * (docs/ARCHITECTURE.md, "Adding an area", step 7); the API queries and the sort menus are in
 * customers-query.ts, loaded with the pages.
 */

/** Staff's customer list: its words, whether active, order and page in the address bar. */
export const customerSearchSchema = listSearchSchema(customerSorts, { active: oneOf(customerActivities) });
export type CustomerSearch = SearchOf<typeof customerSearchSchema>;

/** Staff's job order list: one customer's (the customer's page links here), a state, words, order, page. */
export const jobOrderSearchSchema = listSearchSchema(jobOrderSorts, {
  customerCode: code(16),
  state: oneOf(jobOrderStates),
});
export type JobOrderSearch = SearchOf<typeof jobOrderSearchSchema>;
