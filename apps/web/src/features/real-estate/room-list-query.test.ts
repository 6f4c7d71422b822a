import { roomListQuerySchema } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { roomListSearchSchema, roomPageSearchSchema } from './real-estate-search.ts';
import { hasRoomFilters, parseRoomSortOption, roomSortValue, toRoomListQuery } from './room-list-query.ts';

describe('the registry in the address bar', () => {
  it('keeps the flat table’s site, day, filters and page and drops what makes no sense', () => {
    expect(
      roomListSearchSchema.parse({
        site: 'UB000001',
        date: '2026-02-30',
        query: ' degenza ',
        building: 'Padiglione A',
        floorId: 12,
        areaCategoryId: 0,
        frequency: '5/7',
        state: 'closed',
        sortBy: 'area',
        page: 2.5,
      }),
    ).toEqual({
      site: 'UB000001',
      query: 'degenza',
      building: 'Padiglione A',
      floorId: 12,
      frequency: '5/7',
      sortBy: 'area',
    });
  });

  it('names a room by its whole number only', () => {
    expect(roomPageSearchSchema.parse({ roomId: 42, date: '2025-03-01' })).toEqual({
      roomId: 42,
      date: '2025-03-01',
    });
    expect(roomPageSearchSchema.parse({ roomId: '42abc' })).toEqual({});
    expect(roomPageSearchSchema.parse({ roomId: -1 })).toEqual({});
  });
});

describe('the flat table’s query', () => {
  it('asks the API a page on the day, by identifier by default, in a shape its schema accepts', () => {
    const query = toRoomListQuery({ query: '', state: 'notOpen', page: 3 }, '2025-03-01');
    expect(query).toMatchObject({
      date: '2025-03-01',
      query: undefined,
      state: 'notOpen',
      sortBy: 'identifier',
      sortDirection: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(roomListQuerySchema.safeParse(query).success).toBe(true);
  });

  it('puts the largest rooms first when sorted by area, unless told otherwise', () => {
    expect(roomSortValue({ sortBy: 'area' })).toBe('area:desc');
    expect(roomSortValue({ sortBy: 'area', sortDirection: 'asc' })).toBe('area:asc');
    expect(parseRoomSortOption('nowhere:desc')).toEqual({ sortBy: 'identifier', sortDirection: 'desc' });
  });

  it('counts as filtered only what narrows the rooms, not the site, the day or the order', () => {
    expect(hasRoomFilters({ site: 'UB000001', date: '2025-03-01', sortBy: 'name', page: 2 })).toBe(false);
    expect(hasRoomFilters({ floorId: 3 })).toBe(true);
    expect(hasRoomFilters({ state: 'open' })).toBe(true);
  });
});
