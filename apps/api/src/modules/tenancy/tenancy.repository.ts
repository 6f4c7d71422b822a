import { eq, sql } from 'drizzle-orm';
import { customers, jobOrders, sites, type Database } from '@portale/db';
import { siteOwnershipColumns } from './site-scope.repository.ts';

/** The one query of tenancy itself: a site's identity and what decides who may see it. */
export function createTenancyRepository(db: Database) {
  // Asked before every read of one site's data (most of the areas' pages and tabs): built once, and
  // parsed by PostgreSQL once per connection (it still plans it on each call: docs/decisions/003).
  const ownershipStatement = db
    .select({
      siteCode: sites.code,
      jobTaskId: sites.jobOrderId,
      ...siteOwnershipColumns(sql.placeholder('user')),
    })
    .from(sites)
    .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
    .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
    .where(eq(sites.code, sql.placeholder('siteCode')))
    .limit(1)
    .prepare('tenancy_site_ownership');
  return {
    async findSiteOwnership(siteCode: string, userId: string) {
      const [row] = await ownershipStatement.execute({ siteCode, user: userId });
      return row ?? null;
    },
  };
}

export type TenancyRepository = ReturnType<typeof createTenancyRepository>;
