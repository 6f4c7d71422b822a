import { italianMonthName } from '../dates/month-names.ts';

/**
 * A service's schedule in the words of its customers: «ogni lunedì e giovedì», «il primo giorno
 * lavorativo del mese», «ogni 3 mesi, il primo lunedì del mese». The schedule is an iCalendar RRULE
 * (RFC 5545) without its start, which the schedule keeps as a date of its own; this reads the shapes
 * the portal's schedule editor writes and answers null for any other, which the API then refuses, so a
 * schedule always has its words.
 */

const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
type WeekdayCode = (typeof weekdayCodes)[number];

const weekdayNames: Record<WeekdayCode, string> = {
  MO: 'lunedì',
  TU: 'martedì',
  WE: 'mercoledì',
  TH: 'giovedì',
  FR: 'venerdì',
  SA: 'sabato',
  SU: 'domenica',
};

/** The rule's parts, or null when a part is repeated or not of the form NAME=value. */
export function ruleParts(rule: string): Map<string, string> | null {
  const parts = new Map<string, string>();
  for (const part of rule.trim().split(';')) {
    const match = /^([A-Z]+)=([A-Z0-9,+-]+)$/.exec(part);
    if (!match || parts.has(match[1]!)) return null;
    parts.set(match[1]!, match[2]!);
  }
  return parts;
}

/** «lunedì», «lunedì e giovedì», «lunedì, mercoledì e venerdì». */
function listed(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} e ${words.at(-1)}`;
}

/** «primo» for 1, «ultimo» for −1: the position of a day within its month. */
function ordinal(position: number): string | null {
  const names: Record<number, string> = {
    1: 'primo',
    2: 'secondo',
    3: 'terzo',
    4: 'quarto',
    5: 'quinto',
    [-1]: 'ultimo',
    [-2]: 'penultimo',
  };
  return names[position] ?? null;
}

/** «il primo», «l’ultimo»: the article elides before a vowel. */
const withArticle = (word: string) => (/^[aeiou]/.test(word) ? `l’${word}` : `il ${word}`);

function weekdaysOf(value: string | undefined): WeekdayCode[] | null {
  if (!value) return [];
  const days = value.split(',');
  if (!days.every((day): day is WeekdayCode => (weekdayCodes as readonly string[]).includes(day)))
    return null;
  if (new Set(days).size !== days.length) return null;
  return weekdayCodes.filter((code) => days.includes(code));
}

const workingWeek = 'MO,TU,WE,TH,FR';

/** «il lunedì e il giovedì» (each day with its article), for a rule that repeats every few weeks. */
function daysWithArticles(days: readonly WeekdayCode[]): string {
  return listed(days.map((day) => (day === 'SU' ? 'la domenica' : `il ${weekdayNames[day]}`)));
}

function weekly(days: readonly WeekdayCode[], interval: number): string | null {
  if (days.length === 0) return null;
  const isWorkingWeek = days.join(',') === workingWeek;
  if (interval === 1) {
    if (isWorkingWeek) return 'dal lunedì al venerdì';
    if (days.length === 7) return 'ogni giorno';
    const named = listed(days.map((day) => weekdayNames[day]));
    return days.length === 1 && days[0] === 'SU' ? 'ogni domenica' : `ogni ${named}`;
  }
  return `ogni ${interval} settimane, ${isWorkingWeek ? 'dal lunedì al venerdì' : daysWithArticles(days)}`;
}

/** The day within the month: «il giorno 15», «il primo lunedì», «il primo giorno lavorativo». */
function dayOfMonth(parts: Map<string, string>): string | null {
  const monthDay = parts.get('BYMONTHDAY');
  const byDay = parts.get('BYDAY');
  const position = parts.get('BYSETPOS');
  if (monthDay !== undefined) {
    if (byDay !== undefined || position !== undefined) return null;
    const day = Number(monthDay);
    if (!Number.isInteger(day) || day === 0 || day < -1 || day > 31) return null;
    return day === -1 ? 'l’ultimo giorno' : `il giorno ${day}`;
  }
  if (byDay === workingWeek && position !== undefined) {
    const word = ordinal(Number(position));
    return word ? `${withArticle(word)} giorno lavorativo` : null;
  }
  const nth = byDay ? /^([+-]?\d)(MO|TU|WE|TH|FR|SA|SU)$/.exec(byDay) : null;
  if (nth && position === undefined) {
    const word = ordinal(Number(nth[1]));
    const day = weekdayNames[nth[2] as WeekdayCode];
    if (!word) return null;
    // «la prima domenica»: Sunday is the one feminine day.
    if (nth[2] === 'SU') return `${word === 'ultimo' ? 'l’ultima' : `la ${word.slice(0, -1)}a`} ${day}`;
    return `${withArticle(word)} ${day}`;
  }
  return null;
}

function monthly(parts: Map<string, string>, interval: number): string | null {
  const day = dayOfMonth(parts);
  if (!day) return null;
  return interval === 1 ? `${day} del mese` : `ogni ${interval} mesi, ${day} del mese`;
}

function yearly(parts: Map<string, string>, interval: number): string | null {
  const month = Number(parts.get('BYMONTH'));
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  const monthName = italianMonthName(month);
  const monthDay = parts.get('BYMONTHDAY');
  const every = interval === 1 ? 'ogni anno' : `ogni ${interval} anni`;
  if (monthDay !== undefined && !parts.has('BYDAY')) {
    const day = Number(monthDay);
    if (!Number.isInteger(day) || day < 1 || day > 31) return null;
    return `${every}, il ${day === 1 ? '1º' : day} ${monthName}`;
  }
  const day = dayOfMonth(new Map([...parts].filter(([name]) => name !== 'BYMONTH')));
  return day ? `${every}, ${day} di ${monthName}` : null;
}

const allowedParts: Record<string, readonly string[]> = {
  DAILY: ['FREQ', 'INTERVAL'],
  WEEKLY: ['FREQ', 'INTERVAL', 'BYDAY'],
  MONTHLY: ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYSETPOS'],
  YEARLY: ['FREQ', 'INTERVAL', 'BYMONTH', 'BYDAY', 'BYMONTHDAY', 'BYSETPOS'],
};

/** The schedule in Italian, or null for a rule the portal does not write (see the top of this file). */
export function scheduleWords(rule: string): string | null {
  const parts = ruleParts(rule);
  const frequency = parts?.get('FREQ');
  if (!parts || !frequency || !(frequency in allowedParts)) return null;
  if ([...parts.keys()].some((name) => !allowedParts[frequency]!.includes(name))) return null;
  const interval = Number(parts.get('INTERVAL') ?? '1');
  if (!Number.isInteger(interval) || interval < 1 || interval > 99) return null;
  switch (frequency) {
    case 'DAILY':
      return interval === 1 ? 'ogni giorno' : `ogni ${interval} giorni`;
    case 'WEEKLY': {
      const days = weekdaysOf(parts.get('BYDAY'));
      return days ? weekly(days, interval) : null;
    }
    case 'MONTHLY':
      return monthly(parts, interval);
    default:
      return yearly(parts, interval);
  }
}
