import { and, eq, gt, gte, inArray, ne, or } from 'drizzle-orm';
import { customers, sessions, users, type Database } from '@portale/db';

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
