import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  buildings,
  equipmentDocuments,
  equipmentLogEntries,
  equipmentQrCodes,
  equipmentReports,
  floors,
  jobOrders,
  roomStates,
  rooms,
  siteEquipments,
  sites,
  type Database,
} from '@portale/db';
import type {
  EquipmentDocumentKind,
  EquipmentFields,
  EquipmentListQuery,
  EquipmentLogKind,
} from '@portale/shared';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';
import { equipmentColumns, joinPlace, toEquipmentItem } from './equipment-columns.repository.ts';

/** A label's public id: 128 random bits, in base64url (22 characters), never derived from the row. */
export const newPublicId = () => randomBytes(16).toString('base64url');

export type NewLogEntry = {
  day: string;
  kind: EquipmentLogKind;
  description: string;
  performedBy: string | null;
  createdByUserId: string | null;
};

/** The equipment of the sites within reach, its documents, log and QR codes, and the writes staff make. */
export function createSiteEquipmentsRepository(db: Database) {
  const within = (scope: SiteScope, id: number) =>
    and(eq(siteEquipments.id, id), visibleSitesCondition(scope));

  async function addLog(tx: Database, equipmentId: number, entries: readonly NewLogEntry[]) {
    if (entries.length > 0)
      await tx.insert(equipmentLogEntries).values(entries.map((e) => ({ ...e, equipmentId })));
  }

  /** Revokes the active code; `replaced` marks it replaced, so its page says so. */
  async function revokeCode(tx: Database, equipmentId: number, at: Date, replaced: boolean) {
    await tx
      .update(equipmentQrCodes)
      .set({ revokedAt: at, replacedAt: replaced ? at : null })
      .where(and(eq(equipmentQrCodes.equipmentId, equipmentId), isNull(equipmentQrCodes.revokedAt)));
  }

  async function issueCode(tx: Database, equipmentId: number, at: Date) {
    await tx.insert(equipmentQrCodes).values({ publicId: newPublicId(), equipmentId, issuedAt: at });
  }

  return {
    async list(scope: SiteScope, query: EquipmentListQuery) {
      const direction = query.sortDirection === 'desc' ? desc : asc;
      const byName = [asc(siteEquipments.name), asc(siteEquipments.id)];
      const order: SQL[] = {
        name: [direction(siteEquipments.name), asc(siteEquipments.id)],
        site: [direction(sites.name), ...byName],
        category: [direction(siteEquipments.category), ...byName],
        state: [direction(siteEquipments.state), ...byName],
        installedOn: [
          sql`${siteEquipments.installedOn} ${sql.raw(query.sortDirection)} nulls last`,
          ...byName,
        ],
      }[query.sortBy];
      const rows = await joinPlace(
        db
          .select({
            ...equipmentColumns,
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(siteEquipments)
          .$dynamic(),
      )
        .where(
          and(
            visibleSitesCondition(scope),
            query.siteCode === undefined ? undefined : eq(siteEquipments.siteCode, query.siteCode),
            query.customerCode === undefined ? undefined : eq(jobOrders.customerCode, query.customerCode),
            query.category === undefined ? undefined : eq(siteEquipments.category, query.category),
            query.state === undefined ? undefined : eq(siteEquipments.state, query.state),
            query.retired ? undefined : isNull(siteEquipments.retiredOn),
            searchCondition(query.query, [
              sql`${siteEquipments.name}`,
              sql`${siteEquipments.brand}`,
              sql`${siteEquipments.model}`,
              sql`coalesce(${siteEquipments.serialNumber}, '')`,
              sql`${siteEquipments.labelCode}`,
            ]),
          ),
        )
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { data: rows.map(toEquipmentItem), total: rows[0]?.total ?? 0 };
    },

    /** The sites within reach that have equipment in service or retired, by name. */
    siteOptions(scope: SiteScope) {
      return db
        .selectDistinct({ siteCode: sites.code, siteName: sites.name })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .innerJoin(siteEquipments, eq(siteEquipments.siteCode, sites.code))
        .where(visibleSitesCondition(scope))
        .orderBy(asc(sites.name), asc(sites.code));
    },

    /** Equipment in use by state, and the reports from labels since `since`, within reach. */
    async summary(scope: SiteScope, since: Date) {
      const [states, [reports]] = await Promise.all([
        db
          .select({ state: siteEquipments.state, n: count() })
          .from(siteEquipments)
          .innerJoin(sites, eq(sites.code, siteEquipments.siteCode))
          .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
          .where(and(visibleSitesCondition(scope), isNull(siteEquipments.retiredOn)))
          .groupBy(siteEquipments.state),
        db
          .select({ n: count() })
          .from(equipmentReports)
          .innerJoin(siteEquipments, eq(siteEquipments.id, equipmentReports.equipmentId))
          .innerJoin(sites, eq(sites.code, siteEquipments.siteCode))
          .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
          .where(and(visibleSitesCondition(scope), gte(equipmentReports.createdAt, since))),
      ]);
      const of = (state: string) => states.find((row) => row.state === state)?.n ?? 0;
      return {
        inService: of('IN_SERVICE'),
        underMaintenance: of('UNDER_MAINTENANCE'),
        outOfService: of('OUT_OF_SERVICE'),
        reportsLast30Days: reports?.n ?? 0,
      };
    },

    /** One piece of equipment within reach, with its documents, log and active code; null otherwise. */
    async detail(scope: SiteScope, id: number) {
      const [row] = await joinPlace(db.select(equipmentColumns).from(siteEquipments).$dynamic()).where(
        within(scope, id),
      );
      if (!row) return null;
      const [documents, log, [qrCode]] = await Promise.all([
        db
          .select({
            id: equipmentDocuments.id,
            kind: equipmentDocuments.kind,
            title: equipmentDocuments.title,
            filename: equipmentDocuments.filename,
            contentType: equipmentDocuments.contentType,
            sizeBytes: equipmentDocuments.sizeBytes,
            uploadedAt: equipmentDocuments.uploadedAt,
          })
          .from(equipmentDocuments)
          .where(eq(equipmentDocuments.equipmentId, id))
          .orderBy(asc(equipmentDocuments.kind), asc(equipmentDocuments.title)),
        db
          .select({
            id: equipmentLogEntries.id,
            day: equipmentLogEntries.day,
            kind: equipmentLogEntries.kind,
            description: equipmentLogEntries.description,
            performedBy: equipmentLogEntries.performedBy,
          })
          .from(equipmentLogEntries)
          .where(eq(equipmentLogEntries.equipmentId, id))
          .orderBy(desc(equipmentLogEntries.day), desc(equipmentLogEntries.id)),
        db
          .select({ publicId: equipmentQrCodes.publicId, issuedAt: equipmentQrCodes.issuedAt })
          .from(equipmentQrCodes)
          .where(and(eq(equipmentQrCodes.equipmentId, id), isNull(equipmentQrCodes.revokedAt))),
      ]);
      return {
        ...toEquipmentItem(row),
        documents: documents.map((document) => ({
          ...document,
          uploadedAt: document.uploadedAt.toISOString(),
        })),
        log,
        qrCode: qrCode ?? null,
      };
    },

    /** A document of equipment within reach. */
    async document(scope: SiteScope, equipmentId: number, documentId: string) {
      const [row] = await db
        .select({
          storageKey: equipmentDocuments.storageKey,
          filename: equipmentDocuments.filename,
          contentType: equipmentDocuments.contentType,
        })
        .from(equipmentDocuments)
        .innerJoin(siteEquipments, eq(siteEquipments.id, equipmentDocuments.equipmentId))
        .innerJoin(sites, eq(sites.code, siteEquipments.siteCode))
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(and(eq(equipmentDocuments.id, documentId), within(scope, equipmentId)));
      return row ?? null;
    },

    /** The equipment's state and whether it was retired; null when it does not exist. */
    async current(id: number) {
      const [row] = await db
        .select({
          state: siteEquipments.state,
          retiredOn: siteEquipments.retiredOn,
          siteCode: siteEquipments.siteCode,
        })
        .from(siteEquipments)
        .where(eq(siteEquipments.id, id));
      return row ?? null;
    },

    /** The room's site, to check that a room belongs to the equipment's site; null for no such room. */
    async roomSite(roomId: number) {
      const [row] = await db.select({ siteCode: rooms.siteCode }).from(rooms).where(eq(rooms.id, roomId));
      return row?.siteCode ?? null;
    },

    async siteExists(siteCode: string) {
      const [row] = await db.select({ code: sites.code }).from(sites).where(eq(sites.code, siteCode));
      return row !== undefined;
    },

    /** A site's rooms in its registry, by building, floor and name. */
    roomOptions(siteCode: string) {
      return db
        .select({
          roomId: rooms.id,
          buildingName: buildings.name,
          floorName: floors.name,
          roomName: sql<string>`coalesce((select ${roomStates.name} from ${roomStates}
            where ${roomStates.roomId} = ${rooms.id} and ${roomStates.effectiveFrom} <= current_date
            order by ${roomStates.effectiveFrom} desc limit 1), ${rooms.identifier})`,
        })
        .from(rooms)
        .innerJoin(floors, eq(floors.id, rooms.floorId))
        .innerJoin(buildings, eq(buildings.id, floors.buildingId))
        .where(eq(rooms.siteCode, siteCode))
        .orderBy(asc(buildings.name), asc(floors.name), asc(rooms.identifier));
    },

    /** A new piece of equipment with its label's first code. */
    async create(fields: EquipmentFields & { siteCode: string }, at: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(siteEquipments)
          .values({ ...fields, createdAt: at, updatedAt: at })
          .returning({ id: siteEquipments.id });
        if (!row) throw new Error('equipment not stored');
        await issueCode(tx, row.id, at);
        return row.id;
      });
    },

    async update(
      id: number,
      fields: Partial<EquipmentFields> & { siteCode?: string },
      log: NewLogEntry[],
      at: Date,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(siteEquipments)
          .set({ ...fields, updatedAt: at })
          .where(eq(siteEquipments.id, id));
        await addLog(tx, id, log);
      });
    },

    async retire(id: number, day: string, log: NewLogEntry, at: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(siteEquipments)
          .set({ retiredOn: day, state: 'OUT_OF_SERVICE', updatedAt: at })
          .where(eq(siteEquipments.id, id));
        await revokeCode(tx, id, at, false);
        await addLog(tx, id, [log]);
      });
    },

    addLog: (id: number, entry: NewLogEntry) => addLog(db, id, [entry]),

    async addDocument(
      equipmentId: number,
      document: {
        kind: EquipmentDocumentKind;
        title: string;
        storageKey: string;
        filename: string;
        contentType: string;
        sizeBytes: number;
        uploadedByUserId: string;
      },
    ) {
      await db.insert(equipmentDocuments).values({ ...document, equipmentId });
    },

    /** Removes a document and gives its file's key, or null when the equipment has no such document. */
    async removeDocument(equipmentId: number, documentId: string) {
      const [row] = await db
        .delete(equipmentDocuments)
        .where(and(eq(equipmentDocuments.id, documentId), eq(equipmentDocuments.equipmentId, equipmentId)))
        .returning({ storageKey: equipmentDocuments.storageKey });
      return row?.storageKey ?? null;
    },

    /** A new code for the label; the previous one, if any, is marked replaced. */
    async replaceCode(id: number, at: Date) {
      await db.transaction(async (tx) => {
        await revokeCode(tx, id, at, true);
        await issueCode(tx, id, at);
      });
    },

    revokeCode: (id: number, at: Date) => revokeCode(db, id, at, false),

    /** What the labels print, for equipment in use with an active code, in the order asked. */
    async labels(ids: readonly number[]) {
      const rows = await joinPlace(
        db
          .select({
            ...equipmentColumns,
            publicId: equipmentQrCodes.publicId,
          })
          .from(siteEquipments)
          .$dynamic(),
      )
        .leftJoin(
          equipmentQrCodes,
          and(eq(equipmentQrCodes.equipmentId, siteEquipments.id), isNull(equipmentQrCodes.revokedAt)),
        )
        .where(inArray(siteEquipments.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
  };
}

export type SiteEquipmentsRepository = ReturnType<typeof createSiteEquipmentsRepository>;
