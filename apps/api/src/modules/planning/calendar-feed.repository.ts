import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { calendarFeeds, customers, users, type Database } from '@portale/db';

/** The calendar feed links: one per user, kept as the SHA-256 digest of the token and its first characters. */
export function createCalendarFeedRepository(db: Database) {
  return {
    async findByUser(userId: string) {
      const [row] = await db
        .select({
          tokenPrefix: calendarFeeds.tokenPrefix,
          createdAt: calendarFeeds.createdAt,
          lastReadAt: calendarFeeds.lastReadAt,
        })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** A new link for the user, replacing theirs: the old digest is gone, so the old link answers 404. */
    async replace(row: { userId: string; tokenHash: string; tokenPrefix: string; createdAt: Date }) {
      const values = { ...row, lastReadAt: null };
      await db
        .insert(calendarFeeds)
        .values(values)
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
    },

    async remove(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /**
     * The user a token's digest opens, with what their rights are read from now (as a session reads
     * them), or null for no such link.
     */
    async findOwner(tokenHash: string) {
      const [row] = await db
        .select({
          userId: users.id,
          username: users.username,
          kind: users.kind,
          enabled: users.enabled,
          customerCode: users.customerCode,
          customerActive: customers.active,
          atiGroupId: users.atiGroupId,
          customerSubRoles: users.customerSubRoles,
          limitedToSites: users.limitedToSites,
          lastReadAt: calendarFeeds.lastReadAt,
        })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .leftJoin(customers, eq(customers.code, users.customerCode))
        .where(eq(calendarFeeds.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /**
     * Records a read, unless one was recorded after `unlessAfter`: one write an hour however often the
     * apps poll, and two instances polled at once write it once.
     */
    async touch(tokenHash: string, at: Date, unlessAfter: Date): Promise<void> {
      await db
        .update(calendarFeeds)
        .set({ lastReadAt: at })
        .where(
          and(
            eq(calendarFeeds.tokenHash, tokenHash),
            or(isNull(calendarFeeds.lastReadAt), lt(calendarFeeds.lastReadAt, unlessAfter)),
          ),
        );
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
