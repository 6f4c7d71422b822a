import { desc, eq, sql } from 'drizzle-orm';
import { jobOrders, sites, type Database } from '@portale/db';
import { visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

export function createJobOrdersRepository(db: Database) {
  return {
    /** The job orders with at least one site within the scope, with how many of their sites it holds. */
    async findJobOrdersWithVisibleSites(scope: SiteScope) {
      return db
        .select({
          jobTaskId: jobOrders.id,
          description: jobOrders.description,
          dateFrom: jobOrders.dateFrom,
          dateTo: jobOrders.dateTo,
          originalDateTo: jobOrders.originalDateTo,
          operatingSegment: jobOrders.operatingSegment,
          markedAsStarted: jobOrders.markedAsStarted,
          sitesNumber: sql<number>`count(*)`.mapWith(Number),
        })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(visibleSitesCondition(scope))
        .groupBy(jobOrders.id)
        .orderBy(desc(jobOrders.dateFrom), jobOrders.id);
    },
  };
}

export type JobOrdersRepository = ReturnType<typeof createJobOrdersRepository>;
