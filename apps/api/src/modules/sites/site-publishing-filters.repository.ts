import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { customers, jobOrders, siteFeePeriods, sites, siteServices } from '@portale/db';
import type { PublishingSort, SitesForPublishingQuery } from '@portale/shared';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { nameSortKey, staffSiteSearchColumns } from './site-filters.repository.ts';

/**
 * SQL fragments of the back office's publishing list (over `sites` joined to `job_orders` and
 * `customers`): the three warnings, the filters and the orders. Only repositories import this file.
 */

export const datesWarning = sql<boolean>`(${sites.dateFrom} < ${jobOrders.dateFrom} or ${sites.dateTo} > ${jobOrders.dateTo})`;
export const baseFeeWarning = sql<boolean>`(${sites.feeFormula} is null or not exists (select 1 from ${siteFeePeriods} where ${siteFeePeriods.siteCode} = ${sites.code}))`;
export const serviceWarning = sql<boolean>`not exists (select 1 from ${siteServices} where ${siteServices.siteCode} = ${sites.code})`;

/** Customer names sort as site names do: case-insensitively by code point, on every server. */
export const customerNameSortKey = sql`lower(${customers.name}) collate "C"`;

export function publishingCondition(query: SitesForPublishingQuery): SQL | undefined {
  return and(
    searchCondition(query.query, staffSiteSearchColumns),
    query.clientCode ? eq(jobOrders.customerCode, query.clientCode) : undefined,
    query.jobTaskId ? eq(jobOrders.id, query.jobTaskId) : undefined,
    query.operatingSegment ? eq(jobOrders.operatingSegment, query.operatingSegment) : undefined,
    query.onlyIncludeSitesWithoutOperatingSegment ? sql`${jobOrders.operatingSegment} is null` : undefined,
    query.isPublished === undefined ? undefined : eq(sites.published, query.isPublished),
    query.onlyWithWarnings ? sql`(${datesWarning} or ${baseFeeWarning} or ${serviceWarning})` : undefined,
  );
}

/** The chosen key in the chosen direction, then ascending keys that end with the unique site code. */
export function publishingOrder(sortBy: PublishingSort, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const siteCode = asc(sites.code);
  switch (sortBy) {
    case 'customer':
      return [by(customerNameSortKey), asc(jobOrders.id), siteCode];
    case 'name':
      return [by(nameSortKey), siteCode];
    case 'jobOrder':
      return [by(jobOrders.id), asc(nameSortKey), siteCode];
    case 'startDate':
      return [by(sites.dateFrom), asc(nameSortKey), siteCode];
  }
}
