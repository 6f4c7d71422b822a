import { desc, eq, sql } from 'drizzle-orm';
import { roomImportRuns, sites, users, type Database } from '@portale/db';

/** A rejected row as the import stores it: its row number, its cells in the template's order, the reasons. */
export type StoredRejectedRow = { row: number; cells: string[]; errors: Record<string, string> };

export function createRoomImportRunsRepository(db: Database) {
  return {
    /** The latest runs, of one site or all, newest first, with the site's and the user's names. */
    async listRecent(siteCode: string | undefined, limit: number) {
      const rows = await db
        .select({
          importId: roomImportRuns.id,
          siteCode: roomImportRuns.siteCode,
          siteName: sites.name,
          fileName: roomImportRuns.fileName,
          dryRun: roomImportRuns.dryRun,
          effectiveFrom: roomImportRuns.effectiveFrom,
          rowsRead: roomImportRuns.rowsRead,
          added: roomImportRuns.added,
          changed: roomImportRuns.changed,
          closed: roomImportRuns.closed,
          rejected: roomImportRuns.rejected,
          userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          createdAt: roomImportRuns.createdAt,
        })
        .from(roomImportRuns)
        .innerJoin(sites, eq(sites.code, roomImportRuns.siteCode))
        .leftJoin(users, eq(users.id, roomImportRuns.userId))
        .where(siteCode === undefined ? undefined : eq(roomImportRuns.siteCode, siteCode))
        .orderBy(desc(roomImportRuns.createdAt), desc(roomImportRuns.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** A run's rejected rows, with its site and moment for the file's name; null for an unknown run. */
    async findRejectedRows(importId: string) {
      const [run] = await db
        .select({
          siteCode: roomImportRuns.siteCode,
          siteName: sites.name,
          createdAt: roomImportRuns.createdAt,
          rejectedRows: roomImportRuns.rejectedRows,
        })
        .from(roomImportRuns)
        .innerJoin(sites, eq(sites.code, roomImportRuns.siteCode))
        .where(eq(roomImportRuns.id, importId));
      return run ? { ...run, rejectedRows: run.rejectedRows as StoredRejectedRow[] } : null;
    },
  };
}

export type RoomImportRunsRepository = ReturnType<typeof createRoomImportRunsRepository>;
