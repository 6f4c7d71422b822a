import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { notifications, users, type Database } from '@portale/db';

export type NotificationRow = {
  id: string;
  userId: string;
  createdAt: Date;
  state: string | null;
  stateParams: Record<string, string> | null;
  template: string;
  read: boolean;
  fromFirstName: string | null;
  fromLastName: string | null;
};

export function createNotificationRepository(db: Database) {
  // The bell's dot of every profile: prepared once (see session.repository.ts).
  const unreadStatement = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('user')), eq(notifications.read, false)))
    .limit(1)
    .prepare('notifications_has_unread');

  /** A notification as stored; `columns` adds its sender's name. */
  const storedColumns = {
    id: notifications.id,
    userId: notifications.userId,
    createdAt: notifications.createdAt,
    state: notifications.state,
    stateParams: notifications.stateParams,
    template: notifications.template,
    read: notifications.read,
  };
  const columns = { ...storedColumns, fromFirstName: users.firstName, fromLastName: users.lastName };

  return {
    /** The newest notifications of a user (index notifications_user_idx), with the sender's name. */
    async listForUser(
      userId: string,
      options: { unreadOnly: boolean; limit: number },
    ): Promise<NotificationRow[]> {
      return db
        .select(columns)
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.fromUserId))
        .where(
          options.unreadOnly
            ? and(eq(notifications.userId, userId), eq(notifications.read, false))
            : eq(notifications.userId, userId),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(options.limit);
    },

    /**
     * A user's notifications made after `since` (compared to the millisecond, as the client's copy of
     * a creation date holds it), oldest first, with the sender's name.
     */
    async listSince(userId: string, since: Date, limit: number): Promise<NotificationRow[]> {
      return db
        .select(columns)
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.fromUserId))
        .where(
          and(
            eq(notifications.userId, userId),
            sql`date_trunc('milliseconds', ${notifications.createdAt}) > ${since.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(notifications.createdAt), asc(notifications.id))
        .limit(limit);
    },

    /**
     * Stores one notification for each user in one statement; the sender's name is read only when there
     * is a sender. The rows come back in the users' order.
     */
    async insertForUsers(
      userIds: readonly string[],
      content: {
        template: string;
        state: string | null;
        stateParams: Record<string, string> | null;
        fromUserId: string | null;
      },
    ): Promise<NotificationRow[]> {
      if (userIds.length === 0) return [];
      const inserted = await db
        .insert(notifications)
        .values(userIds.map((userId) => ({ userId, ...content })))
        .returning(storedColumns);
      if (inserted.length !== userIds.length) throw new Error('notifications not stored');
      const [sender] = content.fromUserId
        ? await db
            .select({ firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(eq(users.id, content.fromUserId))
            .limit(1)
        : [];
      const byUser = new Map(inserted.map((row) => [row.userId, row]));
      return userIds.map((userId) => ({
        ...byUser.get(userId)!,
        fromFirstName: sender?.firstName ?? null,
        fromLastName: sender?.lastName ?? null,
      }));
    },

    /**
     * Marks one of the user's notifications read, and with it every other unread one that leads to the
     * same page (same target and parameters: the same ticket, thread or site), since opening it reads
     * them all; false when the user has no notification with that id.
     */
    async markRead(userId: string, id: string, now: Date): Promise<boolean> {
      const opened = db
        .select({ state: notifications.state, stateParams: notifications.stateParams })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      const [target] = await opened;
      if (!target) return false;
      const sameTarget =
        target.state === null
          ? eq(notifications.id, id)
          : or(
              eq(notifications.id, id),
              and(
                eq(notifications.state, target.state),
                target.stateParams === null
                  ? isNull(notifications.stateParams)
                  : sql`${notifications.stateParams} = ${JSON.stringify(target.stateParams)}::jsonb`,
              ),
            );
      await db
        .update(notifications)
        .set({
          read: true,
          readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(notifications.userId, userId), sameTarget));
      return true;
    },

    async belongsTo(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return rows.length > 0;
    },

    async markAllRead(userId: string, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ read: true, readAt: now })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    },

    async hasUnread(userId: string): Promise<boolean> {
      return (await unreadStatement.execute({ user: userId })).length > 0;
    },

    /** The id of a user, by id or by username (case-insensitive); null when there is none. */
    async findUserId(recipient: { userId?: string | undefined; username?: string | undefined }) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          recipient.userId !== undefined
            ? eq(users.id, recipient.userId)
            : eq(sql`lower(${users.username})`, (recipient.username ?? '').toLowerCase()),
        )
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
