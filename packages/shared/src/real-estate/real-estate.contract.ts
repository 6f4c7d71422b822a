import { z } from 'zod';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import {
  onDayQuerySchema,
  roomCatalogueSchema,
  roomFilterQuerySchema,
  roomIdParams,
  roomListQuerySchema,
  roomListResultSchema,
  roomPageSchema,
  roomSchema,
  roomTreeSchema,
} from './real-estate.schemas.ts';
import { siteCodeParams } from '../sites/site-detail.contract.ts';

/**
 * Reading the real-estate registry. Open to both sides and checked in the service against
 * realEstateAccess.rules.read: a customer user needs sub-role real estate registry (12) and a site they
 * see, judged as the site's other tabs are (tenancy: another customer's site, or one a user limited to
 * some sites was not given, answers 403 Site not owned; an unknown or unpublished one 404 Site not found;
 * a bad code 400 Invalid siteCode); staff need permission sites (4) and reach every site. A room out of
 * reach answers 404, as an unknown one does.
 */
const reachDescription =
  'Customer users need sub-role real estate registry and see only their visible sites (403 Site not ' +
  'owned for another customer’s site or one not given to them, 404 Site not found for an unknown or ' +
  'unpublished one); staff need permission sites. The day is an Italian calendar day, today by default.';

export const siteRoomsContract = defineContract({
  method: 'GET',
  path: '/site/:siteCode/rooms',
  summary: 'The site’s rooms as they are on the day (SPEC.md section 3’s Room fields)',
  description: reachDescription,
  tags: ['real estate'],
  access: loginAccess,
  params: siteCodeParams,
  query: onDayQuerySchema,
  response: { 200: z.array(roomSchema) },
});

export const roomTreeContract = defineContract({
  method: 'GET',
  path: '/real-estate/:siteCode/tree',
  summary: 'The site’s buildings and floors with their rooms counted and areas added up, on the day',
  description: reachDescription,
  tags: ['real estate'],
  access: loginAccess,
  params: siteCodeParams,
  query: onDayQuerySchema,
  response: { 200: roomTreeSchema },
});

export const roomListContract = defineContract({
  method: 'GET',
  path: '/real-estate/:siteCode/rooms',
  summary: 'The site’s rooms as one table on the day: searched, filtered, sorted and paged',
  description:
    `${reachDescription} Search in identifier and name; filters by building, floor, area category, ` +
    'frequency and state on the day (open, not open); totals of every room kept by the filters.',
  tags: ['real estate'],
  access: loginAccess,
  params: siteCodeParams,
  query: roomListQuerySchema,
  response: { 200: roomListResultSchema },
});

export const roomListExportContract = defineContract({
  method: 'GET',
  path: '/real-estate/:siteCode/rooms/export',
  summary: 'The flat table with the same filters, as an Excel file (areas as numbers)',
  description: reachDescription,
  tags: ['real estate'],
  access: loginAccess,
  params: siteCodeParams,
  query: roomFilterQuerySchema,
  response: { 200: z.unknown().describe('An .xlsx file') },
});

export const roomPageContract = defineContract({
  method: 'GET',
  path: '/real-estate/rooms/:roomId',
  summary: 'A room on the day, with its whole history of open, closed and suspended periods',
  description: `${reachDescription} An unknown room, or one of a site out of reach, answers 404.`,
  tags: ['real estate'],
  access: loginAccess,
  params: roomIdParams,
  query: onDayQuerySchema,
  response: { 200: roomPageSchema },
});

export const roomCatalogueContract = defineContract({
  method: 'GET',
  path: '/real-estate/catalogue',
  summary: 'The area categories and cleaning frequencies, with their equivalent-area coefficients',
  tags: ['real estate'],
  access: loginAccess,
  response: { 200: roomCatalogueSchema },
});
