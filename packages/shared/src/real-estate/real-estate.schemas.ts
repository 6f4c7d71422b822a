import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, searchText } from '../tickets/text.schemas.ts';
import { roomTotalsSchema, squareMetresSchema } from './room-totals.schemas.ts';
import { roomSorts, roomStateFilters, roomStates } from './room-enums.ts';

export const roomIdParams = z.object({ roomId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The day the rooms are shown on (Italian calendar day); today when not given. */
export const onDayQuerySchema = z.object({ date: isoDateSchema.optional() });

/**
 * A room on a day, with SPEC.md section 3's fields exactly: `open` is whether it is open that day,
 * `area` in m², `frequency` the cleaning frequency's code ('5/7').
 */
export const roomSchema = z.object({
  roomName: z.string(),
  open: z.boolean(),
  areaCategoryId: z.number().int(),
  area: squareMetresSchema,
  frequency: z.string(),
  roomIdentifier: z.string(),
  roomId: z.number().int(),
  floorId: z.number().int(),
  floorName: z.string(),
  buildingName: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

/** Room details by id (SPEC.md section 3), as the room is on the day asked. */
export const roomDetailsSchema = roomSchema.pick({
  roomName: true,
  open: true,
  areaCategoryId: true,
  area: true,
  frequency: true,
});
export type RoomDetails = z.infer<typeof roomDetailsSchema>;

/** A row of the flat table: the room, and the words of its category, frequency and state. */
export const roomRowSchema = roomSchema.extend({
  state: z.enum(roomStates),
  areaCategoryName: z.string(),
  frequencyName: z.string(),
  /** The room's state changes on this later day (the next row of its history), if any. */
  nextChangeOn: isoDateSchema.nullable(),
});
export type RoomRow = z.infer<typeof roomRowSchema>;

/** Counts and areas of a level of the tree (site, building, floor) on the day. */

export const roomTreeSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  date: isoDateSchema,
  totals: roomTotalsSchema,
  buildings: z.array(
    z.object({
      buildingName: z.string(),
      totals: roomTotalsSchema,
      floors: z.array(
        z.object({ floorId: z.number().int(), floorName: z.string(), totals: roomTotalsSchema }),
      ),
    }),
  ),
});
export type RoomTree = z.infer<typeof roomTreeSchema>;

/** The flat table's filters, shared by the list and its export. */
export const roomFilterQuerySchema = onDayQuerySchema.extend({
  /** Searched in the room's identifier and name. */
  query: searchText(),
  building: codeText(200).optional(),
  floorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  areaCategoryId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  frequency: codeText(16).optional(),
  state: z.enum(roomStateFilters).optional(),
  sortBy: z.enum(roomSorts).default('identifier'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type RoomFilterQuery = z.infer<typeof roomFilterQuerySchema>;

export const roomListQuerySchema = roomFilterQuerySchema.extend(pagingQuerySchema.shape).extend({
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type RoomListQuery = z.infer<typeof roomListQuerySchema>;
export type RoomListQueryInput = z.input<typeof roomListQuerySchema>;

export const roomListResultSchema = z.object({
  siteName: z.string(),
  date: isoDateSchema,
  data: z.array(roomRowSchema),
  total: z.number().int(),
  /** Totals of every room the filters keep, not only this page. */
  totals: roomTotalsSchema,
});
export type RoomListResult = z.infer<typeof roomListResultSchema>;

/** One row of a room's history: what it was from `from` to `to` (both included; null: still). */
export const roomHistoryEntrySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema.nullable(),
  state: z.enum(roomStates),
  roomName: z.string(),
  area: squareMetresSchema,
  areaCategoryName: z.string(),
  frequency: z.string(),
  frequencyName: z.string(),
  /** What made the change: an import (with its file name), or the registry's first load. */
  source: z.string().nullable(),
});
export type RoomHistoryEntry = z.infer<typeof roomHistoryEntrySchema>;

export const roomPageSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  date: isoDateSchema,
  /** The room on the day asked; null when it did not exist yet on that day. */
  room: roomRowSchema.nullable(),
  roomIdentifier: z.string(),
  buildingName: z.string(),
  floorName: z.string(),
  /** Latest first. */
  history: z.array(roomHistoryEntrySchema),
});
export type RoomPage = z.infer<typeof roomPageSchema>;

export const areaCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The equivalent-area coefficient (1.2), null when not set. */
  coefficient: z.number().nullable(),
});
export const cleaningFrequencySchema = z.object({
  code: z.string(),
  name: z.string(),
  coefficient: z.number().nullable(),
});
export const roomCatalogueSchema = z.object({
  areaCategories: z.array(areaCategorySchema),
  frequencies: z.array(cleaningFrequencySchema),
});
export type RoomCatalogue = z.infer<typeof roomCatalogueSchema>;
