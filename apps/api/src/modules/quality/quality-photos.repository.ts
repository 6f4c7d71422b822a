import { and, asc, eq } from 'drizzle-orm';
import { qualityControlPhotos, type Database } from '@portale/db';

/** The photos of a control's drawn rooms (their control is checked by the caller first). */
export function createQualityPhotosRepository(db: Database) {
  const columns = {
    id: qualityControlPhotos.id,
    roomId: qualityControlPhotos.roomId,
    filename: qualityControlPhotos.filename,
    sizeBytes: qualityControlPhotos.sizeBytes,
    createdAt: qualityControlPhotos.createdAt,
  };
  return {
    async insert(photo: Omit<typeof qualityControlPhotos.$inferInsert, 'id' | 'createdAt'>) {
      const [row] = await db.insert(qualityControlPhotos).values(photo).returning(columns);
      return row!;
    },

    /** A control's photos, oldest first. */
    async findAll(controlId: number) {
      return db
        .select(columns)
        .from(qualityControlPhotos)
        .where(eq(qualityControlPhotos.controlId, controlId))
        .orderBy(asc(qualityControlPhotos.createdAt), asc(qualityControlPhotos.id));
    },

    /** One photo of a control, with where its bytes are; null when it is not the control's. */
    async find(controlId: number, photoId: string) {
      const [row] = await db
        .select({
          storageKey: qualityControlPhotos.storageKey,
          filename: qualityControlPhotos.filename,
          contentType: qualityControlPhotos.contentType,
        })
        .from(qualityControlPhotos)
        .where(and(eq(qualityControlPhotos.controlId, controlId), eq(qualityControlPhotos.id, photoId)))
        .limit(1);
      return row ?? null;
    },

    /** Deletes a photo of a control; its storage key, or null when it was not there. */
    async delete(controlId: number, photoId: string) {
      const [row] = await db
        .delete(qualityControlPhotos)
        .where(and(eq(qualityControlPhotos.controlId, controlId), eq(qualityControlPhotos.id, photoId)))
        .returning({ storageKey: qualityControlPhotos.storageKey });
      return row?.storageKey ?? null;
    },
  };
}

export type QualityPhotosRepository = ReturnType<typeof createQualityPhotosRepository>;
export type QualityPhotoRecord = Awaited<ReturnType<QualityPhotosRepository['findAll']>>[number];
