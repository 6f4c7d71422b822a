import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, searchText } from '../tickets/text.schemas.ts';
import { qualityControlKinds, qualityControlSorts, qualityControlStates } from './quality-enums.ts';

export const qualityControlIdParams = z.object({
  controlId: z.coerce.number().int().min(1).max(2_147_483_647).describe('The control’s id'),
});

export const qualityControlListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in the site's name and code. */
  query: searchText(),
  siteCode: codeText(16).optional(),
  /** One customer's controls (staff; a customer sees only their own anyway). */
  customerCode: codeText(16).optional(),
  outcome: z.enum(['compliant', 'nonCompliant']).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  sortBy: z.enum(qualityControlSorts).default('controlDate'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type QualityControlListQuery = z.infer<typeof qualityControlListQuerySchema>;

export const qualityControlListItemSchema = z.object({
  id: z.number().int(),
  siteCode: z.string(),
  siteName: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  kind: z.enum(qualityControlKinds),
  state: z.enum(qualityControlStates),
  controlDate: isoDateSchema,
  sampleSize: z.number().int(),
  /** 1 − B/A of the whole control in thousandths, once completed. */
  scoreThousandths: z.number().int().nullable(),
  compliant: z.boolean().nullable(),
});
export type QualityControlListItem = z.infer<typeof qualityControlListItemSchema>;

export const qualityControlListResultSchema = z.object({
  data: z.array(qualityControlListItemSchema),
  total: z.number().int(),
});
export type QualityControlListResult = z.infer<typeof qualityControlListResultSchema>;

/** A photo of a drawn room: its bytes come from /quality/controls/:controlId/photos/:photoId. */
export const qualityControlPhotoSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type QualityControlPhoto = z.infer<typeof qualityControlPhotoSchema>;

export const qualityControlRoomParams = qualityControlIdParams.extend({
  roomId: z.coerce.number().int().min(1).max(2_147_483_647).describe('The drawn room’s id'),
});
export const qualityControlPhotoParams = qualityControlIdParams.extend({
  photoId: z.uuid().describe('The photo’s id'),
});

/** A, B, 1 − B/A and the level it is held to: what the page shows so anyone can check it. */
const workingSchema = z.object({
  a: z.number().int(),
  b: z.number().int(),
  scoreThousandths: z.number().int(),
  lqaThousandths: z.number().int(),
  conforms: z.boolean(),
});

export const qualityControlDetailSchema = qualityControlListItemSchema.extend({
  notes: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** How the rooms were drawn: anyone can draw them again with the generator, the seed and the lot. */
  sample: z.object({
    seed: z.number().int(),
    lotSize: z.number().int(),
    sampleSize: z.number().int(),
    generator: z.string(),
  }),
  /** The rule version the control is scored with. */
  rule: z.object({
    validFrom: isoDateSchema,
    jobOrderId: z.string(),
    weights: z.array(
      z.object({ elementCode: z.string(), elementName: z.string(), weight: z.number().int() }),
    ),
    levels: z.array(
      z.object({
        areaCategoryId: z.number().int(),
        areaCategoryName: z.string(),
        lqaThousandths: z.number().int(),
      }),
    ),
  }),
  rooms: z.array(
    z.object({
      roomId: z.number().int(),
      position: z.number().int(),
      identifier: z.string(),
      /** The room's name on the control's day. */
      roomName: z.string(),
      areaCategoryId: z.number().int(),
      areaCategoryName: z.string(),
      items: z.array(
        z.object({
          elementCode: z.string(),
          elementName: z.string(),
          vote: z.number().int().min(1).max(4),
          note: z.string().nullable(),
        }),
      ),
      /** Null while no element of the room has been voted. */
      working: workingSchema.nullable(),
      /** Photos staff took of the room, oldest first. */
      photos: z.array(qualityControlPhotoSchema),
    }),
  ),
  categories: z.array(
    workingSchema.extend({ areaCategoryId: z.number().int(), areaCategoryName: z.string() }),
  ),
  total: workingSchema.omit({ lqaThousandths: true }).nullable(),
  /**
   * A joint control's confirmations: the provider's when staff completed it, the customer's when they
   * confirmed its result (who and when); the request it answers and the re-check planned when it did
   * not conform. Null for a routine control.
   */
  joint: z
    .object({
      requestId: z.number().int().nullable(),
      provider: z.object({ name: z.string(), at: z.string() }).nullable(),
      customer: z.object({ name: z.string(), at: z.string() }).nullable(),
      recheckRequestId: z.number().int().nullable(),
    })
    .nullable(),
});
export type QualityControlDetail = z.infer<typeof qualityControlDetailSchema>;

/** Staff start a control: the site, the day and, to redraw a sample, its seed (else one is drawn). */
export const newQualityControlSchema = z.object({
  siteCode: codeText(16).min(1),
  controlDate: isoDateSchema,
  kind: z.enum(qualityControlKinds).default('routine'),
  seed: z.number().int().min(0).max(0x7fff_ffff).optional(),
  /** The scheduled joint control request it carries out: the control is then joint. */
  requestId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type NewQualityControl = z.input<typeof newQualityControlSchema>;

/** Votes recorded on a phone, sent together: a vote of null takes an element's vote back. */
export const qualityVotesSchema = z.object({
  votes: z
    .array(
      z.object({
        roomId: z.number().int().min(1).max(2_147_483_647),
        elementCode: codeText(24).min(1),
        vote: z.number().int().min(1).max(4).nullable(),
        note: z.string().trim().max(500).nullable().default(null),
      }),
    )
    .min(1)
    .max(500),
});
export type QualityVotes = z.input<typeof qualityVotesSchema>;

/**
 * The statistics' filters: a period, by default the year of months up to today (from the first day of
 * the month eleven months back), a site and a job order. A period that ends before it starts holds no control.
 */
export const qualityStatisticsQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  siteCode: codeText(16).optional(),
  jobOrderId: codeText(24).optional(),
});
export type QualityStatisticsQuery = z.infer<typeof qualityStatisticsQuerySchema>;

const scoreFigures = {
  controls: z.number().int(),
  compliant: z.number().int(),
  /** The mean of the controls' scores, in thousandths. */
  meanScoreThousandths: z.number().int(),
};
/** A and B summed over the items: 1 − B/A is the share of the weights accepted. */
const weightFigures = { a: z.number().int(), b: z.number().int(), items: z.number().int() };

export const qualityStatisticsSchema = z.object({
  months: z.array(z.object({ month: isoDateSchema, ...scoreFigures })),
  sites: z.array(z.object({ siteCode: z.string(), siteName: z.string(), ...scoreFigures })),
  categories: z.array(
    z.object({ areaCategoryId: z.number().int(), areaCategoryName: z.string(), ...weightFigures }),
  ),
  elements: z.array(z.object({ elementCode: z.string(), elementName: z.string(), ...weightFigures })),
});
export type QualityStatistics = z.infer<typeof qualityStatisticsSchema>;

/** The dashboard's quality card: the last six months' scores and the latest control completed. */
export const qualityTrendSchema = z.object({
  months: z.array(z.object({ month: isoDateSchema, ...scoreFigures })),
  latest: z
    .object({
      id: z.number().int(),
      controlDate: isoDateSchema,
      siteName: z.string(),
      compliant: z.boolean(),
      scoreThousandths: z.number().int(),
    })
    .nullable(),
});
export type QualityTrend = z.infer<typeof qualityTrendSchema>;
