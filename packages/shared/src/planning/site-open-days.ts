import type { IsoDate } from '../dates/calendar-day.ts';
import { inWorkingWeek, isHoliday, type FeeCalendarSettings } from '../fees/fee-calendar.ts';
import { addDays } from '../sites/calendar-dates.ts';

/** A period a site is closed (a school's summer, a works' shutdown), both days included. */
export type SiteClosure = { from: IsoDate; to: IsoDate };

/** The site's calendar: its working week, whether holidays are worked, its patron saint, its closures. */
export type SiteCalendar = FeeCalendarSettings & { closures: readonly SiteClosure[] };

/** A day work can be done on the site: in its working week, not a holiday it rests on, not closed. */
export function isOpenDay(date: IsoDate, calendar: SiteCalendar): boolean {
  if (!inWorkingWeek(date, calendar.weekLength)) return false;
  if (!calendar.holidaysAreWorkingDays && isHoliday(date, calendar.patronSaintDay)) return false;
  return !calendar.closures.some((closure) => closure.from <= date && date <= closure.to);
}

/**
 * The first open day from `date` on (itself when open). A site closed for longer than `limitDays` (a
 * calendar with every day closed) gives null rather than looping.
 */
export function nextOpenDay(date: IsoDate, calendar: SiteCalendar, limitDays = 400): IsoDate | null {
  let day = date;
  for (let step = 0; step <= limitDays; step += 1, day = addDays(day, 1)) {
    if (isOpenDay(day, calendar)) return day;
  }
  return null;
}

/**
 * The first day of the run of closed days that ends the day before `date` (`date` itself when the day
 * before is open): work due in that run is moved to `date` or later, so a range starting at `date`
 * must read the rule from there.
 */
export function closedRunStart(date: IsoDate, calendar: SiteCalendar, limitDays = 400): IsoDate {
  let day = date;
  for (let step = 0; step < limitDays; step += 1) {
    const before = addDays(day, -1);
    if (isOpenDay(before, calendar)) break;
    day = before;
  }
  return day;
}
