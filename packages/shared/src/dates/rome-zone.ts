import type { IsoDate } from './calendar-day.ts';

/**
 * The calendar day in Italy at a moment, from the platform's time-zone data (Intl, Europe/Rome): the
 * server's "today", right for any year the data covers. The browser computes it instead (romeToday,
 * rome-time.ts): a time-zone formatter loads the zone's data on first use, which its first screen cannot
 * afford (docs/ARCHITECTURE.md, decision 007); lint keeps the server off that one.
 */
let romeDays: Intl.DateTimeFormat | undefined;

export function romeCalendarDay(moment: Date = new Date()): IsoDate {
  // Made on first use, so that a bundle importing this module pays nothing until it is called.
  romeDays ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(romeDays.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

let romeTimes: Intl.DateTimeFormat | undefined;

/** The time in Italy at a moment, 'HH:MM' (the server's, from Intl as romeCalendarDay). */
export function romeClockTime(moment: Date): string {
  romeTimes ??= new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
  });
  return romeTimes.format(moment);
}
