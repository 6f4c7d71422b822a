import { and, eq, sql } from 'drizzle-orm';
import {
  atiManagers,
  atiManagerSites,
  jobOrders,
  sites,
  type Database,
  createStatementCache,
  inline,
  type Bind,
} from '@portale/db';
import { siteStatusFilters, type MySiteFilterQuery, type SiteStatusFilter } from '@portale/shared';
import { likePattern, searchCondition, searchWords } from '../../plugins/text-search.repository.ts';
import { joinJobOrder, siteScopeBinding, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';
import { nameSortKey, siteOrder, siteSearchColumns, statusCondition } from './site-filters.repository.ts';

/**
 * The customer's list in one statement: the sites within the user's reach (published or not), with the
 * counts of the list as window aggregates, filtered to the published ones matching the search, sorted
 * and paged, with the ATI managers' names of the page's sites.
 */
type MySitesPageRow = {
  siteCode: string;
  siteName: string;
  jobTaskId: string;
  jobTaskDescription: string;
  address: string;
  city: string;
  lastServiceDay: string | null;
  startHour: string | null;
  endHour: string | null;
  operatingSegment: string | null;
  isOnDuty: boolean;
  image: string | null;
  lastService: string | null;
  dateFrom: string;
  dateTo: string;
  jobTaskOriginalDateTo: string;
  latitude: number | null;
  longitude: number | null;
  total: number;
  sitesNumber: number;
  publishedSitesNumber: number;
  atiManagersNames: string[];
};

export function createMySitesRepository(db: Database) {
  const statements = createStatementCache<MySitesPageRow[]>();

  const matchingCondition = (filter: MySiteFilterQuery, today: string, bind: Bind) =>
    and(
      eq(sites.published, true),
      statusCondition(filter.status, today, bind),
      searchCondition(filter.query, siteSearchColumns, bind),
      filter.jobTaskId ? eq(jobOrders.id, bind('jobTask', filter.jobTaskId)) : undefined,
    );

  function buildPageQuery(scope: SiteScope, filter: MySiteFilterQuery, today: string, bind: Bind) {
    const matching = matchingCondition(filter, today, bind);
    const reach = db
      .select({
        siteCode: sites.code,
        siteName: sites.name,
        jobTaskId: sql<string>`${jobOrders.id}`.as('job_task_id'),
        jobTaskDescription: jobOrders.description,
        address: sites.address,
        city: sites.city,
        lastServiceDay: sites.lastServiceDay,
        startHour: sites.startHour,
        endHour: sites.endHour,
        operatingSegment: jobOrders.operatingSegment,
        isOnDuty: sites.isOnDuty,
        image: sites.image,
        lastService: sites.lastServiceName,
        dateFrom: sites.dateFrom,
        dateTo: sites.dateTo,
        jobTaskOriginalDateTo: jobOrders.originalDateTo,
        latitude: sites.latitude,
        longitude: sites.longitude,
        sortName: sql<string>`${nameSortKey}`.as('sort_name'),
        matching: sql<boolean>`${matching}`.as('matching'),
        total: sql<number>`count(*) filter (where ${matching}) over ()`.mapWith(Number).as('total'),
        sitesNumber: sql<number>`count(*) over ()`.mapWith(Number).as('sites_number'),
        publishedSitesNumber: sql<number>`count(*) filter (where ${sites.published}) over ()`
          .mapWith(Number)
          .as('published_sites_number'),
      })
      .from(sites)
      .innerJoin(jobOrders, joinJobOrder)
      .where(visibleSitesCondition(scope, { publishedOnly: false, bind }))
      .as('reach');
    const siteCode = sql.raw('"reach"."code"');
    return db
      .select({
        siteCode: reach.siteCode,
        siteName: reach.siteName,
        jobTaskId: reach.jobTaskId,
        jobTaskDescription: reach.jobTaskDescription,
        address: reach.address,
        city: reach.city,
        lastServiceDay: reach.lastServiceDay,
        startHour: reach.startHour,
        endHour: reach.endHour,
        operatingSegment: reach.operatingSegment,
        isOnDuty: reach.isOnDuty,
        image: reach.image,
        lastService: reach.lastService,
        dateFrom: reach.dateFrom,
        dateTo: reach.dateTo,
        jobTaskOriginalDateTo: reach.jobTaskOriginalDateTo,
        latitude: reach.latitude,
        longitude: reach.longitude,
        total: reach.total,
        sitesNumber: reach.sitesNumber,
        publishedSitesNumber: reach.publishedSitesNumber,
        // Computed after the sort and the limit, for the page's sites only.
        atiManagersNames: sql<
          string[]
        >`array(select ${atiManagers.name} || ' ' || ${atiManagers.surname} from ${atiManagerSites} inner join ${atiManagers} on ${atiManagers.id} = ${atiManagerSites.managerId} where ${atiManagerSites.siteCode} = ${siteCode} order by ${atiManagers.id})`,
      })
      .from(reach)
      .where(sql`${reach.matching}`)
      .orderBy(
        ...siteOrder(filter.sortBy, filter.sortDirection, {
          name: sql`${reach.sortName}`,
          jobOrder: sql`${reach.jobTaskId}`,
          lastService: sql`${reach.lastServiceDay}`,
          code: siteCode,
        }),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  }

  return {
    /**
     * A page of the customer's list in one statement: the sites within the user's reach (published or
     * not) with the list's counts as window aggregates, filtered to the published ones matching the
     * search, sorted and paged, with the ATI managers' names of the page's sites.
     */
    async findMySitesPage(
      scope: SiteScope,
      filter: MySiteFilterQuery,
      today: string,
      page: { limit: number; offset: number },
    ): Promise<MySitesPageRow[]> {
      const reach = siteScopeBinding(scope);
      const shape = [
        'my-sites',
        reach.shape,
        filter.status ?? '',
        searchWords(filter.query).length,
        Boolean(filter.jobTaskId),
        filter.sortBy,
        filter.sortDirection,
      ].join(':');
      // The same names as the binds of buildPageQuery and the conditions it uses.
      const values: Record<string, unknown> = { limit: page.limit, offset: page.offset, ...reach.values };
      if (filter.status) values.today = today;
      searchWords(filter.query).forEach((word, index) => (values[`word${index}`] = likePattern(word)));
      if (filter.jobTaskId) values.jobTask = filter.jobTaskId;
      return statements(shape, values, (bind) => {
        bind('limit', page.limit);
        bind('offset', page.offset);
        return buildPageQuery(scope, filter, today, bind);
      });
    },

    /** The counts alone, for a page past the end of the list. */
    async countMySites(scope: SiteScope, filter: MySiteFilterQuery, today: string) {
      const matching = matchingCondition(filter, today, inline);
      const [row] = await db
        .select({
          total: sql<number>`count(*) filter (where ${matching})`.mapWith(Number),
          sitesNumber: sql<number>`count(*)`.mapWith(Number),
          publishedSitesNumber: sql<number>`count(*) filter (where ${sites.published})`.mapWith(Number),
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(visibleSitesCondition(scope, { publishedOnly: false }));
      return row ?? { total: 0, sitesNumber: 0, publishedSitesNumber: 0 };
    },

    /**
     * The published sites within reach, all of them and by status filter, in one statement: each
     * figure is the total the list gives with that filter.
     */
    async countMySitesByStatus(scope: SiteScope, today: string) {
      const countWith = (status?: SiteStatusFilter) =>
        sql<number>`count(*) filter (where ${statusCondition(status, today) ?? sql`true`})`.mapWith(Number);
      const [row] = await db
        .select({
          all: countWith(),
          ...(Object.fromEntries(siteStatusFilters.map((status) => [status, countWith(status)])) as Record<
            SiteStatusFilter,
            ReturnType<typeof countWith>
          >),
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(visibleSitesCondition(scope, { publishedOnly: true }));
      return row!;
    },
  };
}

export type MySitesRepository = ReturnType<typeof createMySitesRepository>;
