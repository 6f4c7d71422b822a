/**
 * The plan of action's states, read by the schemas and the database, not by the first screen's route
 * checks (planning-enums.ts has those, kept small).
 */

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
