import { z } from 'zod';

/**
 * The plan of action as an iCalendar feed (issue 27, item 4): each user's private link, shown once when
 * made; the portal keeps only its SHA-256 digest and the first characters, to tell links apart.
 */

/** How many days before today the feed starts, and how many after today it reaches. */
export const calendarFeedDaysBefore = 7;
export const calendarFeedDaysAfter = 56;

/** What the link's owner sees of it: never the link itself, which is shown only when it is made. */
export const calendarFeedSummarySchema = z.object({
  /** The link's first characters after «…/calendar/», to recognise it in a calendar app's settings. */
  tokenPrefix: z.string(),
  createdAt: z.string().describe('When the link was made (ISO 8601 instant)'),
  /** When a calendar app last read it (to the hour: reads within an hour of it are not written), or null. */
  lastReadAt: z.string().nullable(),
});
export type CalendarFeedSummary = z.infer<typeof calendarFeedSummarySchema>;

export const calendarFeedStateSchema = z.object({
  /** The user's link, or null when they have none (never made, or revoked). */
  feed: calendarFeedSummarySchema.nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

export const newCalendarFeedSchema = z.object({
  /** The whole address to give a calendar app: shown this once. */
  url: z.string(),
  feed: calendarFeedSummarySchema,
});
export type NewCalendarFeed = z.infer<typeof newCalendarFeedSchema>;

/** The feed's address ends in «<token>.ics»; an unknown token answers 404 like any other. */
export const calendarFeedFileParams = z.object({
  token: z.string().max(200).describe('The secret of the link, as given when it was made'),
});
