/**
 * Customers' and job orders' values that screens check on their first load (a route's search): kept
 * out of the schemas' module so that the first screen does not load zod (docs/ARCHITECTURE.md, "Adding
 * an area", step 7).
 */

/** The orders of staff's customer list. */
export const customerSorts = ['code', 'name'] as const;
export type CustomerSort = (typeof customerSorts)[number];

/** The customer list's filter on whether the customer is active. */
export const customerActivities = ['active', 'inactive'] as const;
export type CustomerActivity = (typeof customerActivities)[number];

/** The orders of staff's job order list. */
export const jobOrderSorts = ['id', 'customer', 'dateFrom', 'dateTo'] as const;
export type JobOrderSort = (typeof jobOrderSorts)[number];

/**
 * A job order's state on a day (in Italy), read from its own dates as the site filters read a site's:
 * in activation (starts later), active, extended (active past its original end), closed (ended).
 */
export const jobOrderStates = ['inActivation', 'active', 'extended', 'closed'] as const;
export type JobOrderState = (typeof jobOrderStates)[number];
