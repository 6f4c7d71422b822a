import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import {
  equipmentDocuments,
  equipmentQrCodes,
  equipmentReports,
  jobOrders,
  siteEquipments,
  type Database,
} from '@portale/db';
import { publicEquipmentDocumentKinds } from '@portale/shared';
import { equipmentColumns, joinPlace } from './equipment-columns.repository.ts';

/** What the labels' public page reads, by a code: never by the equipment's id. */
export function createEquipmentPublicRepository(db: Database) {
  return {
    /** A code as stored, whether active, revoked or replaced; null for a code that never existed. */
    async code(publicId: string) {
      const [row] = await db
        .select({
          equipmentId: equipmentQrCodes.equipmentId,
          revokedAt: equipmentQrCodes.revokedAt,
          replacedAt: equipmentQrCodes.replacedAt,
        })
        .from(equipmentQrCodes)
        .where(eq(equipmentQrCodes.publicId, publicId));
      return row ?? null;
    },

    /** The equipment's public part, its place, its site and customer (for the ticket), and its safety documents. */
    async equipment(equipmentId: number) {
      const [[row], documents] = await Promise.all([
        joinPlace(
          db
            .select({
              ...equipmentColumns,
              customerCode: jobOrders.customerCode,
            })
            .from(siteEquipments)
            .$dynamic(),
        ).where(eq(siteEquipments.id, equipmentId)),
        db
          .select({
            id: equipmentDocuments.id,
            kind: equipmentDocuments.kind,
            title: equipmentDocuments.title,
            sizeBytes: equipmentDocuments.sizeBytes,
          })
          .from(equipmentDocuments)
          .where(
            and(
              eq(equipmentDocuments.equipmentId, equipmentId),
              inArray(equipmentDocuments.kind, [...publicEquipmentDocumentKinds]),
            ),
          )
          .orderBy(asc(equipmentDocuments.kind), asc(equipmentDocuments.title)),
      ]);
      return row ? { row, documents } : null;
    },

    /** A safety document of the equipment; null for any other document. */
    async document(equipmentId: number, documentId: string) {
      const [row] = await db
        .select({
          storageKey: equipmentDocuments.storageKey,
          filename: equipmentDocuments.filename,
          contentType: equipmentDocuments.contentType,
        })
        .from(equipmentDocuments)
        .where(
          and(
            eq(equipmentDocuments.id, documentId),
            eq(equipmentDocuments.equipmentId, equipmentId),
            inArray(equipmentDocuments.kind, [...publicEquipmentDocumentKinds]),
          ),
        );
      return row ?? null;
    },

    /** The reports a code has sent since a moment. */
    async reportsSince(publicId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(equipmentReports)
        .where(and(eq(equipmentReports.qrCodeId, publicId), gte(equipmentReports.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The row that ties a report's ticket to its equipment and code, in the ticket's transaction. */
    recordReport: (
      tx: Database,
      report: { ticketId: string; equipmentId: number; qrCodeId: string; createdAt: Date },
    ) =>
      tx
        .insert(equipmentReports)
        .values(report)
        .then(() => undefined),
  };
}

export type EquipmentPublicRepository = ReturnType<typeof createEquipmentPublicRepository>;
