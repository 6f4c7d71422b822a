import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { realEstateAccess } from './real-estate.access.ts';
import {
  excludedVariationQuerySchema,
  importIdParams,
  roomDatePairsSchema,
  roomDetailsMapSchema,
  roomImportResultSchema,
  roomImportRunListQuerySchema,
  roomImportRunSchema,
  roomOpenPeriodsMapSchema,
  roomsTemplateQuerySchema,
} from './room-import.schemas.ts';

const importers = staffPolicy(realEstateAccess.rules.import);

export const roomsTemplateContract = defineContract({
  method: 'GET',
  path: '/site/rooms-template',
  summary: 'Staff (sites): the rooms spreadsheet to fill for a site, with its current rooms',
  description:
    'One sheet with the columns of the import, lists of the area categories and frequencies to choose ' +
    'from, an example row and the site’s rooms as they are today. Named by Content-Disposition. 400 ' +
    'No formula defined for site when the site has no fee formula; 400 Missing jobTaskId when taskid is ' +
    'not the site’s job order; 404 Site not found.',
  tags: ['real estate back office'],
  access: importers,
  query: roomsTemplateQuerySchema,
  response: { 200: z.unknown().describe('An .xlsx file') },
});

export const importRoomsContract = defineContract({
  method: 'POST',
  path: '/site/import-rooms',
  summary: 'Staff (sites): import a site’s rooms from the template, as a dry run or applied',
  description:
    'Multipart: the spreadsheet as `file`, and the fields siteCode, dryRun (false by default: the call ' +
    'applies the import and returns its result; dryRun=true only shows what it would do), effectiveFrom ' +
    '(by default today, or the site’s first day when it starts later), closeMissing and progressId. ' +
    'Read as a stream, matched on the room identifier (the ' +
    'same file twice changes nothing), applied in one transaction, all or nothing. A file that is not a ' +
    'spreadsheet, lacks the template’s columns, is too large or unpacks too large answers 400 Import ' +
    'file not valid; so does an applied import with any rejected row (a dry run answers 200 with the ' +
    'errors by row and column). 440 when the site has no fee formula. Progress goes on the hub as ' +
    'RoomImportProgress events.',
  tags: ['real estate back office'],
  access: importers,
  response: { 200: roomImportResultSchema },
});

export const rejectedRoomRowsContract = defineContract({
  method: 'GET',
  path: '/site/import-rooms/:importId/rejected-rows',
  summary: 'Staff (sites): the rows an import rejected, as the template with an «Errori» column',
  tags: ['real estate back office'],
  access: importers,
  params: importIdParams,
  response: { 200: z.unknown().describe('An .xlsx file') },
});

export const roomImportRunsContract = defineContract({
  method: 'GET',
  path: '/site/import-rooms/recent',
  summary: 'Staff (sites): the latest imports, of one site or all, newest first',
  tags: ['real estate back office'],
  access: importers,
  query: roomImportRunListQuerySchema,
  response: { 200: z.array(roomImportRunSchema) },
});

const roomCallsDescription =
  'Body: room-date pairs (1 to 1,000). Customer users need sub-role real estate registry and rooms of ' +
  'their visible sites, staff permission sites; a room out of reach answers 404. 513 Rooms formula ' +
  'not found when a room’s site has no fee formula; 512 Site rooms have no default parameters when the ' +
  'formula is equivalent square metres and a room’s category or frequency has no coefficient. ' +
  'The rooms’ pending variation requests (sent or to be handled) count; excludedVariationId leaves one ' +
  'out (a request being edited must not collide with itself).';

export const roomDetailsContract = defineContract({
  method: 'POST',
  path: '/site/room-details',
  summary: 'Each room as it is on each day asked: room id → day → details',
  description: roomCallsDescription,
  tags: ['real estate'],
  access: loginAccess,
  query: excludedVariationQuerySchema,
  body: roomDatePairsSchema,
  response: { 200: roomDetailsMapSchema },
});

export const roomOpenPeriodsContract = defineContract({
  method: 'POST',
  path: '/site/periods-when-rooms-open',
  summary: 'The periods each room is open, from each day asked: room id → day → [{ from, to }]',
  description: roomCallsDescription,
  tags: ['real estate'],
  access: loginAccess,
  query: excludedVariationQuerySchema,
  body: roomDatePairsSchema,
  response: { 200: roomOpenPeriodsMapSchema },
});
