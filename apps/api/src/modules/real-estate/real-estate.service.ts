import {
  formatItalianDate,
  realEstateAccess,
  romeCalendarDay,
  type RealEstateSummary,
  type Room,
  type RoomCatalogue,
  type RoomFilterQuery,
  type RoomListQuery,
  type RoomListResult,
  type RoomPage,
  type RoomRow,
  type RoomTree,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { assertSiteReader, siteScopeOf, type Tenancy } from '../tenancy/index.ts';
import { lastDayOf, snapshotOn } from './room-history.ts';
import type { RoomHistoryRecord, RoomReadsRepository, RoomRowRecord } from './room-reads.repository.ts';
import { addSums, squareMetres, toTotals } from './room-totals.ts';

const { read } = realEstateAccess.rules;

/** The most rooms an export holds (a site has a few thousand; an import at most 100,000 rows). */
export const roomExportLimit = 100_000;

/** The dashboard card's sites with most rooms not open. */
const sitesWithClosuresShown = 5;

export const toRoomRow = (row: RoomRowRecord): RoomRow => ({
  roomId: row.roomId,
  roomIdentifier: row.roomIdentifier,
  roomName: row.roomName,
  open: row.state === 'open',
  state: row.state,
  areaCategoryId: row.areaCategoryId,
  areaCategoryName: row.areaCategoryName,
  area: squareMetres(row.areaCentiSqm),
  frequency: row.frequency,
  frequencyName: row.frequencyName,
  floorId: row.floorId,
  floorName: row.floorName,
  buildingName: row.buildingName,
  nextChangeOn: row.nextChangeOn,
});

/** SPEC.md section 3's Room, exactly its fields. */
const toRoom = (row: RoomRowRecord): Room => ({
  roomName: row.roomName,
  open: row.state === 'open',
  areaCategoryId: row.areaCategoryId,
  area: squareMetres(row.areaCentiSqm),
  frequency: row.frequency,
  roomIdentifier: row.roomIdentifier,
  roomId: row.roomId,
  floorId: row.floorId,
  floorName: row.floorName,
  buildingName: row.buildingName,
});

/** What made a snapshot: an accepted variation request, an import (its file and day), or the first load. */
const sourceOf = (snapshot: RoomHistoryRecord) =>
  snapshot.variationId !== null
    ? `Richiesta di variazione n. ${String(snapshot.variationId)}`
    : snapshot.importFileName && snapshot.importedAt
      ? `Importazione di ${snapshot.importFileName} del ${formatItalianDate(romeCalendarDay(snapshot.importedAt))}`
      : 'Caricamento iniziale';

const byPlace = { sortBy: 'building', sortDirection: 'asc' } as const;

/**
 * Reading the real-estate registry: a site's rooms on a day as SPEC.md's list, as a tree, as a table and
 * its export; a room's page with its history; the catalogue of categories and frequencies; the customer's
 * dashboard card. Every read checks realEstateAccess.rules.read (403) and the site through tenancy: a
 * site's routes as the other site tabs do (findVisibleSite), a room's or floor's by the same reach in SQL
 * (404 when out of it, which says nothing of another customer's rooms).
 */
export function createRealEstateService(deps: {
  rooms: RoomReadsRepository;
  tenancy: Tenancy;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const dayOf = (date: string | undefined) => date ?? romeCalendarDay(now());
  const visibleSite = (auth: AuthContext, siteCode: string) =>
    deps.tenancy.findVisibleSite(auth, siteCode, read);
  const readerScope = (auth: AuthContext) => {
    assertSiteReader(auth, read);
    return siteScopeOf(auth);
  };

  return {
    async siteRooms(auth: AuthContext, siteCode: string, date?: string): Promise<Room[]> {
      await visibleSite(auth, siteCode);
      const rows = await deps.rooms.findRows(siteCode, dayOf(date), {}, byPlace);
      return rows.map(toRoom);
    },

    async tree(auth: AuthContext, siteCode: string, date?: string): Promise<RoomTree> {
      await visibleSite(auth, siteCode);
      const day = dayOf(date);
      const [siteName, floors] = await Promise.all([
        deps.rooms.findSiteName(siteCode),
        deps.rooms.sumByFloor(siteCode, day),
      ]);
      const buildingNames = [...new Set(floors.map((floor) => floor.buildingName))];
      const buildings = buildingNames.map((buildingName) => {
        const own = floors.filter((floor) => floor.buildingName === buildingName);
        return {
          buildingName,
          totals: toTotals(addSums(own)),
          floors: own.map((floor) => ({
            floorId: floor.floorId,
            floorName: floor.floorName,
            totals: toTotals(floor),
          })),
        };
      });
      return { siteCode, siteName, date: day, totals: toTotals(addSums(floors)), buildings };
    },

    async list(auth: AuthContext, siteCode: string, query: RoomListQuery): Promise<RoomListResult> {
      await visibleSite(auth, siteCode);
      const day = dayOf(query.date);
      const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
      const [siteName, rows, sums] = await Promise.all([
        deps.rooms.findSiteName(siteCode),
        deps.rooms.findRows(siteCode, day, query, query, page),
        deps.rooms.sumRows(siteCode, day, query),
      ]);
      return { siteName, date: day, data: rows.map(toRoomRow), total: sums.rooms, totals: toTotals(sums) };
    },

    /** Every room the table's filters keep (up to roomExportLimit), for the Excel export. */
    async listForExport(auth: AuthContext, siteCode: string, filter: RoomFilterQuery) {
      await visibleSite(auth, siteCode);
      const day = dayOf(filter.date);
      const rows = await deps.rooms.findRows(siteCode, day, filter, filter, {
        limit: roomExportLimit,
        offset: 0,
      });
      return { siteCode, day, rows: rows.map(toRoomRow) };
    },

    async roomPage(auth: AuthContext, roomId: number, date?: string): Promise<RoomPage> {
      const room = await deps.rooms.findRoom(roomId, readerScope(auth));
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      const day = dayOf(date);
      const history = await deps.rooms.findHistories([roomId]);
      const onDay = snapshotOn(history, day);
      return {
        siteCode: room.siteCode,
        siteName: room.siteName,
        date: day,
        roomIdentifier: room.roomIdentifier,
        buildingName: room.buildingName,
        floorName: room.floorName,
        room: onDay
          ? toRoomRow({ ...room, ...onDay.current, nextChangeOn: onDay.next?.effectiveFrom ?? null })
          : null,
        history: history
          .map((snapshot, index) => ({
            from: snapshot.effectiveFrom,
            to: lastDayOf(history[index + 1]),
            state: snapshot.state,
            roomName: snapshot.roomName,
            area: squareMetres(snapshot.areaCentiSqm),
            areaCategoryName: snapshot.areaCategoryName,
            frequency: snapshot.frequency,
            frequencyName: snapshot.frequencyName,
            source: sourceOf(snapshot),
          }))
          .reverse(),
      };
    },

    async catalogue(auth: AuthContext): Promise<RoomCatalogue> {
      assertSiteReader(auth, read);
      const { categories, frequencies } = await deps.rooms.findCatalogue();
      const coefficient = (thousandths: number | null) => (thousandths === null ? null : thousandths / 1000);
      return {
        areaCategories: categories.map((category) => ({
          ...category,
          coefficient: coefficient(category.coefficient),
        })),
        frequencies: frequencies.map((frequency) => ({
          ...frequency,
          coefficient: coefficient(frequency.coefficient),
        })),
      };
    },

    /** The customer's card: their sites' rooms today, the closures in progress, the sites most closed. */
    async summary(auth: AuthContext): Promise<RealEstateSummary> {
      const sites = await deps.rooms.sumByVisibleSite(siteScopeOf(auth), romeCalendarDay(now()));
      const sitesWithClosures = sites
        .filter((site) => site.notOpen > 0)
        .sort((a, b) => b.notOpen - a.notOpen || a.siteName.localeCompare(b.siteName, 'it'))
        .slice(0, sitesWithClosuresShown)
        .map(({ siteCode, siteName, rooms, notOpen }) => ({ siteCode, siteName, rooms, notOpen }));
      return {
        totals: toTotals(addSums(sites)),
        sites: sites.length,
        temporarilyClosed: sites.reduce((total, site) => total + site.temporarilyClosed, 0),
        sitesWithClosures,
      };
    },
  };
}

export type RealEstateService = ReturnType<typeof createRealEstateService>;
