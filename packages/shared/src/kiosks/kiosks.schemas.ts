import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { codeText } from '../tickets/text.schemas.ts';

/** How many votes one upload may carry: a day of a busy kiosk kept during an outage fits in a few. */
export const kioskBatchMaxVotes = 500;

/**
 * A moment as a device writes it, 2026-11-27T08:41:07+01:00 or …07.250Z: a pattern rather than OpenAPI's
 * date-time, as no input of the API takes a date outside the calendar days of 1900 to 2199; the service
 * takes only the last 30 days.
 */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

/** One press, as the device sends it. */
export const kioskVoteInputSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._:-]+$/)
    .describe('The device’s own id of the press (letters, digits, . _ : -): a press sent twice is kept once'),
  vote: z.number().int().min(1).max(4).describe('1 pessimo, 2 insufficiente, 3 sufficiente, 4 buono'),
  votedAt: z
    .string()
    .regex(instantPattern)
    .refine((value) => Number.isFinite(Date.parse(value)), 'Not a moment')
    .describe('When the button was pressed, by the device’s clock (ISO 8601 with seconds and its offset)'),
});
export type KioskVoteInput = z.infer<typeof kioskVoteInputSchema>;

export const kioskVoteBatchSchema = z
  .object({
    votes: z.array(kioskVoteInputSchema).min(1).max(kioskBatchMaxVotes),
  })
  .meta({
    examples: [
      {
        votes: [
          { id: 'k7-000481', vote: 4, votedAt: '2026-11-27T08:41:07+01:00' },
          { id: 'k7-000482', vote: 2, votedAt: '2026-11-27T08:43:55+01:00' },
        ],
      },
    ],
  });
export type KioskVoteBatch = z.infer<typeof kioskVoteBatchSchema>;

export const kioskVoteReceiptSchema = z.object({
  /** Votes stored now. */
  accepted: z.number().int(),
  /** Votes already stored by an earlier upload (same device vote id), or repeated in this one. */
  duplicates: z.number().int(),
  /** Presses that followed the kiosk's previous press too closely: a finger held or hammering the button. */
  filtered: z.number().int(),
});
export type KioskVoteReceipt = z.infer<typeof kioskVoteReceiptSchema>;

export const kioskIdParams = z.object({
  kioskId: z.coerce.number().int().min(1).max(2_147_483_647).describe('The kiosk’s id'),
});

export const kioskSiteParams = z.object({
  siteCode: codeText(16).describe('A site code, e.g. UB000001'),
});

/** A kiosk as staff see it; its key is never shown again after it is issued. */
export const kioskSchema = z.object({
  id: z.number().int(),
  siteCode: z.string(),
  siteName: z.string(),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  keyPrefix: z.string(),
  keyIssuedAt: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  /** Votes received in the last 30 days. */
  recentVotes: z.number().int(),
});
export type Kiosk = z.infer<typeof kioskSchema>;

export const kioskListQuerySchema = z.object({
  siteCode: codeText(16).optional(),
});
export type KioskListQuery = z.infer<typeof kioskListQuerySchema>;

export const kioskListSchema = z.object({ kiosks: z.array(kioskSchema) });
export type KioskList = z.infer<typeof kioskListSchema>;

export const newKioskSchema = z.object({
  siteCode: codeText(16).min(1),
  name: z.string().trim().min(1).max(80),
  roomId: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
});
export type NewKiosk = z.infer<typeof newKioskSchema>;

/** A kiosk with its new key: the only answer that ever carries the key. */
export const kioskWithKeySchema = z.object({ kiosk: kioskSchema, key: z.string() });
export type KioskWithKey = z.infer<typeof kioskWithKeySchema>;

/** A site's rooms of the registry, for the room a kiosk stands in. */
export const kioskRoomOptionsSchema = z.object({
  rooms: z.array(z.object({ roomId: z.number().int(), identifier: z.string(), name: z.string() })),
});
export type KioskRoomOptions = z.infer<typeof kioskRoomOptionsSchema>;

export const kioskAlertSettingsInputSchema = z.object({
  /** The share of bad votes (1 and 2) past which the alert is sent, in percent. */
  thresholdPercent: z.number().int().min(1).max(100),
  windowMinutes: z.number().int().min(5).max(1440),
  minimumVotes: z.number().int().min(1).max(10_000),
});
export type KioskAlertSettingsInput = z.infer<typeof kioskAlertSettingsInputSchema>;

export const kioskAlertSettingsSchema = kioskAlertSettingsInputSchema.extend({
  siteCode: z.string(),
  /** True when the site follows the configuration's defaults. */
  isDefault: z.boolean(),
  /** The latest alerts sent for the site. */
  recentAlerts: z.array(
    z.object({
      windowStart: z.string(),
      windowEnd: z.string(),
      votes: z.number().int(),
      badVotes: z.number().int(),
      sentAt: z.string(),
    }),
  ),
});
export type KioskAlertSettings = z.infer<typeof kioskAlertSettingsSchema>;

/**
 * The statistics' filters: a period of days in Italy, by default the 90 days up to today; a site; a job
 * order. A period that ends before it starts holds no vote.
 */
export const kioskStatisticsQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  siteCode: codeText(16).optional(),
  jobOrderId: codeText(24).optional(),
});
export type KioskStatisticsQuery = z.infer<typeof kioskStatisticsQuerySchema>;

/** Every index travels with its number of votes; no votes, no index (null). */
const indexFigures = {
  votes: z.number().int(),
  /** 0 to 100: (mean vote − 1) / 3 × 100, rounded. */
  index: z.number().int(),
};

export const kioskStatisticsSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  total: z.object({
    ...indexFigures,
    /** Null when there is no vote. */
    index: z.number().int().nullable(),
    /** Votes 1 and 2. */
    badVotes: z.number().int(),
    /** Votes by value, 1 to 4. */
    byVote: z.array(z.object({ vote: z.number().int(), votes: z.number().int() })),
  }),
  days: z.array(z.object({ day: isoDateSchema, ...indexFigures })),
  /** Hour of the week in Italy: weekday 1 Monday … 7 Sunday, hour 0 to 23; only the hours with votes. */
  hours: z.array(z.object({ weekday: z.number().int(), hour: z.number().int(), ...indexFigures })),
  kiosks: z.array(
    z.object({
      kioskId: z.number().int(),
      kioskName: z.string(),
      roomName: z.string().nullable(),
      siteCode: z.string(),
      siteName: z.string(),
      ...indexFigures,
    }),
  ),
  /**
   * The sites from the best ranking index: (n × mean + m × mean of all) / (n + m) on the 0–100 scale,
   * with m = priorVotes, beside the site's own index and votes.
   */
  sites: z.array(
    z.object({
      siteCode: z.string(),
      siteName: z.string(),
      ...indexFigures,
      rankingIndex: z.number().int(),
    }),
  ),
  priorVotes: z.number().int(),
});
export type KioskStatistics = z.infer<typeof kioskStatisticsSchema>;

/** The latest kiosk index of each site in reach with votes, over the last 30 days (the dashboard's card). */
export const kioskSiteIndexSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  sites: z.array(
    z.object({
      siteCode: z.string(),
      siteName: z.string(),
      votes: z.number().int(),
      index: z.number().int(),
      lastVoteAt: z.string(),
    }),
  ),
});
export type KioskSiteIndex = z.infer<typeof kioskSiteIndexSchema>;
