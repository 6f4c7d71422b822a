import type { IsoDate } from '../dates/calendar-day.ts';
import { addDays } from './calendar-dates.ts';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const fixedHolidays = [
  '01-01', // Capodanno
  '01-06', // Epifania
  '04-25', // Festa della Liberazione
  '05-01', // Festa del Lavoro
  '06-02', // Festa della Repubblica
  '08-15', // Ferragosto
  '11-01', // Ognissanti
  '12-08', // Immacolata Concezione
  '12-25', // Natale
  '12-26', // Santo Stefano
];

const cache = new Map<number, ReadonlySet<IsoDate>>();

/**
 * Italy's national holidays of a year: the fixed ones, Easter Sunday and Easter Monday, and from 2026
 * San Francesco d'Assisi on 4 October (legge 151/2025). Patron saints' days are local and not included.
 */
export function italianNationalHolidays(year: number): ReadonlySet<IsoDate> {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const days = new Set<IsoDate>([
    ...fixedHolidays.map((monthDay) => `${year}-${monthDay}`),
    easter,
    addDays(easter, 1),
    ...(year >= 2026 ? [`${year}-10-04`] : []),
  ]);
  cache.set(year, days);
  return days;
}

export function isItalianNationalHoliday(date: IsoDate): boolean {
  return italianNationalHolidays(Number(date.slice(0, 4))).has(date);
}
