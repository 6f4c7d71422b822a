import { sql } from 'drizzle-orm';

/**
 * Midnight in Italy at the start of a calendar day ('YYYY-MM-DD', `plusDays` after it), as an instant:
 * the bounds of a range of days over timestamps, whatever the summer time.
 */
export const romeMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Rome')`;
