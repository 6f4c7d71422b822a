import { asc, desc, eq, sql } from 'drizzle-orm';
import { customers, jobOrders, sites, type Database } from '@portale/db';
import { summaryRowLimit, type PublishingWarningSummary } from '@portale/shared';
import { baseFeeWarning, datesWarning, serviceWarning } from './site-publishing-filters.repository.ts';

/** A site with at least one of the publishing list's warnings (its onlyWithWarnings filter). */
const anyWarning = sql`(${datesWarning} or ${baseFeeWarning} or ${serviceWarning})`;

/** The dashboard's count of sites with publishing warnings, by customer, grouped in SQL. */
export function createPublishingWarningsRepository(db: Database) {
  return {
    async countByCustomer(): Promise<PublishingWarningSummary> {
      const siteCount = sql<number>`count(*)`.mapWith(Number);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ customerCode: customers.code, customerName: customers.name, sites: siteCount })
          .from(sites)
          .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
          .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
          .where(anyWarning)
          .groupBy(customers.code, customers.name)
          .orderBy(desc(siteCount), asc(customers.name), asc(customers.code))
          .limit(summaryRowLimit),
        db
          .select({
            sites: siteCount,
            customers: sql<number>`count(distinct ${jobOrders.customerCode})`.mapWith(Number),
          })
          .from(sites)
          .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
          .where(anyWarning),
      ]);
      return { customers: rows, totals: totals ?? { sites: 0, customers: 0 } };
    },
  };
}
