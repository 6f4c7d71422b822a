import { dayOfWeek } from '@portale/shared';
import { formatDate, formatDateAfter, formatPeriod } from '../../lib/format.ts';
import { formatNumber, formatPercent } from '../../lib/italian-numbers.ts';

/**
 * Hours as the pages write them, always in hours and minutes (never «7,5 h»): a number and its unit
 * are kept on one line.
 */
export function formatMinutes(minutes: number): string {
  const total = Math.round(Math.abs(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const sign = minutes < 0 && total > 0 ? '−' : '';
  if (hours === 0 && rest > 0) return `${sign}${rest}\u00a0min`;
  return `${sign}${formatNumber(hours)}\u00a0h${rest > 0 ? ` ${rest}\u00a0min` : ''}`;
}

/** A number of hours (a contract's 37,5 a week) the same way: «37 h 30 min». */
export const formatHours = (hours: number): string => formatMinutes(Math.round(hours * 60));

/** Stamped against planned, signed: «+15 min», «−1 h 30 min», nothing when they are the same. */
export function formatMinutesDifference(stamped: number, planned: number): string | null {
  const difference = stamped - planned;
  if (difference === 0) return null;
  return difference > 0 ? `+${formatMinutes(difference)}` : formatMinutes(difference);
}

/** The days of the week as the pages shorten them, Monday first (the shifts' weekday 1 … 7). */
export const weekdayShortNames = ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'] as const;

/** A calendar day with its weekday: «lun 16/11/2026». */
export function formatDayWithWeekday(day: string): string {
  const weekday = (dayOfWeek(day) + 6) % 7;
  return `${weekdayShortNames[weekday]} ${formatDate(day)}`;
}

/** An assignment's dates: «dal 01/01/2026», or «dal 01/01/2026 al 30/06/2026» when it ends. */
export const assignmentPeriod = (assignment: { dateFrom: string; dateTo: string | null }): string =>
  assignment.dateTo
    ? formatPeriod(assignment.dateFrom, assignment.dateTo)
    : formatDateAfter('dal', assignment.dateFrom);

/**
 * The share of planned hours covered, rounded down to the whole percent: «100%» only when every planned
 * minute was covered (53 h 29 min of 53 h 30 min is «99%», not «100%»).
 */
export const formatCoveredShare = (coveredMinutes: number, plannedMinutes: number): string =>
  formatPercent(Math.floor((coveredMinutes * 100) / plannedMinutes) / 100);
