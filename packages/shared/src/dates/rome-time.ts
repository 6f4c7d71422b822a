/**
 * The clock in Italy at an instant, computed rather than asked of Intl: the browser's. A formatter with a
 * time zone loads the zone's data on first use, some eighty milliseconds of a phone's processor on the
 * first screen (decision 007). Italy keeps the EU's summer time, from the last Sunday of March to the last
 * Sunday of October at 01:00 UTC (the rule since 1996, which is as far back as this holds);
 * rome-time.test.ts holds it to Intl's Europe/Rome. The server asks Intl (rome-zone.ts): lint keeps it
 * off this file's functions.
 */
export type RomeClock = { year: number; month: number; day: number; hour: number; minute: number };

const hourMs = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU's clocks change. */
function lastSundayOneAmUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Italy's offset from UTC at an instant, in hours: 2 in summer time, 1 otherwise. */
export function romeOffsetHours(instant: Date): number {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= lastSundayOneAmUtc(year, 2) && time < lastSundayOneAmUtc(year, 9);
  return summer ? 2 : 1;
}

/** The date and time an Italian clock shows at an instant (month 1–12). */
export function romeClock(instant: Date): RomeClock {
  const local = new Date(instant.getTime() + romeOffsetHours(instant) * hourMs);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/**
 * The instant an Italian clock shows `time` (hh:mm) on `day` (YYYY-MM-DD). In the hour skipped in March
 * it is the instant an hour later on the clock; in the hour repeated in October, the first of the two.
 */
export function romeInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  const summer = new Date(asUtc - 2 * hourMs);
  return romeOffsetHours(summer) === 2 ? summer : new Date(asUtc - hourMs);
}
