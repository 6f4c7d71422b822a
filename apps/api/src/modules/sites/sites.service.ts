import {
  romeCalendarDay,
  sitesAccess,
  type AccessRule,
  type MySiteFilterQuery,
  type MySiteListItem,
  type MySiteListQuery,
  type MySiteListResult,
  type SiteStatusSummary,
  type SiteDetail,
  type WeekLength,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { CacheTag, ReadCache } from '../../plugins/read-cache.ts';
import type { SiteDetailRepository } from './site-detail.repository.ts';
import { monthFeeOf, toFeeSplit, toMySiteListItem, toSiteService } from './site-mappers.ts';
import {
  assertSiteCode,
  assertSiteReader,
  assertSiteVisible,
  siteScopeOf,
  type SiteScope,
} from '../tenancy/index.ts';
import type { MySitesRepository } from './my-sites.repository.ts';

/** The most rows an export holds. */
export const exportRowLimit = 10_000;

type SitesServiceDeps = {
  mySites: MySitesRepository;
  details: SiteDetailRepository;
  /** Where list pages and details are kept between changes (plugins/read-cache.ts). */
  cache: ReadCache;
  /** The moment "today" is taken from (tests move it). */
  now?: () => Date;
};

/** The tables a page of the list is read from (the reach of user_sites, the ATI managers' names). */
const listTags: readonly CacheTag[] = [
  'sites',
  'job_orders',
  'user_sites',
  'ati_managers',
  'ati_manager_sites',
];
/** The tables a detail is read from: the list's, the customer, the fee splits and the services. */
const detailTags: readonly CacheTag[] = [
  ...listTags,
  'customers',
  'site_fee_periods',
  'site_services',
  'site_service_fee_periods',
];

/** What decides which sites a list holds, as a cache key. */
const scopeKey = (scope: SiteScope) =>
  scope.kind === 'staff'
    ? 'staff'
    : `${scope.customerCode}|${scope.atiGroupId ?? ''}|${scope.limitedToUserId ?? ''}`;

/** The customer's sites and every site read: each goes through the scope of site-scope.ts. */
export function createSitesService(deps: SitesServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const today = () => romeCalendarDay(now());

  type PageRow = Awaited<ReturnType<MySitesRepository['findMySitesPage']>>[number];
  const toItems = (rows: PageRow[], day: string) =>
    rows.map((row) => toMySiteListItem(row, day, row.atiManagersNames));

  type DetailRow = NonNullable<Awaited<ReturnType<SiteDetailRepository['findSite']>>>;
  function toSiteDetail(site: DetailRow, day: string): SiteDetail | null {
    if (!site.operations) return null;
    const { feePeriods: periods, services, atiManagersNames } = site.operations;
    const { feeFormula, holidaysAreWorkingDays, monthDuration, feeSplitEndDate } = site;
    const settings = { weekLength: site.weekLength as WeekLength, holidaysAreWorkingDays, monthDuration };
    const item = toMySiteListItem(site, day, atiManagersNames);
    return {
      ...item,
      client: site.client,
      clientCode: site.customerCode,
      cap: site.cap,
      province: site.province,
      phone: site.phone,
      notes: site.notes,
      image: item.img,
      isPublished: site.published,
      jobTaskDateFrom: site.jobTaskDateFrom,
      jobTaskDateTo: site.jobTaskDateTo,
      jobTaskOriginalDateTo: site.jobTaskOriginalDateTo,
      jobTaskIsMarkedAsStarted: site.jobTaskIsMarkedAsStarted,
      feeSplit: toFeeSplit(feeSplitEndDate, periods),
      feeSettings: { feeFormula, ...settings, patronSaintDay: site.patronSaintDay },
      currentMonthFee:
        feeFormula === null ? null : monthFeeOf({ ...site, feeSplitEndDate, ...settings }, periods, day),
      siteServices: services.map(toSiteService),
    };
  }

  /**
   * The site of a URL if the caller may open it: the code's form, the caller's sub-roles or
   * permissions, then the scope. Returns the detail row.
   */
  async function findVisibleSite(
    auth: AuthContext,
    siteCode: string,
    readers: AccessRule,
    options: { withOperations?: boolean } = {},
  ) {
    assertSiteCode(siteCode);
    assertSiteReader(auth, readers);
    const site = await deps.details.findSite(siteCode, auth.userId, options);
    assertSiteVisible(siteScopeOf(auth), site);
    return site as NonNullable<typeof site>;
  }

  return {
    findVisibleSite,

    /** A page of the list, through the cache: one entry per reach (scope), day and query. */
    async listMySites(auth: AuthContext, query: MySiteListQuery): Promise<MySiteListResult> {
      const scope = siteScopeOf(auth);
      const day = today();
      const key = `my-list|${scopeKey(scope)}|${day}|${JSON.stringify(query)}`;
      return deps.cache.read(
        key,
        async () => {
          const rows = await deps.mySites.findMySitesPage(scope, query, day, {
            limit: query.pageSize,
            offset: (query.page - 1) * query.pageSize,
          });
          const [first] = rows;
          const counts = first ?? (await deps.mySites.countMySites(scope, query, day));
          return {
            data: toItems(rows, day),
            total: counts.total,
            sitesNumber: counts.sitesNumber,
            publishedSitesNumber: counts.publishedSitesNumber,
          };
        },
        { tags: listTags },
      );
    },

    /** The dashboard's sites by status, through the cache: one entry per reach and day. */
    async countMySitesByStatus(auth: AuthContext): Promise<SiteStatusSummary> {
      const scope = siteScopeOf(auth);
      const day = today();
      return deps.cache.read(
        `my-status|${scopeKey(scope)}|${day}`,
        () => deps.mySites.countMySitesByStatus(scope, day),
        { tags: listTags },
      );
    },

    /** Every site of the filtered list (up to exportRowLimit), for the Excel export. */
    async listMySitesForExport(auth: AuthContext, filter: MySiteFilterQuery): Promise<MySiteListItem[]> {
      const day = today();
      const page = { limit: exportRowLimit, offset: 0 };
      return toItems(await deps.mySites.findMySitesPage(siteScopeOf(auth), filter, day, page), day);
    },

    /** The sites served most recently, latest first. */
    async listLastServedSites(auth: AuthContext, limit: number): Promise<MySiteListItem[]> {
      const day = today();
      const filter = { sortBy: 'lastService', sortDirection: 'desc' } as const;
      const rows = await deps.mySites.findMySitesPage(siteScopeOf(auth), filter, day, { limit, offset: 0 });
      return toItems(
        rows.filter((row) => row.lastServiceDay !== null),
        day,
      );
    },

    /**
     * The detail, through the cache: one entry per site and day serves every caller who may open it
     * (but users limited to some sites, whose verdict depends on their user_sites); the verdict of
     * site-scope.ts is given on each request. `fresh` reads the database again (after a write of the
     * same request, before the change's notice has cleared the cache).
     */
    async getSiteDetail(
      auth: AuthContext,
      siteCode: string,
      options: { fresh?: boolean } = {},
    ): Promise<SiteDetail> {
      assertSiteCode(siteCode);
      assertSiteReader(auth, sitesAccess.rules.detail);
      const scope = siteScopeOf(auth);
      const day = today();
      const reader = scope.kind === 'customer' ? (scope.limitedToUserId ?? '*') : '*';
      const key = `site-detail|${siteCode}|${day}|${reader}`;
      if (options.fresh) deps.cache.forget(key);
      const entry = await deps.cache.read(
        key,
        async () => {
          const site = await deps.details.findSite(siteCode, auth.userId, { withOperations: true });
          return { ownership: site, detail: site?.operations ? toSiteDetail(site, day) : null };
        },
        { tags: detailTags },
      );
      assertSiteVisible(scope, entry.ownership);
      if (!entry.detail) throw new AppError('SITE_NOT_FOUND');
      return entry.detail;
    },
  };
}

export type SitesService = ReturnType<typeof createSitesService>;
