import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { syncRuns, syncSources, type Database } from '@portale/db';
import type { SyncKind, SyncRowError, SyncRunListQuery } from '@portale/shared';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

const sourceColumns = {
  id: syncSources.id,
  name: syncSources.name,
  keyPrefix: syncSources.keyPrefix,
  keyIssuedAt: syncSources.keyIssuedAt,
  createdAt: syncSources.createdAt,
  revokedAt: syncSources.revokedAt,
  lastUsedAt: syncSources.lastUsedAt,
};

type SourceRow = { keyIssuedAt: Date; createdAt: Date; revokedAt: Date | null; lastUsedAt: Date | null };
const asSource = <R extends SourceRow>(row: R) => ({
  ...row,
  keyIssuedAt: row.keyIssuedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  revokedAt: iso(row.revokedAt),
  lastUsedAt: iso(row.lastUsedAt),
});

export type SyncRunRecord = {
  sourceId: number;
  kind: SyncKind;
  durationMs: number;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: boolean;
  errors: SyncRowError[] | null;
};

/** The sources, their keys and the log of their batches. */
export function createSyncRepository(db: Database) {
  return {
    async listSources() {
      const rows = await db.select(sourceColumns).from(syncSources).orderBy(syncSources.name);
      return rows.map(asSource);
    },

    async findSource(sourceId: number) {
      const [row] = await db.select(sourceColumns).from(syncSources).where(eq(syncSources.id, sourceId));
      return row ? asSource(row) : null;
    },

    /** The live source of a key's digest, marked as used now. */
    async useKey(keyHash: string, now: Date): Promise<{ id: number } | null> {
      const [row] = await db
        .update(syncSources)
        .set({ lastUsedAt: now })
        .where(and(eq(syncSources.keyHash, keyHash), isNull(syncSources.revokedAt)))
        .returning({ id: syncSources.id });
      return row ?? null;
    },

    /** A new source; null when the name is taken. */
    async insertSource(input: {
      name: string;
      keyHash: string;
      keyPrefix: string;
      createdByUserId: string;
    }): Promise<number | null> {
      const [row] = await db
        .insert(syncSources)
        .values(input)
        .onConflictDoNothing({ target: syncSources.name })
        .returning({ id: syncSources.id });
      return row?.id ?? null;
    },

    async replaceKey(sourceId: number, key: { keyHash: string; keyPrefix: string }, now: Date) {
      const rows = await db
        .update(syncSources)
        .set({ ...key, keyIssuedAt: now, revokedAt: null })
        .where(eq(syncSources.id, sourceId))
        .returning({ id: syncSources.id });
      return rows.length > 0;
    },

    async revoke(sourceId: number, now: Date) {
      const rows = await db
        .update(syncSources)
        .set({ revokedAt: sql`coalesce(${syncSources.revokedAt}, ${now})` })
        .where(eq(syncSources.id, sourceId))
        .returning({ id: syncSources.id });
      return rows.length > 0;
    },

    async recordRun(run: SyncRunRecord): Promise<number> {
      const [row] = await db.insert(syncRuns).values(run).returning({ id: syncRuns.id });
      return row!.id;
    },

    async listRuns(query: SyncRunListQuery) {
      const where = and(
        query.sourceId === undefined ? undefined : eq(syncRuns.sourceId, query.sourceId),
        query.kind === undefined ? undefined : eq(syncRuns.kind, query.kind),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: syncRuns.id,
            sourceId: syncRuns.sourceId,
            sourceName: syncSources.name,
            kind: syncRuns.kind,
            receivedAt: syncRuns.receivedAt,
            durationMs: syncRuns.durationMs,
            rows: syncRuns.rows,
            created: syncRuns.created,
            updated: syncRuns.updated,
            unchanged: syncRuns.unchanged,
            refused: syncRuns.refused,
            errors: syncRuns.errors,
          })
          .from(syncRuns)
          .innerJoin(syncSources, eq(syncSources.id, syncRuns.sourceId))
          .where(where)
          .orderBy(desc(syncRuns.receivedAt), desc(syncRuns.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(syncRuns).where(where),
      ]);
      return {
        total: total?.total ?? 0,
        data: rows.map((row) => ({
          ...row,
          kind: row.kind as SyncKind,
          receivedAt: row.receivedAt.toISOString(),
          errors: row.errors ?? [],
        })),
      };
    },
  };
}

export type SyncRepository = ReturnType<typeof createSyncRepository>;
