import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { codeText } from '../tickets/text.schemas.ts';
import { serviceTypes } from './planning-enums.ts';

/** The most days the plan is computed for in one call: a month's view with its leading and trailing weeks. */
export const planMaxRangeDays = 62;

export const planQuerySchema = z.object({
  from: isoDateSchema.describe('First day of the range, a calendar day in Italy'),
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(planMaxRangeDays)
    .default(7)
    .describe(`How many days from the first, 1 to ${planMaxRangeDays} (a week by default)`),
  siteCode: codeText(16).optional().describe('One site; all the sites the user sees when absent'),
});
export type PlanQuery = z.infer<typeof planQuerySchema>;

/**
 * What an occurrence is: planned (today or later, not recorded), done or missed (recorded by the
 * provider), or unrecorded (its day is past and the provider recorded nothing).
 */
export const occurrenceStates = ['planned', 'done', 'missed', 'unrecorded'] as const;
export type OccurrenceState = (typeof occurrenceStates)[number];

export const planOccurrenceSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  siteServiceId: z.number().int(),
  serviceName: z.string(),
  serviceType: z.enum(serviceTypes),
  /** The day the work is planned for. */
  date: isoDateSchema,
  /** The day the schedule gives: with the service, the occurrence's identity. */
  ruleDate: isoDateSchema,
  /** Why the two differ: the site was closed, or staff moved it. */
  shift: z.enum(['none', 'closedDay', 'moved']),
  state: z.enum(occurrenceStates),
});
export type PlanOccurrence = z.infer<typeof planOccurrenceSchema>;

export const planSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  occurrences: z.array(planOccurrenceSchema),
});
export type Plan = z.infer<typeof planSchema>;
