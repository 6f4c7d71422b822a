/** The first day of the month `months` before `day`'s (2026-11-28, 5 → 2026-06-01). */
export const firstDayMonthsBefore = (day: string, months: number): string =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 - months, 1))
    .toISOString()
    .slice(0, 10);

/**
 * The statistics' default period starts on the first day of the month eleven months before `day`'s:
 * with `day`'s own month, a year of months (2026-11-28 → 2025-12-01).
 */
export const yearOfMonthsBefore = (day: string): string => firstDayMonthsBefore(day, 11);
