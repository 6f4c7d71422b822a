import { eq } from 'drizzle-orm';
import { customers, jobOrders, sites, type Database } from '@portale/db';
import { siteOwnershipColumns } from './site-scope.repository.ts';

/** The one query of tenancy itself: a site's identity and what decides who may see it. */
export function createTenancyRepository(db: Database) {
  return {
    async findSiteOwnership(siteCode: string, userId: string) {
      const [row] = await db
        .select({
          siteCode: sites.code,
          jobTaskId: sites.jobOrderId,
          ...siteOwnershipColumns(userId),
        })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
        .where(eq(sites.code, siteCode))
        .limit(1);
      return row ?? null;
    },
  };
}

export type TenancyRepository = ReturnType<typeof createTenancyRepository>;
