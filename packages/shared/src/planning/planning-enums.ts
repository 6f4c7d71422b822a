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

export const serviceTypeLabels: Record<ServiceType, string> = {
  cleaning: 'Pulizia ordinaria',
  glass: 'Vetri',
  floors: 'Pavimenti',
  disinfection: 'Sanificazione',
  deepCleaning: 'Pulizia a fondo',
  maintenance: 'Manutenzione',
  other: 'Altro',
};

/** What a closed day does to a service's work: done on the next open day, or not done. */
export const closedDayRules = ['move', 'skip'] as const;
export type ClosedDayRule = (typeof closedDayRules)[number];

/** What the provider recorded of an occurrence; one without a record is planned (or past, unrecorded). */
export const occurrenceOutcomes = ['done', 'missed'] as const;
export type OccurrenceOutcome = (typeof occurrenceOutcomes)[number];

/**
 * What an occurrence is: planned (today or later, not recorded), done or missed (recorded by the
 * provider), or unrecorded (its day is past and the provider recorded nothing).
 */
export const occurrenceStates = ['planned', 'done', 'missed', 'unrecorded'] as const;
export type OccurrenceState = (typeof occurrenceStates)[number];

/**
 * The orders of the services list: by site (then service), by service name, by frequency, by type (then
 * frequency: the services grouped as the customer thinks of them).
 */
export const plannedServiceSorts = ['site', 'service', 'frequency', 'type'] as const;
export type PlannedServiceSort = (typeof plannedServiceSorts)[number];
