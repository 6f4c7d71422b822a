import type { IsoDate } from '../dates/calendar-day.ts';
import { addDays, dayOfWeek } from './calendar-dates.ts';
import { isItalianNationalHoliday } from './italian-holidays.ts';

/** How the monthly fee of a site is computed (PRODUCT.md, Fees). */
export const feeFormulas = [
  'flat_per_square_metre',
  'equivalent_square_metres',
  'flat_services_fee',
] as const;
export type FeeFormula = (typeof feeFormulas)[number];
export const feeFormulaLabels: Record<FeeFormula, string> = {
  flat_per_square_metre: 'A corpo per metro quadro',
  equivalent_square_metres: 'Metri quadri equivalenti',
  flat_services_fee: 'Canone a corpo dei servizi',
};

export const weekLengths = [5, 6, 7] as const;
export type WeekLength = (typeof weekLengths)[number];

export const monthDurations = ['calendar', 'thirty_days'] as const;
export type MonthDuration = (typeof monthDurations)[number];
export const monthDurationLabels: Record<MonthDuration, string> = {
  calendar: 'Giorni di calendario',
  thirty_days: 'Mese di 30 giorni',
};

export type FeeSettings = {
  weekLength: WeekLength;
  holidaysAreWorkingDays: boolean;
  monthDuration: MonthDuration;
};

/** A fee split in cents: each period runs from its start to the next one's, the last to endDate. */
export type FeeSchedule = { endDate: IsoDate; periods: readonly { startDate: IsoDate; feeCents: number }[] };

export type MonthlyFeeInput = {
  year: number;
  /** 1-12. */
  month: number;
  schedule: FeeSchedule;
  settings: FeeSettings;
  /**
   * The share of the fee that is open on a day, from 0 to 1: 1 when the whole site is open; with rooms,
   * the open share of their area. By default every day of the fee split counts as fully open.
   */
  openShare?: (date: IsoDate) => number;
};

export type MonthlyFee = {
  /** What the month is worth, pro-rated by the days open, in cents. */
  feeCents: number;
  /** What the month would be worth open on every working day, in cents. */
  fullMonthFeeCents: number;
  workingDays: number;
  /** Working days with any open share. */
  openWorkingDays: number;
};

/** The working days a 30-day month stands for, by week length (the customary divisors 22, 26 and 30). */
const thirtyDayMonthWorkingDays: Record<WeekLength, number> = { 5: 22, 6: 26, 7: 30 };

export function isWorkingDay(
  date: IsoDate,
  settings: Pick<FeeSettings, 'weekLength' | 'holidaysAreWorkingDays'>,
) {
  const weekday = dayOfWeek(date);
  const inWeek = settings.weekLength === 7 || (weekday !== 0 && (settings.weekLength === 6 || weekday !== 6));
  return inWeek && (settings.holidaysAreWorkingDays || !isItalianNationalHoliday(date));
}

function monthlyFeeOn(schedule: FeeSchedule, date: IsoDate): number {
  if (date > schedule.endDate) return 0;
  let fee = 0;
  for (const period of schedule.periods) {
    if (period.startDate > date) break;
    fee = period.feeCents;
  }
  return fee;
}

function daysOfMonth(year: number, month: number): IsoDate[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const days: IsoDate[] = [];
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The fee of one month. The monthly fee of the period in force on each day is spread over the month's
 * working days (by week length, and without the Italian national holidays unless they count as working
 * days); each working day counts for its open share.
 * - calendar month: the month is worth sum(daily fee x open share) over its real working days.
 * - 30-day month: a month open on every working day is worth the full fee; a partial month is worth
 *   its open working days over the customary 22, 26 or 30 working days of a 30-day month, never more
 *   than the full month.
 * Days before the first period or after endDate are worth nothing.
 */
export function computeMonthlyFee(input: MonthlyFeeInput): MonthlyFee {
  const { schedule, settings } = input;
  const sorted = [...schedule.periods].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const ordered: FeeSchedule = { endDate: schedule.endDate, periods: sorted };
  const firstStart = sorted[0]?.startDate;
  const openShare =
    input.openShare ??
    ((date: IsoDate) => (firstStart !== undefined && date >= firstStart && date <= schedule.endDate ? 1 : 0));

  const workingDays = daysOfMonth(input.year, input.month).filter((date) => isWorkingDay(date, settings));
  let full = 0;
  let open = 0;
  let openWorkingDays = 0;
  let fullyOpen = true;
  for (const date of workingDays) {
    const fee = monthlyFeeOn(ordered, date);
    const share = Math.min(1, Math.max(0, openShare(date)));
    full += fee;
    open += fee * share;
    if (share > 0) openWorkingDays += 1;
    if (share < 1 || fee === 0) fullyOpen = false;
  }
  const count = workingDays.length;
  const fullMonth = count === 0 ? 0 : full / count;
  let value: number;
  if (settings.monthDuration === 'calendar') value = count === 0 ? 0 : open / count;
  else if (fullyOpen) value = fullMonth;
  // Each open working day is worth the monthly fee over the working days of a 30-day month.
  else value = Math.min(fullMonth, open / thirtyDayMonthWorkingDays[settings.weekLength]);
  return {
    feeCents: Math.round(value),
    fullMonthFeeCents: Math.round(fullMonth),
    workingDays: count,
    openWorkingDays,
  };
}
