/**
 * The statistics' default period starts on the first day of the month eleven months before `day`'s:
 * with `day`'s own month, a year of months (2026-11-28 → 2025-12-01).
 */
export const yearOfMonthsBefore = (day: string): string =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 12, 1)).toISOString().slice(0, 10);
