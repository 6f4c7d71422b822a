import { italianMonthName } from '@portale/shared';

/** Calendar dates as 'YYYY-MM-DD' strings, the form PostgreSQL `date` columns take. */
export type IsoDate = string;

const dayMs = 86_400_000;

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** The calendar day of a moment in the local time zone of the process. */
export function localIsoDate(moment: Date): IsoDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);
export const minDate = (a: IsoDate, b: IsoDate): IsoDate => (a < b ? a : b);

/** «marzo 2026»: the month of a day, as the demo documents' titles name it. */
export const italianMonthOf = (day: IsoDate): string =>
  `${italianMonthName(Number(day.slice(5, 7)))} ${day.slice(0, 4)}`;
