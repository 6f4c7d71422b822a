import { and, asc, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { customers, jobOrders, sites, type Database } from '@portale/db';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';
import { joinCustomer, qualified, staffSiteSearchColumns } from './site-filters.repository.ts';
import { customerNameSortKey } from './site-publishing-filters.repository.ts';

const listItemColumns = {
  siteCode: sites.code,
  siteName: sites.name,
  jobTaskId: jobOrders.id,
  jobTaskDescription: jobOrders.description,
  address: sites.address,
  city: sites.city,
  lastServiceDay: sites.lastServiceDay,
  startHour: sites.startHour,
  endHour: sites.endHour,
  operatingSegment: jobOrders.operatingSegment,
  isOnDuty: sites.isOnDuty,
};

const customerSiteColumns = {
  ...listItemColumns,
  client: customers.name,
  clientCode: customers.code,
  isPublished: sites.published,
};

export type StaffSiteFilter = {
  query?: string | undefined;
  customerCode?: string | undefined;
  jobOrderId?: string | undefined;
  published?: boolean | undefined;
  withoutOperatingSegment?: boolean | undefined;
};

export function createSitesRepository(db: Database) {
  const staffWhere = (filter: StaffSiteFilter): SQL | undefined =>
    and(
      searchCondition(filter.query, staffSiteSearchColumns),
      filter.customerCode ? eq(jobOrders.customerCode, filter.customerCode) : undefined,
      filter.jobOrderId ? eq(jobOrders.id, filter.jobOrderId) : undefined,
      filter.published === undefined ? undefined : eq(sites.published, filter.published),
      filter.withoutOperatingSegment ? sql`${jobOrders.operatingSegment} is null` : undefined,
    );

  return {
    /** A page of every site, with its customer, for the back office. */
    async findStaffSites(filter: StaffSiteFilter, page: { limit: number; offset: number }) {
      const rows = await db
        .select({ ...customerSiteColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .innerJoin(customers, joinCustomer)
        .where(staffWhere(filter))
        .orderBy(asc(customers.name), asc(sites.code))
        .limit(page.limit)
        .offset(page.offset);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page.offset > 0) {
        const [row] = await db
          .select({ total: count() })
          .from(sites)
          .innerJoin(jobOrders, joinJobOrder)
          .innerJoin(customers, joinCustomer)
          .where(staffWhere(filter));
        total = row?.total ?? 0;
      }
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },

    /** Customers by name or code, in order of name, with their number of sites and of published ones. */
    async findCustomers(search: string | undefined, limit: number) {
      return db
        .select({
          customerCode: customers.code,
          name: customers.name,
          active: customers.active,
          sitesNumber: count(sites.code),
          publishedSitesNumber: sql<number>`count(${sites.code}) filter (where ${sites.published})`.mapWith(
            Number,
          ),
        })
        .from(customers)
        .leftJoin(jobOrders, joinCustomer)
        .leftJoin(sites, joinJobOrder)
        .where(searchCondition(search, [sql`${customers.name}`, sql`${customers.code}`]))
        .groupBy(customers.code)
        .orderBy(asc(customerNameSortKey), asc(customers.code))
        .limit(limit);
    },

    async findCustomer(customerCode: string) {
      const [row] = await db
        .select({ code: customers.code, active: customers.active })
        .from(customers)
        .where(eq(customers.code, customerCode))
        .limit(1);
      return row ?? null;
    },

    /** Sites for a picker: within the scope, optionally of one job order or customer, by name or code. */
    async findSitesForPicker(
      scope: SiteScope,
      filter: { jobOrderId?: string; customerCode?: string; search?: string | undefined },
      limit: number,
    ) {
      return db
        .select({
          siteCode: sites.code,
          siteName: sites.name,
          jobTaskId: jobOrders.id,
          dateFrom: sites.dateFrom,
          computedEndDate: sql<string>`least(${sites.dateTo}, ${jobOrders.dateTo})`,
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(
          and(
            visibleSitesCondition(scope),
            filter.jobOrderId ? eq(jobOrders.id, filter.jobOrderId) : undefined,
            filter.customerCode ? eq(jobOrders.customerCode, filter.customerCode) : undefined,
            searchCondition(filter.search, [sql`${sites.name}`, sql`${sites.code}`]),
          ),
        )
        .orderBy(asc(sql`lower(${sites.name}) collate "C"`), asc(sites.code))
        .limit(limit);
    },

    async findOperatingSegments(filter: { search?: string | undefined; includeUnpublished: boolean }) {
      return db
        .select({
          name: sql<string>`${jobOrders.operatingSegment}`,
          jobTaskIds: sql<string[]>`array_agg(distinct ${jobOrders.id} order by ${jobOrders.id})`,
        })
        .from(jobOrders)
        .where(
          and(
            isNotNull(jobOrders.operatingSegment),
            searchCondition(filter.search, [sql`${jobOrders.operatingSegment}`]),
            filter.includeUnpublished
              ? undefined
              : sql`exists (select 1 from ${sites} where ${sites.jobOrderId} = ${qualified(jobOrders.id)} and ${sites.published})`,
          ),
        )
        .groupBy(jobOrders.operatingSegment)
        .orderBy(asc(jobOrders.operatingSegment));
    },
  };
}

export type SitesRepository = ReturnType<typeof createSitesRepository>;
