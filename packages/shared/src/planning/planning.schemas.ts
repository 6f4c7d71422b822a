import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { codeText, searchText } from '../tickets/text.schemas.ts';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { serviceFrequencies } from '../sites/site-status.ts';
import { plannedServiceSorts, serviceTypes } from './planning-enums.ts';
import { closedDayRules, occurrenceStates } from './planning-states.ts';

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

/** A joint quality control agreed with the customer (issue 26), on the day and at the time set. */
export const planJointControlSchema = z.object({
  requestId: z.number().int(),
  siteCode: z.string(),
  siteName: z.string(),
  date: isoDateSchema,
  /** The time agreed, in Italy: 'HH:MM'. */
  time: z.string(),
  /** The control once staff started it. */
  controlId: z.number().int().nullable(),
});
export type PlanJointControl = z.infer<typeof planJointControlSchema>;

export const planSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  occurrences: z.array(planOccurrenceSchema),
  jointControls: z.array(planJointControlSchema),
});
export type Plan = z.infer<typeof planSchema>;

export const plannedServiceListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in the service's name and the site's name and code. */
  query: searchText(),
  siteCode: codeText(16).optional(),
  serviceType: z.enum(serviceTypes).optional(),
  frequency: z.enum(serviceFrequencies).optional(),
  sortBy: z.enum(plannedServiceSorts).default('site'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type PlannedServiceListQuery = z.infer<typeof plannedServiceListQuerySchema>;

export const plannedServiceSchema = z.object({
  siteServiceId: z.number().int(),
  siteCode: z.string(),
  siteName: z.string(),
  serviceName: z.string(),
  frequency: z.enum(serviceFrequencies),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  /** The schedule, null while staff have not set one (the service is then listed with its frequency). */
  schedule: z
    .object({
      serviceType: z.enum(serviceTypes),
      rule: z.string(),
      /** The rule in Italian: «ogni lunedì e giovedì». */
      words: z.string(),
      onClosedDay: z.enum(closedDayRules),
      coverage: z.string().nullable(),
    })
    .nullable(),
  /**
   * This month's fee of the service in cents, for users who see the site's fees (customers with sub-role
   * site, staff); null for the others and for a service without a fee split of its own.
   */
  monthlyFeeCents: z.number().int().nullable(),
});
export type PlannedService = z.infer<typeof plannedServiceSchema>;

export const plannedServiceListSchema = z.object({
  data: z.array(plannedServiceSchema),
  total: z.number().int(),
});
export type PlannedServiceList = z.infer<typeof plannedServiceListSchema>;
