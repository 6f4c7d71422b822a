import { datePhrase, romeClock, type DatePreposition } from '@portale/shared';

/**
 * Made on first use: an Intl formatter costs tens of milliseconds on a phone the first time, which the
 * first screen would otherwise pay when a module making one loads. Dates and times in Italy are
 * computed instead (romeClock), and numbers written by italian-numbers.ts.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * 'DD/MM/YYYY'. A calendar date ('YYYY-MM-DD', how dates travel) is shown as it is; an instant is shown
 * as the day it falls on in Italy.
 */
export function formatDate(value: string | Date): string {
  const match = typeof value === 'string' ? calendarDate.exec(value) : null;
  if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  const { day, month, year } = romeClock(new Date(value));
  return `${twoDigits(day)}/${twoDigits(month)}/${year}`;
}

/** 'DD/MM/YYYY HH:mm', Italian time. */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(new Date(value))} ${formatTime(value)}`;
}

/** 'dal 01/07/2025 all’11/07/2025', or 'Dal …' opening a sentence: a period of days, elided (datePhrase). */
export function formatPeriod(from: string | Date, to: string | Date, opening: 'dal' | 'Dal' = 'dal'): string {
  return `${datePhrase(opening, formatDate(from))} ${datePhrase('al', formatDate(to))}`;
}

/** A day after its preposition, elided: 'fino all’11/07/2025', 'il 18/07/2025'. */
export const formatDateAfter = (preposition: DatePreposition, value: string | Date) =>
  datePhrase(preposition, formatDate(value));

/** A moment after its preposition, elided: 'l’08/03/2026 09:30', 'fino al 18/03/2026 10:00'. */
export const formatDateTimeAfter = (preposition: DatePreposition, value: string | Date) =>
  datePhrase(preposition, formatDateTime(value));

/** 'HH:mm', Italian time. */
export function formatTime(value: string | Date): string {
  const { hour, minute } = romeClock(new Date(value));
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

// Euro amounts are written without Intl (italian-numbers.ts), which the first screen cannot afford.
export { formatCurrency } from './italian-numbers.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An exact duration in words, in the largest whole unit: '15 minuti', '1 ora', '7 giorni'. */
export function formatDuration({ minutes = 0, hours = 0 }: { minutes?: number; hours?: number }): string {
  const total = minutes + hours * 60;
  if (total > 0 && total % (24 * 60) === 0) return count(total / (24 * 60), 'giorno', 'giorni');
  if (total > 0 && total % 60 === 0) return count(total / 60, 'ora', 'ore');
  return count(total, 'minuto', 'minuti');
}

/** A `tel:` link for a phone number as people write it ('02 9713 3022', '+39 330 788 2796'). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const typedItalianDate = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/** A day typed the Italian way ('5/3/2026', '05.03.2026') as 'YYYY-MM-DD', or null when it is no real day. */
export function parseItalianDate(text: string): string | null {
  const match = typedItalianDate.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}
