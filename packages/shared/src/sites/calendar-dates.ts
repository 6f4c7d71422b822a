import type { IsoDate } from '../dates/calendar-day.ts';

const dayMs = 86_400_000;

// Made on first use: a formatter with a time zone costs tens of milliseconds on a phone, which every
// page importing the site contracts would otherwise pay when this module loads.
let romeDayFormat: Intl.DateTimeFormat | undefined;
const romeDays = () =>
  (romeDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** The calendar day in Italy at a moment: the "today" of the site status filters. */
export function romeToday(moment: Date = new Date()): IsoDate {
  // Asked on every list request and slow to format: the day is kept for the minute it was asked in
  // (Italy's days begin on a whole minute).
  const minute = Math.floor(moment.getTime() / 60_000);
  if (minute !== lastRomeDay.minute) lastRomeDay = { minute, day: romeDays().format(moment) };
  return lastRomeDay.day;
}
let lastRomeDay = { minute: Number.NaN, day: '' };

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** 0 Sunday ... 6 Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** '2026-03-15' as '15/03/2026', for messages. */
export function formatItalianDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
