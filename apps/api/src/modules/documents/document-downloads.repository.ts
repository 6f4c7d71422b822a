import { sql } from 'drizzle-orm';
import { documentDownloads, documentOpens, type Database } from '@portale/db';

/**
 * One more download of a document by a customer user: the count, the first and the last time; the
 * document counts as opened too (the documents badge). The one rule for the documents' pages and a
 * site's documents tab.
 */
export async function recordDocumentDownload(db: Database, userId: string, documentId: string, at: Date) {
  await db.transaction(async (tx) => {
    await tx
      .insert(documentDownloads)
      .values({ documentId, userId, firstAt: at, lastAt: at, count: 1 })
      .onConflictDoUpdate({
        target: [documentDownloads.documentId, documentDownloads.userId],
        set: { lastAt: at, count: sql`${documentDownloads.count} + 1` },
      });
    await tx.insert(documentOpens).values({ userId, documentId, openedAt: at }).onConflictDoNothing();
  });
}
