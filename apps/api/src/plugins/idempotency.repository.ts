import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { idempotentReplies, type Database } from '@portale/db';

/** Who sent a write, on which address, under which key (schema/operations.ts). */
export type IdempotencyScope = { caller: string; route: string; key: string };

export type KeptReply = {
  status: number | null;
  contentType: string | null;
  body: string | null;
};

const sameScope = (scope: IdempotencyScope) =>
  and(
    eq(idempotentReplies.caller, scope.caller),
    eq(idempotentReplies.route, scope.route),
    eq(idempotentReplies.key, scope.key),
  );

export function createIdempotencyRepository(db: Database) {
  return {
    /** Marks the key as taken by a request starting now; false when it already was. */
    async begin(scope: IdempotencyScope): Promise<boolean> {
      const rows = await db
        .insert(idempotentReplies)
        .values(scope)
        .onConflictDoNothing()
        .returning({ key: idempotentReplies.key });
      return rows.length > 0;
    },

    async find(scope: IdempotencyScope): Promise<KeptReply | undefined> {
      const [row] = await db
        .select({
          status: idempotentReplies.status,
          contentType: idempotentReplies.contentType,
          body: idempotentReplies.body,
        })
        .from(idempotentReplies)
        .where(sameScope(scope));
      return row;
    },

    /**
     * Takes over a key whose first request left it unanswered for `staleMs` (its instance died, or the
     * database went away before the failure could be noted); false when another request took it first.
     */
    async takeOver(scope: IdempotencyScope, staleMs: number): Promise<boolean> {
      const rows = await db
        .update(idempotentReplies)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            sameScope(scope),
            isNull(idempotentReplies.status),
            lt(idempotentReplies.createdAt, sql`now() - make_interval(secs => ${staleMs / 1000})`),
          ),
        )
        .returning({ key: idempotentReplies.key });
      return rows.length > 0;
    },

    async complete(scope: IdempotencyScope, reply: { status: number; contentType: string; body: string }) {
      await db.update(idempotentReplies).set(reply).where(sameScope(scope));
    },

    /** Frees the key of a request that failed, so that its retry does the work. */
    async forget(scope: IdempotencyScope) {
      await db.delete(idempotentReplies).where(sameScope(scope));
    },

    /** Drops the answers older than `keptMs`. */
    async purge(keptMs: number) {
      await db
        .delete(idempotentReplies)
        .where(lt(idempotentReplies.createdAt, sql`now() - make_interval(secs => ${keptMs / 1000})`));
    },
  };
}
