import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { customers, inline, jobOrders, sites, userSites, type Bind } from '@portale/db';
import type { SiteScope } from './site-scope.ts';

/**
 * The SQL of site-scope.ts: the condition every site query adds, over `sites` joined to `job_orders`.
 * `publishedOnly: false` gives the customer's sites within the user's reach, published or not (for
 * the counts of the customer's list).
 */
export function visibleSitesCondition(
  scope: SiteScope,
  options: { publishedOnly?: boolean; bind?: Bind } = {},
): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  const bind = options.bind ?? inline;
  const customer = bind('customer', scope.customerCode);
  const ati = scope.atiGroupId === null ? undefined : bind('atiGroup', scope.atiGroupId);
  // The job orders' codes first, as an array: PostgreSQL then reads the customer's sites through the
  // index on job_order_id instead of scanning every site (a join alone is planned as a full scan).
  const jobOrderCodes = sql`array(select ${jobOrders.id} from ${jobOrders} where ${jobOrders.customerCode} = ${customer}${ati === undefined ? sql`` : sql` and ${jobOrders.atiGroupId} = ${ati}`})`;
  return and(
    sql`${sites.jobOrderId} = any(${jobOrderCodes})`,
    eq(jobOrders.customerCode, customer),
    options.publishedOnly === false ? undefined : eq(sites.published, true),
    ati === undefined ? undefined : eq(jobOrders.atiGroupId, ati),
    scope.limitedToUserId === null
      ? undefined
      : sql`exists (select 1 from ${userSites} where ${userSites.userId} = ${bind('limitedUser', scope.limitedToUserId)} and ${userSites.siteCode} = ${sites.code})`,
  );
}

/** The join of a site to its job order, which carries the customer and the group (ATI). */
export const joinJobOrder = eq(jobOrders.id, sites.jobOrderId);

/**
 * The values visibleSitesCondition binds for a scope, and the part of a prepared statement's shape the
 * scope decides (createStatementCache).
 */
export function siteScopeBinding(scope: SiteScope): { shape: string; values: Record<string, unknown> } {
  if (scope.kind === 'staff') return { shape: 'staff', values: {} };
  const values: Record<string, unknown> = { customer: scope.customerCode };
  if (scope.atiGroupId !== null) values.atiGroup = scope.atiGroupId;
  if (scope.limitedToUserId !== null) values.limitedUser = scope.limitedToUserId;
  return { shape: `customer:${'atiGroup' in values}:${'limitedUser' in values}`, values };
}

/**
 * The columns assertSiteVisible judges, for a query over sites, job_orders and customers; `user` is the
 * caller's id as the query enters it (inline, bound, or a prepared statement's placeholder).
 */
export function siteOwnershipColumns(user: SQLWrapper) {
  return {
    customerCode: jobOrders.customerCode,
    customerActive: customers.active,
    published: sites.published,
    atiGroupId: jobOrders.atiGroupId,
    assignedToUser: sql<boolean>`exists (select 1 from ${userSites} where ${userSites.userId} = ${user} and ${userSites.siteCode} = ${sites.code})`,
  };
}
