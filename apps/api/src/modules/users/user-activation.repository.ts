import { asc, desc, eq, sql } from 'drizzle-orm';
import { customers, users, type Database } from '@portale/db';
import { summaryRowLimit } from '@portale/shared';

/**
 * An enabled account whose first access is not done: no password set yet. The user list's
 * awaitingActivation filter and the dashboard's count share it.
 */
export const awaitingActivationCondition = sql`(${users.passwordHash} is null and ${users.enabled})`;

/** The dashboard's count of users awaiting activation, by company (staff apart), grouped in SQL. */
export function createUserActivationRepository(db: Database) {
  return {
    async countByCompany() {
      const userCount = sql<number>`count(*)`.mapWith(Number);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ customerCode: users.customerCode, customerName: customers.name, users: userCount })
          .from(users)
          .leftJoin(customers, eq(customers.code, users.customerCode))
          .where(awaitingActivationCondition)
          .groupBy(users.customerCode, customers.name)
          .orderBy(desc(userCount), asc(customers.name), asc(users.customerCode))
          .limit(summaryRowLimit),
        db
          .select({
            users: userCount,
            companies: sql<number>`count(distinct coalesce(${users.customerCode}, ''))`.mapWith(Number),
          })
          .from(users)
          .where(awaitingActivationCondition),
      ]);
      return { rows, totals: totals ?? { users: 0, companies: 0 } };
    },
  };
}

export type UserActivationRepository = ReturnType<typeof createUserActivationRepository>;
