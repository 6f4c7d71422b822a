import { and, desc, eq, sql } from 'drizzle-orm';
import { documentOpens, documents, users, type Database } from '@portale/db';
import { recordDocumentDownload } from './document-downloads.repository.ts';
import { documentsWithinReach } from './document-reach.repository.ts';
import { itemColumns, type DocumentReader } from './document-list.repository.ts';

const publisherName = sql<
  string | null
>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${documents.createdByUserId})`;

/** One document, its versions, its file, and what a customer user did with it. */
export function createDocumentsRepository(db: Database) {
  return {
    /** A document the reader reaches, with its file; null when unknown or out of reach. */
    async findVisible(reader: DocumentReader, documentId: string) {
      const [row] = await db
        .select({
          ...itemColumns(reader),
          contentType: documents.contentType,
          sizeBytes: documents.sizeBytes,
          storageKey: documents.storageKey,
          publishedBy: publisherName,
        })
        .from(documents)
        .where(and(eq(documents.id, documentId), documentsWithinReach(reader.scope)));
      return row ?? null;
    },

    /** Every version of a series the reader reaches, latest first. */
    async findVersions(reader: DocumentReader, seriesId: string) {
      return db
        .select({
          documentId: documents.id,
          version: documents.version,
          createdAt: documents.createdAt,
          filename: documents.filename,
          sizeBytes: documents.sizeBytes,
          validUntil: documents.validUntil,
          publishedBy: publisherName,
          outdated: documents.outdated,
        })
        .from(documents)
        .where(and(eq(documents.seriesId, seriesId), documentsWithinReach(reader.scope)))
        .orderBy(desc(documents.version));
    },

    /** Whether the user opened or downloaded the document (then out of reach means 410, not 404). */
    async wasOpened(userId: string, documentId: string) {
      const [row] = await db
        .select({ userId: documentOpens.userId })
        .from(documentOpens)
        .where(and(eq(documentOpens.userId, userId), eq(documentOpens.documentId, documentId)))
        .limit(1);
      return row !== undefined;
    },

    async markOpened(userId: string, documentId: string, at: Date) {
      await db.insert(documentOpens).values({ userId, documentId, openedAt: at }).onConflictDoNothing();
    },

    /** One more download by a customer user (document-downloads.repository.ts). */
    recordDownload: (userId: string, documentId: string, at: Date) =>
      recordDocumentDownload(db, userId, documentId, at),
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
