import { and, asc, desc, eq, getTableName, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customers, inline, jobOrders, sites, type Bind } from '@portale/db';
import type { SiteSort, SiteStatusFilter } from '@portale/shared';

/**
 * SQL fragments of the site lists (search, status filter, sort), over `sites` joined to `job_orders`.
 * Only repositories import this file.
 */

export const siteSearchColumns: readonly SQL[] = [
  sql`${sites.name}`,
  sql`${sites.code}`,
  sql`${sites.address}`,
  sql`${sites.city}`,
  sql`${jobOrders.id}`,
  sql`${jobOrders.description}`,
];

export const staffSiteSearchColumns: readonly SQL[] = [...siteSearchColumns, sql`${customers.name}`];

/** The status filters of PRODUCT.md on the day `today` (in Italy). */
export function statusCondition(
  status: SiteStatusFilter | undefined,
  today: string,
  bind: Bind = inline,
): SQL | undefined {
  if (status === undefined) return undefined;
  const day = bind('today', today);
  const active = and(lte(sites.dateFrom, day), gte(sites.dateTo, day));
  switch (status) {
    case 'active':
      return active;
    case 'closed':
      return lt(sites.dateTo, day);
    case 'inActivation':
      return gt(sites.dateFrom, day);
    case 'extended':
      return and(active, lt(jobOrders.originalDateTo, day));
  }
}

/** Names sort case-insensitively by code point, the same on PGlite and on any PostgreSQL server. */
export const nameSortKey = sql`lower(${sites.name}) collate "C"`;

/** The sort keys, as columns of `sites` and `job_orders` or of a subquery over them. */
export type SiteSortKeys = { name: SQL; jobOrder: SQL; lastService: SQL; code: SQL };

const tableSortKeys: SiteSortKeys = {
  name: nameSortKey,
  jobOrder: sql`${jobOrders.id}`,
  lastService: sql`${sites.lastServiceDay}`,
  code: sql`${sites.code}`,
};

export function siteOrder(
  sort: SiteSort,
  direction: 'asc' | 'desc',
  keys: SiteSortKeys = tableSortKeys,
): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  switch (sort) {
    case 'name':
      return [by(keys.name), asc(keys.code)];
    case 'jobOrder':
      return [by(keys.jobOrder), asc(keys.name), asc(keys.code)];
    case 'lastService':
      return [sql`${keys.lastService} ${sql.raw(direction)} nulls last`, asc(keys.name), asc(keys.code)];
  }
}

export const joinCustomer = eq(customers.code, jobOrders.customerCode);

/**
 * A column with its table's name, for correlated subqueries: the query builder leaves the table out
 * when a query reads a single table, and the subquery would then read its own column of that name.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
