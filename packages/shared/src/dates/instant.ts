import { calendarDayPattern } from './calendar-day.ts';

/**
 * An instant with its offset, 'YYYY-MM-DDTHH:MM[:SS[.fff]](Z|±HH:MM)', on a calendar day of
 * calendarDayPattern: a moment a system sends (a stamping), never outside the years the database takes.
 */
export const instantPattern = new RegExp(
  `^${calendarDayPattern.source.slice(1, -1)}T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,3})?)?` +
    '(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)$',
);
