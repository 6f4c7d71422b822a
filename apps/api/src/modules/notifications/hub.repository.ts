import { and, eq, gt, gte, inArray, ne, or } from 'drizzle-orm';
import type pg from 'pg';
import { customers, sessions, users, type Database } from '@portale/db';

/** The table @socket.io/postgres-adapter keeps payloads over 8,000 bytes in (its default name). */
export const adapterTableName = 'socket_io_attachments';

/** Any fixed number: two instances starting together create the table one after the other. */
const adapterTableLock = 4_815_162_342;

export function createHubRepository(db: Database) {
  return {
    /**
     * Of these sessions, the ones still good by the rules of sessions.authenticate(): not past their
     * absolute or idle lifetime, user enabled, customer active. Read only: unlike authenticate() it does
     * not count as activity, so an open socket never keeps an idle session alive.
     */
    async findLiveSessions(
      tokenHashes: readonly string[],
      now: Date,
      idleCutoff: Date,
    ): Promise<Set<string>> {
      if (tokenHashes.length === 0) return new Set();
      const rows = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(customers, eq(customers.code, users.customerCode))
        .where(
          and(
            inArray(sessions.tokenHash, [...tokenHashes]),
            gt(sessions.expiresAt, now),
            gte(sessions.lastSeenAt, idleCutoff),
            eq(users.enabled, true),
            or(ne(users.kind, 'customer'), eq(customers.active, true)),
          ),
        );
      return new Set(rows.map((row) => row.tokenHash));
    },
  };
}

export type HubRepository = ReturnType<typeof createHubRepository>;

/** Creates the adapter's table when missing, as its documentation asks (PostgreSQL only). */
export async function ensureAdapterTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [adapterTableLock]);
    await client.query(
      `create table if not exists ${adapterTableName} (
         id bigserial unique,
         created_at timestamptz default now(),
         payload bytea
       )`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
