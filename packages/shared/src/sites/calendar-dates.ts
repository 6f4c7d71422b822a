import type { IsoDate } from '../dates/calendar-day.ts';
import { romeClock } from '../dates/rome-time.ts';

const dayMs = 86_400_000;

/** The calendar day in Italy at a moment, computed: the browser's "today" (the server's is romeCalendarDay). */
export function romeToday(moment: Date = new Date()): IsoDate {
  const { year, month, day } = romeClock(moment);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

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
