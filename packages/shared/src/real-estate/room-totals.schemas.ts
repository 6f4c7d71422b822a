import { z } from 'zod';

/*
 * The rooms' totals and the dashboard's card, apart from the registry's other schemas: the dashboard
 * builds these alone when its card's answer comes (zod builds a module's schemas as it loads).
 */

/** Square metres with two decimals, as a number (12.5 is 12,50 m²). */
export const squareMetresSchema = z.number();

export const roomTotalsSchema = z.object({
  rooms: z.number().int(),
  openRooms: z.number().int(),
  /** Total area of the rooms that exist on the day, open or not. */
  area: squareMetresSchema,
  openArea: squareMetresSchema,
  /**
   * The open rooms' area × the coefficients of their category and frequency (PRODUCT.md, Fees); null
   * when a coefficient of a room is not set.
   */
  equivalentOpenArea: squareMetresSchema.nullable(),
});
export type RoomTotals = z.infer<typeof roomTotalsSchema>;

/** The customer's dashboard card: their sites' rooms today. */
export const realEstateSummarySchema = z.object({
  totals: roomTotalsSchema,
  sites: z.number().int(),
  /** Rooms closed or suspended today, whose state changes again later (closures in progress). */
  temporarilyClosed: z.number().int(),
  /** The sites with the most rooms not open today, with their counts, for a link to each. */
  sitesWithClosures: z.array(
    z.object({
      siteCode: z.string(),
      siteName: z.string(),
      rooms: z.number().int(),
      notOpen: z.number().int(),
    }),
  ),
});
export type RealEstateSummary = z.infer<typeof realEstateSummarySchema>;
