import { z } from 'zod';
import { loginAccess, publicAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import {
  calendarFeedDaysAfter,
  calendarFeedDaysBefore,
  calendarFeedFileParams,
  calendarFeedStateSchema,
  newCalendarFeedSchema,
} from './calendar-feed.schemas.ts';

const who =
  'Customers with sub-role calendar (2): a login route whose service checks planningAccess.rules.feed.';

export const calendarFeedContract = defineContract({
  method: 'GET',
  path: '/planning/calendar-feed',
  summary:
    'The caller’s calendar feed link: whether there is one, its first characters and dates, never the link',
  description: who,
  tags: ['planning'],
  access: loginAccess,
  response: { 200: calendarFeedStateSchema },
});

export const createCalendarFeedContract = defineContract({
  method: 'POST',
  path: '/planning/calendar-feed',
  summary: 'Makes the caller’s calendar feed link, replacing the old one (which stops working at once)',
  description:
    `${who} The answer carries the whole link (PUBLIC_URL/api/planning/calendar/{token}.ics) this once: ` +
    'only its SHA-256 digest is kept. 403 Not allowed while impersonating a user in an impersonated session: ' +
    'the link is a secret of the account’s owner.',
  tags: ['planning'],
  access: loginAccess,
  response: { 201: newCalendarFeedSchema },
});

export const revokeCalendarFeedContract = defineContract({
  method: 'DELETE',
  path: '/planning/calendar-feed',
  summary: 'Revokes the caller’s calendar feed link: calendar apps get 404 from then on',
  description: `${who} 204 also when there was none. Allowed while impersonating (a link that leaked).`,
  tags: ['planning'],
  access: loginAccess,
  response: { 204: z.null() },
});

export const calendarFeedFileContract = defineContract({
  method: 'GET',
  path: '/planning/calendar/:token.ics',
  summary:
    'The plan of action as an iCalendar file (RFC 5545), for calendar apps: no session, the link’s token',
  description:
    'Public in the authorisation table’s sense: the token of the link opens it, as a kiosk’s key opens its ' +
    'uploads. text/calendar; each occurrence of the plan from ' +
    `${calendarFeedDaysBefore} days before today to ${calendarFeedDaysAfter} days after it, an all-day event ` +
    '(DTSTART;VALUE=DATE) with the UID <siteServiceId>-<ruleDate>@<host>, on the sites its user sees now, ' +
    'judged with the user’s rights of the moment. An unknown or revoked token, a disabled user or customer, ' +
    'or a user who no longer has the plan answers 404 Not found, alike. Each token may be read 30 times a ' +
    'minute (429 Too many requests beyond).',
  tags: ['planning'],
  access: publicAccess,
  params: calendarFeedFileParams,
  response: { 200: z.string().describe('The calendar, text/calendar; charset=utf-8') },
});
