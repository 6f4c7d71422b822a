import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { atiGroups, customers, sessions, users, type Database } from '@portale/db';

export function createSessionRepository(db: Database) {
  const impersonator = alias(users, 'impersonator');
  // Kept in memory by the session service; migration 0007 sends the users change notice only when one of
  // the columns of users read here changes: keep its list in step.
  const sessionUser = {
    tokenHash: sessions.tokenHash,
    expiresAt: sessions.expiresAt,
    lastSeenAt: sessions.lastSeenAt,
    impersonatorUserId: sessions.impersonatorUserId,
    userId: users.id,
    username: users.username,
    kind: users.kind,
    enabled: users.enabled,
    customerCode: users.customerCode,
    customerActive: customers.active,
    atiGroupId: users.atiGroupId,
    customerSubRoles: users.customerSubRoles,
    backOfficePermissions: users.backOfficePermissions,
    limitedToSites: users.limitedToSites,
    totpEnabledAt: users.totpEnabledAt,
    /** Of the staff user who opened an impersonation session (null otherwise): still allowed to? */
    impersonatorKind: impersonator.kind,
    impersonatorEnabled: impersonator.enabled,
    impersonatorPermissions: impersonator.backOfficePermissions,
    impersonatorTotpEnabledAt: impersonator.totpEnabledAt,
  };

  // Asked on every request the session cache misses and every page load: prepared once, so that
  // PostgreSQL parses and plans them once per connection.
  const sessionStatement = db
    .select(sessionUser)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(customers, eq(customers.code, users.customerCode))
    .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorUserId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_user');
  const profileStatement = db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      kind: users.kind,
      emailConfirmed: users.emailConfirmed,
      customerName: customers.name,
      atiGroupId: users.atiGroupId,
      atiName: atiGroups.name,
      atiLogo: atiGroups.logo,
      customerSubRoles: users.customerSubRoles,
      backOfficePermissions: users.backOfficePermissions,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .leftJoin(customers, eq(customers.code, users.customerCode))
    .leftJoin(atiGroups, eq(atiGroups.id, users.atiGroupId))
    .where(eq(users.id, sql.placeholder('user')))
    .limit(1)
    .prepare('session_profile');

  const loginUser = {
    id: users.id,
    username: users.username,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    passwordHash: users.passwordHash,
    passwordChangedAt: users.passwordChangedAt,
    enabled: users.enabled,
    kind: users.kind,
    customerActive: customers.active,
    lockedUntil: users.lockedUntil,
    lastLoginAt: users.lastLoginAt,
    totpEnabledAt: users.totpEnabledAt,
  };

  return {
    async findUserForLogin(username: string) {
      const [row] = await db
        .select(loginUser)
        .from(users)
        .leftJoin(customers, eq(customers.code, users.customerCode))
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return row ?? null;
    },

    async findUserForLoginById(userId: string) {
      const [row] = await db
        .select(loginUser)
        .from(users)
        .leftJoin(customers, eq(customers.code, users.customerCode))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async lockUser(userId: string, until: Date) {
      await db.update(users).set({ lockedUntil: until }).where(eq(users.id, userId));
    },

    /** An impersonated session is not the user's own sign-in: their last login stays as it was. */
    async insertSession(row: {
      tokenHash: string;
      userId: string;
      expiresAt: Date;
      ip: string;
      userAgent?: string;
      impersonatorUserId?: string;
    }) {
      await db.insert(sessions).values(row);
      if (!row.impersonatorUserId) {
        await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, row.userId));
      }
    },

    async findSessionWithUser(tokenHash: string) {
      const [row] = await sessionStatement.execute({ tokenHash });
      return row ?? null;
    },

    async touchSession(tokenHash: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Signs a user out everywhere, or everywhere but one session. */
    async deleteUserSessions(userId: string, exceptTokenHash?: string) {
      await db
        .delete(sessions)
        .where(
          exceptTokenHash
            ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
            : eq(sessions.userId, userId),
        );
    },

    /** Ends the impersonation sessions a staff user opened; returns their token hashes. */
    async deleteSessionsOpenedBy(staffUserId: string): Promise<string[]> {
      const deleted = await db
        .delete(sessions)
        .where(eq(sessions.impersonatorUserId, staffUserId))
        .returning({ tokenHash: sessions.tokenHash });
      return deleted.map((row) => row.tokenHash);
    },

    /** Removes sessions past their absolute or idle lifetime. */
    async deleteExpiredSessions(now: Date, idleCutoff: Date) {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
    },

    async findProfile(userId: string) {
      const [row] = await profileStatement.execute({ user: userId });
      return row ?? null;
    },

    async findFullName(userId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ? `${row.firstName} ${row.lastName}` : null;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
