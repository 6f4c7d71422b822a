/**
 * The plan of action's words that screens check on their first load (a route's search, a legend's
 * colours): kept out of the schemas' module so that the first screen does not load zod
 * (docs/ARCHITECTURE.md, "Adding an area", step 7).
 */

/** What kind of work a service is: the calendar colours its occurrences by it. */
export const serviceTypes = [
  'cleaning',
  'glass',
  'floors',
  'disinfection',
  'deepCleaning',
  'maintenance',
  'other',
] as const;
export type ServiceType = (typeof serviceTypes)[number];

/**
 * The orders of the services list: by site (then service), by service name, by frequency, by type (then
 * frequency: the services grouped as the customer thinks of them).
 */
export const plannedServiceSorts = ['site', 'service', 'frequency', 'type'] as const;
export type PlannedServiceSort = (typeof plannedServiceSorts)[number];
