import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, formText } from '../tickets/text.schemas.ts';
import { qualityControlRequestStates } from './quality-enums.ts';

export const qualityControlRequestIdParams = z.object({
  requestId: z.coerce.number().int().min(1).max(2_147_483_647).describe('The request’s id'),
});

export const qualityControlRequestListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  siteCode: codeText(16).optional(),
  customerCode: codeText(16).optional(),
  state: z.enum(qualityControlRequestStates).optional(),
});
export type QualityControlRequestListQuery = z.infer<typeof qualityControlRequestListQuerySchema>;

/** A person and the moment they acted, as the pages show it. */
const actSchema = z.object({ name: z.string(), at: z.string() });

export const qualityControlRequestSchema = z.object({
  id: z.number().int(),
  siteCode: z.string(),
  siteName: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  state: z.enum(qualityControlRequestStates),
  /** The customer's days, in their order of preference. */
  proposedDates: z.array(isoDateSchema),
  note: z.string().nullable(),
  /** Null for a re-check the portal planned itself. */
  requested: actSchema.extend({ name: z.string().nullable() }),
  /** The time staff set (scheduled) or offered (proposed). */
  scheduledAt: z.string().nullable(),
  answer: z.string().nullable(),
  answered: actSchema.nullable(),
  cancelled: actSchema.nullable(),
  /** The joint control it led to, once staff started it. */
  control: z
    .object({
      id: z.number().int(),
      state: z.enum(['in_progress', 'completed']),
      compliant: z.boolean().nullable(),
      customerConfirmedAt: z.string().nullable(),
    })
    .nullable(),
  /** On a re-check: the joint control that did not conform. */
  recheckOfControlId: z.number().int().nullable(),
});
export type QualityControlRequest = z.infer<typeof qualityControlRequestSchema>;

export const qualityControlRequestListResultSchema = z.object({
  data: z.array(qualityControlRequestSchema),
  total: z.number().int(),
  /** Hours of notice staff must give when they set a time (QUALITY_JOINT_NOTICE_HOURS). */
  noticeHours: z.number().int(),
});
export type QualityControlRequestListResult = z.infer<typeof qualityControlRequestListResultSchema>;

const proposedDatesSchema = z
  .array(isoDateSchema)
  .min(1)
  .max(3)
  .refine((days) => new Set(days).size === days.length, 'Ogni giorno va proposto una volta sola.');

/** The customer asks for a joint control of a site: one to three days, in order of preference. */
export const newQualityControlRequestSchema = z.object({
  siteCode: codeText(16).min(1),
  proposedDates: proposedDatesSchema,
  note: formText(1000).nullable().default(null),
});
export type NewQualityControlRequest = z.input<typeof newQualityControlRequestSchema>;

/** A time in Italy: the day and the hour on the clock there. */
const romeTimeSchema = {
  day: isoDateSchema,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ora non valida (hh:mm).'),
};

/**
 * Staff answer a request: accept one of the customer's days at a time, propose another day and time
 * (the customer then accepts it or proposes other days), or decline it saying why.
 */
export const qualityControlRequestAnswerSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('accept'),
    ...romeTimeSchema,
    answer: formText(1000).nullable().default(null),
  }),
  z.object({
    action: z.literal('propose'),
    ...romeTimeSchema,
    answer: formText(1000).nullable().default(null),
  }),
  z.object({ action: z.literal('decline'), answer: formText(1000) }),
]);
export type QualityControlRequestAnswer = z.input<typeof qualityControlRequestAnswerSchema>;

/** The customer's reply to staff's proposal: accept it, or propose other days. */
export const qualityControlRequestReplySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept') }),
  z.object({
    action: z.literal('counter'),
    proposedDates: proposedDatesSchema,
    note: formText(1000).nullable().default(null),
  }),
]);
export type QualityControlRequestReply = z.input<typeof qualityControlRequestReplySchema>;
