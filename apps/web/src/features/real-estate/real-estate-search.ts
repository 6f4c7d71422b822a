import { roomSorts, roomStateFilters } from '@portale/shared';
import {
  code,
  isoDay,
  listSearchSchema,
  oneOf,
  searchSchema,
  text,
  type SearchField,
  type SearchOf,
} from '../../lib/search-params.ts';

/**
 * The registry's pages as they sit in the address bar, so that a link (the dashboard's, a room's place),
 * a reload or the back button shows the same site, day and rows; a value that makes no sense is dropped.
 * The router's part, on the first screen: the API queries are in room-list-query.ts and api/.
 */

/** A row's id as the database numbers it: a whole number from 1. */
const recordId: SearchField<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647
    ? value
    : undefined;

/** The site and the day the rooms are shown on: the first site and today when not given. */
const siteAndDay = { site: code(16), date: isoDay };

/** /real-estate: a site's buildings, floors and rooms. */
export const roomTreeSearchSchema = searchSchema(siteAndDay);
export type RoomTreeSearch = SearchOf<typeof roomTreeSearchSchema>;

/** Rows per page of the flat table. */
export const roomPageSize = 50;

/** /real-estate-flat: the same rooms as one table, searched, filtered, sorted and paged. */
export const roomListSearchSchema = listSearchSchema(roomSorts, {
  ...siteAndDay,
  building: text(200),
  floorId: recordId,
  areaCategoryId: recordId,
  frequency: code(16),
  state: oneOf(roomStateFilters),
});
export type RoomListSearch = SearchOf<typeof roomListSearchSchema>;

/** /page-rooms: one room on a day, with its history. */
export const roomPageSearchSchema = searchSchema({ roomId: recordId, date: isoDay });
export type RoomPageSearch = SearchOf<typeof roomPageSearchSchema>;
