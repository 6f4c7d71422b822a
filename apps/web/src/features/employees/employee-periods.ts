import { addDays, attendanceMaxDays, dayOfWeek, type IsoDate } from '@portale/shared';

/**
 * The periods the pages ask the API for, from the address bar or by default. Pure: `today` is the
 * calendar day in Italy (romeToday), passed in.
 */

/** The first day of a day's month. */
const firstOfMonth = (day: IsoDate): IsoDate => `${day.slice(0, 7)}-01`;

/** The last day of a month 'YYYY-MM'. */
function lastOfMonth(month: string): IsoDate {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** Days from one day to another, both counted: 2026-11-01 to 2026-11-30 is 30. */
export const daysSpanned = (from: IsoDate, to: IsoDate): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export type StampingPeriod = {
  from: IsoDate;
  to: IsoDate;
  /** The period asked was longer than the API reads at once and was cut to its first days. */
  shortened: boolean;
};

/**
 * The stampings' period: the one chosen (in order, at most `attendanceMaxDays` days counted from its
 * first), or by default this month up to today.
 */
export function stampingPeriod(
  chosen: { from?: IsoDate | undefined; to?: IsoDate | undefined },
  today: IsoDate,
): StampingPeriod {
  if (!chosen.from || !chosen.to) return { from: firstOfMonth(today), to: today, shortened: false };
  const [from, to] = chosen.from <= chosen.to ? [chosen.from, chosen.to] : [chosen.to, chosen.from];
  if (daysSpanned(from, to) <= attendanceMaxDays) return { from, to, shortened: false };
  return { from, to: addDays(from, attendanceMaxDays - 1), shortened: true };
}

/** The Monday of a day's week (the Italian week starts on Monday). */
export const mondayOf = (day: IsoDate): IsoDate => addDays(day, -((dayOfWeek(day) + 6) % 7));

/** How many weeks the coverage shows unless told: this one and the three before. */
export const defaultCoverageWeeks = 4;

/** The coverage's first Monday: of the day chosen, or by default so that the weeks end with this one. */
export function coverageStart(chosen: IsoDate | undefined, weeks: number, today: IsoDate): IsoDate {
  return mondayOf(chosen ?? addDays(today, -7 * (weeks - 1)));
}

/** The coverage a few weeks before or after: `steps` times as many weeks as shown. */
export const coverageShifted = (start: IsoDate, weeks: number, steps: number): IsoDate =>
  addDays(start, 7 * weeks * steps);

/** The month before or after. */
export function monthShifted(month: string, steps: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + steps, 1));
  return date.toISOString().slice(0, 7);
}

/** The days of a month that can have stampings: all of a past month, up to today of this one; none ahead. */
export function monthDays(month: string, today: IsoDate): { from: IsoDate; to: IsoDate } | null {
  const from = `${month}-01`;
  if (from > today) return null;
  const last = lastOfMonth(month);
  return { from, to: last < today ? last : today };
}
