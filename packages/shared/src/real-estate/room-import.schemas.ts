import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { booleanQuerySchema } from '../sites/site-queries.ts';
import { codeText } from '../tickets/text.schemas.ts';
import { roomDetailsSchema, roomIdParams } from './real-estate.schemas.ts';
import { roomTotalsSchema } from './room-totals.schemas.ts';
import { roomImportLimits } from './room-enums.ts';

/** GET /site/rooms-template: the site (siteid, its code) and its job order (taskid). */
export const roomsTemplateQuerySchema = z.object({
  siteid: codeText(16).describe('The site code, e.g. UB000123'),
  taskid: codeText(24).describe('The job order (jobTaskId) the site belongs to'),
});

/**
 * The fields of POST /site/import-rooms besides the file (multipart `file`): the site, whether to only
 * show what would change (asked for explicitly: the call applies the import, as SPEC.md section 7 says),
 * the day the changes take effect (when not given, today, or the site's first day if it starts later),
 * whether rooms of the site that the file does not list are closed from that day, and an id of the
 * client's choosing that the progress events carry.
 */
export const roomImportFieldsSchema = z.object({
  siteCode: codeText(16),
  dryRun: booleanQuerySchema.default(false),
  effectiveFrom: isoDateSchema.optional(),
  closeMissing: booleanQuerySchema.default(false),
  progressId: z.uuid().optional(),
});
export type RoomImportFields = z.infer<typeof roomImportFieldsSchema>;

/** Per-row errors: row number in the sheet (as Excel numbers it) → column header → Italian reason. */
export const roomImportErrorsSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type RoomImportErrors = z.infer<typeof roomImportErrorsSchema>;

export const roomChangeKinds = ['added', 'changed', 'closed'] as const;

/**
 * The import result: SPEC.md section 3's fields (importedRooms, importedFloors, importedBuildings,
 * siteName, errors), which on a dry run count what would be imported, and what the dry run shows.
 */
export const roomImportResultSchema = z.object({
  importedRooms: z.number().int(),
  importedFloors: z.number().int(),
  importedBuildings: z.number().int(),
  siteName: z.string(),
  errors: roomImportErrorsSchema,
  importId: z.uuid(),
  dryRun: z.boolean(),
  effectiveFrom: isoDateSchema,
  rowsRead: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  closed: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  /** The site's rooms on the effective day, before and after the import. */
  before: roomTotalsSchema,
  after: roomTotalsSchema,
  /**
   * The changes to show: the rooms closed first, then the others in the file's order (at most 200 of
   * each; the counts are whole).
   */
  changes: z.array(
    z.object({
      kind: z.enum(roomChangeKinds),
      roomIdentifier: z.string(),
      roomName: z.string(),
      /** For a change: the Italian words of what changes («Superficie: da 12,50 a 14,00 m²»). */
      details: z.array(z.string()),
    }),
  ),
});
export type RoomImportResult = z.infer<typeof roomImportResultSchema>;

/** The progress event of a running import, sent on the hub to the user who runs it. */
export const roomImportProgressSchema = z.object({
  progressId: z.uuid(),
  phase: z.enum(['reading', 'checking', 'applying']),
  rowsRead: z.number().int(),
  rowsInFile: z.number().int(),
});
export type RoomImportProgress = z.infer<typeof roomImportProgressSchema>;

export const importIdParams = z.object({ importId: z.uuid() });

/** A past import of a site, for the back office's list and desk. */
export const roomImportRunSchema = z.object({
  importId: z.uuid(),
  siteCode: z.string(),
  siteName: z.string(),
  fileName: z.string(),
  dryRun: z.boolean(),
  effectiveFrom: isoDateSchema,
  rowsRead: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  closed: z.number().int(),
  rejected: z.number().int(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type RoomImportRun = z.infer<typeof roomImportRunSchema>;
export const roomImportRunListQuerySchema = z.object({
  siteCode: codeText(16).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** A room and a day, the body items of room-details and periods-when-rooms-open. */
export const roomDatePairSchema = z.object({ roomId: roomIdParams.shape.roomId, date: isoDateSchema });
export const roomDatePairsSchema = z.array(roomDatePairSchema).min(1).max(roomImportLimits.maxRoomDatePairs);
export const excludedVariationQuerySchema = z.object({
  /** A variation whose changes are left out (editing it must not conflict with itself). */
  excludedVariationId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** room-details: room id → day → the room's details on that day. */
export const roomDetailsMapSchema = z.record(z.string(), z.record(z.string(), roomDetailsSchema));

export const openPeriodSchema = z.object({ from: isoDateSchema, to: isoDateSchema.nullable() });
/** periods-when-rooms-open: room id → day → the room's open periods that end on or after that day. */
export const roomOpenPeriodsMapSchema = z.record(z.string(), z.record(z.string(), z.array(openPeriodSchema)));
