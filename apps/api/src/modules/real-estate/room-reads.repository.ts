import { and, asc, desc, eq, inArray, lte, ne, sql, type Column, type SQL } from 'drizzle-orm';
import {
  areaCategories,
  buildings,
  cleaningFrequencies,
  floors,
  jobOrders,
  roomImportRuns,
  rooms,
  roomStates,
  sites,
  variationRequestRooms,
  variationRequests,
  type Database,
} from '@portale/db';
import { alias } from 'drizzle-orm/pg-core';
import { pendingVariationStates, type RoomFilterQuery, type RoomSort } from '@portale/shared';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';
import type { RoomSums } from './room-totals.ts';

export type RoomFilters = Partial<
  Pick<RoomFilterQuery, 'query' | 'building' | 'floorId' | 'areaCategoryId' | 'frequency' | 'state'>
>;
export type RoomOrder = { sortBy: RoomSort; sortDirection: 'asc' | 'desc' };

/**
 * The registry's reads. A room exists on a day from its first snapshot on; what it is that day is its
 * latest snapshot on or before it, found by a LATERAL subquery one step back on room_states' primary key
 * (room_id, effective_from). Every query is of one site (rooms' unique (site_code, identifier) index), of
 * one floor (rooms_floor_idx), of listed rooms, or of the sites a customer user sees.
 */
export function createRoomReadsRepository(db: Database) {
  /**
   * The rooms that exist on the day, each with its place, its snapshot of that day (the latest on or
   * before it, one step back on room_states' primary key), and its category's and frequency's words and
   * coefficients, of the sites `ofSites` keeps. Its condition is put on the rooms and on the buildings
   * both: put on the rooms only, PostgreSQL hashed the whole floors table for any order but the
   * identifier's (70–120 ms at scale 500 instead of 4–12).
   */
  const roomsOn = (day: string, ofSites: (siteCode: Column) => SQL) => {
    const snapshot = db
      .select({
        state: roomStates.state,
        name: roomStates.name,
        areaCentiSqm: roomStates.areaCentiSqm,
        areaCategoryId: roomStates.areaCategoryId,
        frequencyCode: roomStates.frequencyCode,
      })
      .from(roomStates)
      .where(and(eq(roomStates.roomId, rooms.id), lte(roomStates.effectiveFrom, day)))
      .orderBy(desc(roomStates.effectiveFrom))
      .limit(1)
      .as('snapshot');
    return db
      .select({
        roomId: rooms.id,
        siteCode: rooms.siteCode,
        roomIdentifier: rooms.identifier,
        floorId: rooms.floorId,
        floorName: sql<string>`${floors.name}`.as('floor_name'),
        buildingName: sql<string>`${buildings.name}`.as('building_name'),
        state: snapshot.state,
        roomName: snapshot.name,
        areaCentiSqm: snapshot.areaCentiSqm,
        areaCategoryId: snapshot.areaCategoryId,
        areaCategoryName: sql<string>`${areaCategories.name}`.as('area_category_name'),
        categoryCoefficient: areaCategories.coefficientThousandths,
        frequency: snapshot.frequencyCode,
        frequencyName: sql<string>`${cleaningFrequencies.name}`.as('frequency_name'),
        frequencyOrder: cleaningFrequencies.sortOrder,
        frequencyCoefficient: sql<number | null>`${cleaningFrequencies.coefficientThousandths}`.as(
          'frequency_coefficient',
        ),
      })
      .from(rooms)
      .innerJoin(floors, eq(floors.id, rooms.floorId))
      .innerJoin(buildings, eq(buildings.id, floors.buildingId))
      .innerJoinLateral(snapshot, sql`true`)
      .innerJoin(areaCategories, eq(areaCategories.id, snapshot.areaCategoryId))
      .innerJoin(cleaningFrequencies, eq(cleaningFrequencies.code, snapshot.frequencyCode))
      .where(and(ofSites(rooms.siteCode), ofSites(buildings.siteCode)))
      .as('room_on_day');
  };
  type RoomsOn = ReturnType<typeof roomsOn>;

  /**
   * RoomSums' aggregates: areas in hundredths of m²; the equivalent area, area × both coefficients
   * (thousandths), over open rooms; `unpriced` when an open room lacks either coefficient.
   */
  const sumColumns = (room: RoomsOn) => {
    const open = sql`${room.state} = 'open'`;
    return {
      rooms: sql<number>`count(*)`.mapWith(Number),
      openRooms: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
      areaCenti: sql<number>`coalesce(sum(${room.areaCentiSqm}), 0)`.mapWith(Number),
      openAreaCenti: sql<number>`coalesce(sum(${room.areaCentiSqm}) filter (where ${open}), 0)`.mapWith(
        Number,
      ),
      equivalentCenti:
        sql<number>`coalesce(sum(${room.areaCentiSqm}::numeric * ${room.categoryCoefficient} * ${room.frequencyCoefficient}) filter (where ${open}), 0) / 1000000`.mapWith(
          Number,
        ),
      unpriced: sql<boolean>`coalesce(bool_or(${room.categoryCoefficient} is null or ${room.frequencyCoefficient} is null) filter (where ${open}), false)`,
    } satisfies Record<keyof RoomSums, unknown>;
  };

  /** The day after which the room next changes, if it does (its next snapshot). */
  const nextChangeOn = (room: RoomsOn, day: string) =>
    sql<
      string | null
    >`(select min(${roomStates.effectiveFrom}) from ${roomStates} where ${roomStates.roomId} = ${room.roomId} and ${roomStates.effectiveFrom} > ${day})`;

  const filterConditions = (room: RoomsOn, filters: RoomFilters): (SQL | undefined)[] => [
    filters.building === undefined ? undefined : eq(room.buildingName, filters.building),
    filters.floorId === undefined ? undefined : eq(room.floorId, filters.floorId),
    filters.areaCategoryId === undefined ? undefined : eq(room.areaCategoryId, filters.areaCategoryId),
    filters.frequency === undefined ? undefined : eq(room.frequency, filters.frequency),
    filters.state === undefined
      ? undefined
      : filters.state === 'open'
        ? eq(room.state, 'open')
        : ne(room.state, 'open'),
    searchCondition(filters.query, [sql`${room.roomIdentifier}`, sql`${room.roomName}`]),
  ];

  const sortKeys = (room: RoomsOn): Record<RoomSort, SQL[]> => ({
    identifier: [sql`${room.roomIdentifier}`],
    name: [sql`${room.roomName}`],
    building: [sql`${room.buildingName}`, sql`${room.floorName}`],
    floor: [sql`${room.floorName}`, sql`${room.buildingName}`],
    area: [sql`${room.areaCentiSqm}`],
    category: [sql`${room.areaCategoryName}`],
    frequency: [sql`${room.frequencyOrder}`],
  });

  return {
    async findSiteName(siteCode: string): Promise<string> {
      const [row] = await db.select({ name: sites.name }).from(sites).where(eq(sites.code, siteCode));
      return row?.name ?? siteCode;
    },

    /** A site's rooms on the day, filtered and sorted (identifier last, so pages never overlap). */
    async findRows(
      siteCode: string,
      day: string,
      filters: RoomFilters,
      order: RoomOrder,
      page?: { limit: number; offset: number },
    ) {
      const room = roomsOn(day, (code) => eq(code, siteCode));
      const direction = order.sortDirection === 'asc' ? asc : desc;
      const query = db
        .select({
          roomId: room.roomId,
          roomIdentifier: room.roomIdentifier,
          floorId: room.floorId,
          floorName: room.floorName,
          buildingName: room.buildingName,
          state: room.state,
          roomName: room.roomName,
          areaCentiSqm: room.areaCentiSqm,
          areaCategoryId: room.areaCategoryId,
          areaCategoryName: room.areaCategoryName,
          frequency: room.frequency,
          frequencyName: room.frequencyName,
          nextChangeOn: nextChangeOn(room, day),
        })
        .from(room)
        .where(and(...filterConditions(room, filters)))
        .orderBy(...sortKeys(room)[order.sortBy].map((key) => direction(key)), asc(room.roomIdentifier))
        .$dynamic();
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },

    /** The totals of a site's rooms the filters keep, on the day. */
    async sumRows(siteCode: string, day: string, filters: RoomFilters): Promise<RoomSums> {
      const room = roomsOn(day, (code) => eq(code, siteCode));
      const [row] = await db
        .select(sumColumns(room))
        .from(room)
        .where(and(...filterConditions(room, filters)));
      return row as RoomSums;
    },

    /** A site's totals on the day per floor, for the tree (buildings and site add them up). */
    async sumByFloor(siteCode: string, day: string) {
      const room = roomsOn(day, (code) => eq(code, siteCode));
      return db
        .select({
          buildingName: room.buildingName,
          floorId: room.floorId,
          floorName: room.floorName,
          ...sumColumns(room),
        })
        .from(room)
        .groupBy(room.buildingName, room.floorId, room.floorName)
        .orderBy(asc(room.buildingName), asc(room.floorName), asc(room.floorId));
    },

    /**
     * The totals on the day per site the customer user sees (published, within their reach), with the
     * rooms not open and those of them whose state changes again later (temporary closures).
     */
    async sumByVisibleSite(scope: SiteScope, day: string) {
      const visibleSites = db
        .select({ code: sites.code })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(visibleSitesCondition(scope));
      const room = roomsOn(day, (code) => inArray(code, visibleSites));
      const notOpen = sql`${room.state} <> 'open'`;
      const changesLater = sql`exists (select 1 from ${roomStates} where ${roomStates.roomId} = ${room.roomId} and ${roomStates.effectiveFrom} > ${day})`;
      return db
        .select({
          siteCode: room.siteCode,
          siteName: sql<string>`(select ${sites.name} from ${sites} where ${sites.code} = ${room.siteCode})`,
          notOpen: sql<number>`count(*) filter (where ${notOpen})`.mapWith(Number),
          temporarilyClosed: sql<number>`count(*) filter (where ${notOpen} and ${changesLater})`.mapWith(
            Number,
          ),
          ...sumColumns(room),
        })
        .from(room)
        .groupBy(room.siteCode);
    },

    /** A room with its place and site, when the scope reaches the site; null otherwise. */
    async findRoom(roomId: number, scope: SiteScope) {
      const [row] = await db
        .select({
          roomId: rooms.id,
          roomIdentifier: rooms.identifier,
          floorId: rooms.floorId,
          floorName: floors.name,
          buildingName: buildings.name,
          siteCode: sites.code,
          siteName: sites.name,
        })
        .from(rooms)
        .innerJoin(floors, eq(floors.id, rooms.floorId))
        .innerJoin(buildings, eq(buildings.id, floors.buildingId))
        .innerJoin(sites, eq(sites.code, rooms.siteCode))
        .innerJoin(jobOrders, joinJobOrder)
        .where(and(eq(rooms.id, roomId), visibleSitesCondition(scope)));
      return row ?? null;
    },

    /**
     * The rooms among `roomIds` the scope reaches, with their site's fee formula (the room calls of
     * SPEC.md section 7).
     */
    async findReachableRooms(roomIds: readonly number[], scope: SiteScope) {
      return db
        .select({ roomId: rooms.id, siteCode: sites.code, feeFormula: sites.feeFormula })
        .from(rooms)
        .innerJoin(sites, eq(sites.code, rooms.siteCode))
        .innerJoin(jobOrders, joinJobOrder)
        .where(and(inArray(rooms.id, [...roomIds]), visibleSitesCondition(scope)));
    },

    /**
     * The whole history of the rooms, oldest first per room, with the words and coefficients of each
     * snapshot's category and frequency and the import that wrote it, if any.
     */
    async findHistories(roomIds: readonly number[]) {
      return db
        .select({
          roomId: roomStates.roomId,
          effectiveFrom: roomStates.effectiveFrom,
          state: roomStates.state,
          roomName: roomStates.name,
          areaCentiSqm: roomStates.areaCentiSqm,
          areaCategoryId: roomStates.areaCategoryId,
          areaCategoryName: areaCategories.name,
          categoryCoefficient: areaCategories.coefficientThousandths,
          frequency: roomStates.frequencyCode,
          frequencyName: cleaningFrequencies.name,
          frequencyCoefficient: cleaningFrequencies.coefficientThousandths,
          importFileName: roomImportRuns.fileName,
          importedAt: roomImportRuns.createdAt,
          variationId: roomStates.variationId,
        })
        .from(roomStates)
        .innerJoin(areaCategories, eq(areaCategories.id, roomStates.areaCategoryId))
        .innerJoin(cleaningFrequencies, eq(cleaningFrequencies.code, roomStates.frequencyCode))
        .leftJoin(roomImportRuns, eq(roomImportRuns.id, roomStates.importRunId))
        .where(inArray(roomStates.roomId, [...roomIds]))
        .orderBy(asc(roomStates.roomId), asc(roomStates.effectiveFrom));
    },

    /**
     * The pending room variations (sent or to be handled) of the rooms, but `excludedVariationId`, in
     * the order they were asked, each room with what it becomes and its new category's and frequency's
     * words and coefficients.
     */
    async findPendingVariations(roomIds: readonly number[], excludedVariationId: number | null) {
      if (roomIds.length === 0) return [];
      const newCategory = alias(areaCategories, 'new_category');
      const newFrequency = alias(cleaningFrequencies, 'new_frequency');
      return db
        .select({
          variationId: variationRequests.id,
          roomId: variationRequestRooms.roomId,
          roomVariationType: variationRequests.roomVariationType,
          dateFrom: variationRequests.dateFrom,
          dateTo: variationRequests.dateTo,
          newAreaCentiSqm: variationRequestRooms.newAreaCentiSqm,
          newAreaCategoryId: variationRequestRooms.newAreaCategoryId,
          newAreaCategoryName: newCategory.name,
          newCategoryCoefficient: newCategory.coefficientThousandths,
          newFrequencyCode: variationRequestRooms.newFrequencyCode,
          newFrequencyName: newFrequency.name,
          newFrequencyCoefficient: newFrequency.coefficientThousandths,
        })
        .from(variationRequestRooms)
        .innerJoin(variationRequests, eq(variationRequests.id, variationRequestRooms.variationId))
        .leftJoin(newCategory, eq(newCategory.id, variationRequestRooms.newAreaCategoryId))
        .leftJoin(newFrequency, eq(newFrequency.code, variationRequestRooms.newFrequencyCode))
        .where(
          and(
            inArray(variationRequestRooms.roomId, [...roomIds]),
            inArray(variationRequests.state, [...pendingVariationStates]),
            excludedVariationId === null ? undefined : ne(variationRequests.id, excludedVariationId),
          ),
        )
        .orderBy(asc(variationRequests.id));
    },

    async findCatalogue() {
      const [categories, frequencies] = await Promise.all([
        db
          .select({
            id: areaCategories.id,
            name: areaCategories.name,
            coefficient: areaCategories.coefficientThousandths,
          })
          .from(areaCategories)
          .orderBy(asc(areaCategories.name)),
        db
          .select({
            code: cleaningFrequencies.code,
            name: cleaningFrequencies.name,
            coefficient: cleaningFrequencies.coefficientThousandths,
          })
          .from(cleaningFrequencies)
          .orderBy(asc(cleaningFrequencies.sortOrder)),
      ]);
      return { categories, frequencies };
    },
  };
}

export type RoomReadsRepository = ReturnType<typeof createRoomReadsRepository>;
export type RoomRowRecord = Awaited<ReturnType<RoomReadsRepository['findRows']>>[number];
export type RoomHistoryRecord = Awaited<ReturnType<RoomReadsRepository['findHistories']>>[number];
export type PendingRoomVariationRecord = Awaited<
  ReturnType<RoomReadsRepository['findPendingVariations']>
>[number];
