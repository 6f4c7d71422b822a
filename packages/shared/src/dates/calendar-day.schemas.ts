import { z } from 'zod';
import { calendarDayPattern } from './calendar-day.ts';
import { instantPattern } from './instant.ts';

/**
 * The one schema of every calendar day the API accepts or returns, in params, query strings and bodies:
 * a real day from 1900-01-01 to 2199-12-31 (calendarDayPattern). A bad value fails as zod's own ISO date
 * does (`invalid_format`, format `date`), so the API answers 400 naming the field and forms show their
 * usual message; the OpenAPI document gives the format and the pattern.
 */
export const isoDateSchema = z.stringFormat('date', calendarDayPattern);

/** The one schema of an instant the API accepts (instantPattern): format `date-time` with its pattern. */
export const isoInstantSchema = z.stringFormat('date-time', instantPattern);
