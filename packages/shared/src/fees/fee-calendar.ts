import type { IsoDate } from '../dates/calendar-day.ts';
import { addDays, dayOfWeek } from '../sites/calendar-dates.ts';
import type { FeeSettings } from '../sites/fee-formula.ts';
import { isItalianNationalHoliday } from '../sites/italian-holidays.ts';

export type FeeCalendarSettings = Pick<FeeSettings, 'weekLength' | 'holidaysAreWorkingDays'> & {
  /** 'MM-DD', or null. */
  patronSaintDay: string | null;
};

/** The working days a 30-day month stands for, by week length (the customary divisors 22, 26 and 30). */
export const thirtyDayMonthWorkingDays = { 5: 22, 6: 26, 7: 30 } as const;

export function daysOfMonth(year: number, month: number): IsoDate[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const days: IsoDate[] = [];
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  return days;
}

export const inWorkingWeek = (date: IsoDate, weekLength: FeeSettings['weekLength']) => {
  const weekday = dayOfWeek(date);
  return weekLength === 7 || (weekday !== 0 && (weekLength === 6 || weekday !== 6));
};

/** A national holiday (Easter Monday included) or the site's patron saint's day. */
export const isHoliday = (date: IsoDate, patronSaintDay: string | null) =>
  isItalianNationalHoliday(date) || date.slice(5) === patronSaintDay;

type MonthCalendar = { workingDays: readonly IsoDate[]; holidays: readonly IsoDate[] };

/** Months already counted, by month and settings: a year of economics asks the same few thousands of times. */
const countedMonths = new Map<string, MonthCalendar>();

/**
 * A month's working days for a site: the days of its working week (5: Monday to Friday, 6: to Saturday,
 * 7: every day), less the holidays unless they count as working days; `holidays` are the days of the
 * working week that a holiday takes away. The lists are shared between callers: read them, never change
 * them.
 */
export function monthCalendar(year: number, month: number, settings: FeeCalendarSettings): MonthCalendar {
  const key = `${year}-${month}-${settings.weekLength}-${settings.holidaysAreWorkingDays}-${settings.patronSaintDay}`;
  const counted = countedMonths.get(key);
  if (counted) return counted;
  const workingDays: IsoDate[] = [];
  const holidays: IsoDate[] = [];
  for (const date of daysOfMonth(year, month)) {
    if (!inWorkingWeek(date, settings.weekLength)) continue;
    if (!settings.holidaysAreWorkingDays && isHoliday(date, settings.patronSaintDay)) holidays.push(date);
    else workingDays.push(date);
  }
  // Bounded: months × 3 week lengths × 2 × the patron days in use; cleared if it ever grows past that.
  if (countedMonths.size >= 10_000) countedMonths.clear();
  const calendar = { workingDays: Object.freeze(workingDays), holidays: Object.freeze(holidays) };
  countedMonths.set(key, calendar);
  return calendar;
}
