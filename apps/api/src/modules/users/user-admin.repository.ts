import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { customers, jobOrders, sites, users, userSites, type Database } from '@portale/db';
import type { UserListQuery } from '@portale/shared';
import { awaitingActivationCondition } from './user-activation.repository.ts';

/** ILIKE pattern for a literal substring. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type NewUserRow = typeof users.$inferInsert;

/** SQL of back-office user administration: list, details, create, edit, delete, permissions. */
export function createUserAdminRepository(db: Database) {
  const sortColumns = {
    surname: [users.lastName, users.firstName],
    name: [users.firstName, users.lastName],
    username: [users.username],
    email: [users.email],
    companyName: [customers.name, users.lastName],
    lastLogin: [users.lastLoginAt],
  } as const;

  const summary = {
    id: users.id,
    username: users.username,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    kind: users.kind,
    customerCode: users.customerCode,
    customerName: customers.name,
    customerActive: customers.active,
    atiGroupId: users.atiGroupId,
    enabled: users.enabled,
    // Active: first access done, the user has a password.
    active: sql<boolean>`(${users.passwordHash} is not null)`,
    customerSubRoles: users.customerSubRoles,
    backOfficePermissions: users.backOfficePermissions,
    limitedToSites: users.limitedToSites,
    twoFactorEnabled: sql<boolean>`(${users.totpEnabledAt} is not null)`,
    lastLoginAt: users.lastLoginAt,
    createdAt: users.createdAt,
  };

  return {
    /** Every word of the query must appear in one of name, surname, email, username or company. */
    async list(query: UserListQuery) {
      const conditions: SQL[] = [];
      for (const word of (query.query ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
        const pattern = containing(word);
        const match = or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          ilike(users.username, pattern),
          ilike(customers.name, pattern),
        );
        if (match) conditions.push(match);
      }
      if (query.kind) conditions.push(eq(users.kind, query.kind));
      if (query.customerCode) conditions.push(eq(users.customerCode, query.customerCode));
      if (query.awaitingActivation) conditions.push(awaitingActivationCondition);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = query.sortDirection === 'desc' ? desc : asc;
      const order = sortColumns[query.sortBy].map((column) =>
        query.sortBy === 'lastLogin'
          ? sql`${column} ${sql.raw(query.sortDirection)} nulls last`
          : direction(column),
      );

      const [total] = await db
        .select({ value: count() })
        .from(users)
        .leftJoin(customers, eq(customers.code, users.customerCode))
        .where(where);
      const rows = await db
        .select(summary)
        .from(users)
        .leftJoin(customers, eq(customers.code, users.customerCode))
        .where(where)
        .orderBy(...order, asc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { rows, total: total?.value ?? 0 };
    },

    async findUser(userId: string) {
      const [row] = await db
        .select(summary)
        .from(users)
        .leftJoin(customers, eq(customers.code, users.customerCode))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async findUsers(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select(summary)
        .from(users)
        .leftJoin(customers, eq(customers.code, users.customerCode))
        .where(inArray(users.id, userIds));
    },

    async findUserSites(userId: string) {
      return db
        .select({ siteCode: sites.code, siteName: sites.name })
        .from(userSites)
        .innerJoin(sites, eq(sites.code, userSites.siteCode))
        .where(eq(userSites.userId, userId))
        .orderBy(asc(sites.name), asc(sites.code));
    },

    async isUsernameTaken(username: string, exceptUserId?: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return row !== undefined && row.id !== exceptUserId;
    },

    async customerExists(customerCode: string) {
      const [row] = await db
        .select({ code: customers.code })
        .from(customers)
        .where(eq(customers.code, customerCode))
        .limit(1);
      return row !== undefined;
    },

    /** Whether an ATI group holds at least one job order of the customer. */
    async groupWorksForCustomer(atiGroupId: number, customerCode: string) {
      const [row] = await db
        .select({ id: jobOrders.id })
        .from(jobOrders)
        .where(and(eq(jobOrders.atiGroupId, atiGroupId), eq(jobOrders.customerCode, customerCode)))
        .limit(1);
      return row !== undefined;
    },

    /** Of these site codes, the ones that belong to the customer. */
    async customerSiteCodes(customerCode: string, siteCodes: string[]) {
      if (siteCodes.length === 0) return [];
      const rows = await db
        .select({ code: sites.code })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(and(eq(jobOrders.customerCode, customerCode), inArray(sites.code, siteCodes)));
      return rows.map((row) => row.code);
    },

    async insertUser(row: NewUserRow, siteCodes: string[]) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values(row).returning({ id: users.id });
        if (!created) throw new Error('user not inserted');
        if (siteCodes.length > 0) {
          await tx.insert(userSites).values(siteCodes.map((siteCode) => ({ userId: created.id, siteCode })));
        }
        return created.id;
      });
    },

    async updateUser(
      userId: string,
      values: { firstName: string; lastName: string; email: string; username: string },
    ) {
      await db.update(users).set(values).where(eq(users.id, userId));
    },

    async deleteUser(userId: string) {
      const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length === 1;
    },

    async setEnabled(userId: string, enabled: boolean) {
      await db.update(users).set({ enabled }).where(eq(users.id, userId));
    },

    /** Sub-roles and visible sites of customer users, all or nothing. */
    async setCustomerPermissions(
      entries: { userId: string; customerSubRoles: number[]; limitedToSites: boolean; siteCodes: string[] }[],
    ) {
      await db.transaction(async (tx) => {
        for (const entry of entries) {
          await tx
            .update(users)
            .set({ customerSubRoles: entry.customerSubRoles, limitedToSites: entry.limitedToSites })
            .where(eq(users.id, entry.userId));
          await tx.delete(userSites).where(eq(userSites.userId, entry.userId));
          if (entry.limitedToSites && entry.siteCodes.length > 0) {
            await tx
              .insert(userSites)
              .values(entry.siteCodes.map((siteCode) => ({ userId: entry.userId, siteCode })));
          }
        }
      });
    },

    async setBackOfficePermissions(entries: { userId: string; backOfficePermissions: number[] }[]) {
      await db.transaction(async (tx) => {
        for (const entry of entries) {
          await tx
            .update(users)
            .set({ backOfficePermissions: entry.backOfficePermissions })
            .where(eq(users.id, entry.userId));
        }
      });
    },
  };
}

export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
export type UserSummary = NonNullable<Awaited<ReturnType<UserAdminRepository['findUser']>>>;
