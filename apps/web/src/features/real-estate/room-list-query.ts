import { roomSorts, type RoomListQueryInput, type RoomSort } from '@portale/shared';
import { parseSortOption, sortOptions, type SortDirection } from '../../lib/sort-options.ts';
import { roomPageSize, type RoomListSearch } from './real-estate-search.ts';

/** The direction a user expects first: the largest rooms first, everything else A to Z. */
const expectedDirection = (sortBy: RoomSort): SortDirection => (sortBy === 'area' ? 'desc' : 'asc');

/** The order the address bar asks for, by identifier when it names none. */
export function roomSortOf(search: RoomListSearch): { sortBy: RoomSort; sortDirection: SortDirection } {
  const sortBy = search.sortBy ?? 'identifier';
  return { sortBy, sortDirection: search.sortDirection ?? expectedDirection(sortBy) };
}

export const roomSortOptions = sortOptions(roomSorts, {
  identifier: { label: 'Identificativo', asc: 'A-Z', desc: 'Z-A' },
  name: { label: 'Nome', asc: 'A-Z', desc: 'Z-A' },
  building: { label: 'Edificio', asc: 'A-Z', desc: 'Z-A' },
  floor: { label: 'Piano', asc: 'A-Z', desc: 'Z-A' },
  area: { label: 'Superficie', desc: 'dalla più grande', asc: 'dalla più piccola' },
  category: { label: 'Categoria', asc: 'A-Z', desc: 'Z-A' },
  frequency: { label: 'Frequenza', asc: 'A-Z', desc: 'Z-A' },
});

export const roomSortValue = (search: RoomListSearch): string => {
  const { sortBy, sortDirection } = roomSortOf(search);
  return `${sortBy}:${sortDirection}`;
};

export const parseRoomSortOption = (value: string) => parseSortOption(value, roomSorts, 'identifier');

/** The filters and order of the table on the day, as the list and its export ask them. */
export function toRoomFilter(
  search: RoomListSearch,
  date: string,
): Omit<RoomListQueryInput, 'page' | 'pageSize'> {
  return {
    date,
    query: search.query || undefined,
    building: search.building || undefined,
    floorId: search.floorId,
    areaCategoryId: search.areaCategoryId,
    frequency: search.frequency || undefined,
    state: search.state,
    ...roomSortOf(search),
  };
}

/** The API query of the page the address bar asks for. */
export const toRoomListQuery = (search: RoomListSearch, date: string): RoomListQueryInput => ({
  ...toRoomFilter(search, date),
  page: search.page ?? 1,
  pageSize: roomPageSize,
});

/** Whether a filter other than the site and the day narrows the rooms (to offer «Azzera i filtri»). */
export const hasRoomFilters = (search: RoomListSearch): boolean =>
  Boolean(
    search.query ||
    search.building ||
    search.floorId ||
    search.areaCategoryId ||
    search.frequency ||
    search.state,
  );
