import type { IsoDate } from './calendar-day.ts';

/**
 * The calendar day in Italy at a moment, from the platform's time-zone data (Intl, Europe/Rome): the
 * server's "today", right for any year the data covers. The browser computes it instead (romeToday,
 * rome-time.ts): a time-zone formatter loads the zone's data on first use, which its first screen cannot
 * afford (docs/ARCHITECTURE.md, decision 007); lint keeps the server off that one.
 */
let romeDays: Intl.DateTimeFormat | undefined;
/** The last answer and its minute: Italy's day changes on the hour, so a minute has one day. */
let lastAnswer: { minute: number; day: IsoDate } | undefined;

export function romeCalendarDay(moment: Date = new Date()): IsoDate {
  // The server asks on most requests, and formatting to parts costs more than the request's own work.
  const minute = Math.floor(moment.getTime() / 60_000);
  if (lastAnswer?.minute === minute) return lastAnswer.day;
  // Made on first use, so that a bundle importing this module pays nothing until it is called.
  romeDays ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(romeDays.formatToParts(moment).map((part) => [part.type, part.value]));
  const day: IsoDate = `${parts.year}-${parts.month}-${parts.day}`;
  lastAnswer = { minute, day };
  return day;
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
