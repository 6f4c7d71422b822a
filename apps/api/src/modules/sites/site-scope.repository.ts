import { and, eq, sql, type SQL } from 'drizzle-orm';
import { customers, jobOrders, sites, userSites } from '@portale/db';
import type { SiteScope } from './site-scope.ts';

/**
 * The SQL of site-scope.ts: the condition every site query adds, over `sites` joined to `job_orders`.
 * `publishedOnly: false` gives the customer's sites within the user's reach, published or not (for
 * the counts of the customer's list).
 */
export function visibleSitesCondition(
  scope: SiteScope,
  options: { publishedOnly?: boolean } = {},
): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  const ati = scope.atiGroupId === null ? sql`` : sql` and ${jobOrders.atiGroupId} = ${scope.atiGroupId}`;
  // The job orders' codes first, as an array: PostgreSQL then reads the customer's sites through the
  // index on job_order_id instead of scanning every site (a join alone is planned as a full scan).
  const jobOrderCodes = sql`array(select ${jobOrders.id} from ${jobOrders} where ${jobOrders.customerCode} = ${scope.customerCode}${ati})`;
  return and(
    sql`${sites.jobOrderId} = any(${jobOrderCodes})`,
    eq(jobOrders.customerCode, scope.customerCode),
    options.publishedOnly === false ? undefined : eq(sites.published, true),
    scope.atiGroupId === null ? undefined : eq(jobOrders.atiGroupId, scope.atiGroupId),
    scope.limitedToUserId === null
      ? undefined
      : sql`exists (select 1 from ${userSites} where ${userSites.userId} = ${scope.limitedToUserId} and ${userSites.siteCode} = ${sites.code})`,
  );
}

/** The columns assertSiteVisible judges, for a query over sites, job_orders and customers. */
export function siteOwnershipColumns(userId: string) {
  return {
    customerCode: jobOrders.customerCode,
    customerActive: customers.active,
    published: sites.published,
    atiGroupId: jobOrders.atiGroupId,
    assignedToUser: sql<boolean>`exists (select 1 from ${userSites} where ${userSites.userId} = ${userId} and ${userSites.siteCode} = ${sites.code})`,
  };
}
