import dayjs from 'dayjs';
import type { IsoDate } from '@portale/shared';
import type { PlanView } from './planning-search.ts';

const isoOf = (day: dayjs.Dayjs): IsoDate => day.format('YYYY-MM-DD');

/** Monday of the week of a day (the Italian week starts on Monday). */
const mondayOf = (day: dayjs.Dayjs) => day.subtract((day.day() + 6) % 7, 'day');

/** The month view's grid: always six weeks, so that its height does not jump from month to month. */
const monthGridDays = 42;

/**
 * The days a view shows, asked of the API as a first day and a count: the day; its week from Monday;
 * its month's grid of six weeks from the Monday on or before the first.
 */
export function planRange(view: PlanView, date: IsoDate): { from: IsoDate; days: number } {
  const day = dayjs(date);
  if (view === 'day') return { from: date, days: 1 };
  if (view === 'week') return { from: isoOf(mondayOf(day)), days: 7 };
  return { from: isoOf(mondayOf(day.startOf('month'))), days: monthGridDays };
}

/** The day a step before or after shows: a day, a week or a month away. */
export const stepped = (view: PlanView, date: IsoDate, steps: number): IsoDate =>
  isoOf(dayjs(date).add(steps, view));
