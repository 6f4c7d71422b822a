/**
 * The calendar day every contract accepts, apart from the schema and without zod: the web app's router
 * checks the address bar with it on the first screen (docs/decisions/001-login-javascript-budget.md).
 */

/** A calendar day as it travels: 'YYYY-MM-DD'. */
export type IsoDate = string;

/** The first and the last day the portal accepts anywhere (a query, a path or a body). */
export const firstCalendarDay: IsoDate = '1900-01-01';
export const lastCalendarDay: IsoDate = '2199-12-31';

/**
 * 'YYYY-MM-DD' of a real day from 1900 to 2199. Leap days: in these three centuries a year is leap when
 * divisible by 4, except 1900 and 2100 (2000 is). Years outside are refused as well as impossible days
 * (2025-02-30): year 0 or 99999 never reaches the database, whose date arithmetic fails on them.
 */
export const calendarDayPattern = new RegExp(
  '^(?:' +
    '(?:19|20|21)(?:0[48]|[2468][048]|[13579][26])-02-29|2000-02-29|' +
    '(?:19|20|21)\\d\\d-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
    ')$',
);

/** Whether a text is a calendar day the portal accepts. */
export const isCalendarDay = (value: string): boolean => calendarDayPattern.test(value);
