import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  employeeAssignments,
  employees,
  employeeShifts,
  jobOrders,
  sites,
  stampings,
  type Database,
} from '@portale/db';
import type { EmployeeListQuery, EmployeeSite, IsoDate } from '@portale/shared';
import { matchingCount, totalOf } from '../../plugins/page-total.repository.ts';
import { withPageTotal } from '../../plugins/page-total.ts';
import { romeMidnight } from '../../plugins/rome-day.repository.ts';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

/** The codes of the sites within reach, as a subquery (sites joined to their job order). */
export const visibleSiteCodes = (db: Database, scope: SiteScope) =>
  db
    .select({ code: sites.code })
    .from(sites)
    .innerJoin(jobOrders, joinJobOrder)
    .where(visibleSitesCondition(scope));

/** The person works, or worked, on a site within reach (and on `siteCode` when given). */
const assignedWithinReach = (db: Database, scope: SiteScope, siteCode?: string) =>
  sql`exists (${db
    .select({ one: sql`1` })
    .from(employeeAssignments)
    .where(
      and(
        eq(employeeAssignments.employeeId, employees.id),
        inArray(employeeAssignments.siteCode, visibleSiteCodes(db, scope)),
        siteCode === undefined ? undefined : eq(employeeAssignments.siteCode, siteCode),
      ),
    )})`;

const photoUrlOf = (id: number, storageKey: string | null) =>
  storageKey === null ? null : `/api/employees/${id}/photo`;

const publicColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  qualification: employees.qualification,
  employer: employees.employer,
  badgeNumber: employees.badgeNumber,
  weeklyMinutes: employees.weeklyMinutes,
  photoStorageKey: employees.photoStorageKey,
};

type PublicRow = { id: number; weeklyMinutes: number; photoStorageKey: string | null };
const asItem = <R extends PublicRow>({ weeklyMinutes, photoStorageKey, ...row }: R) => ({
  ...row,
  weeklyHours: weeklyMinutes / 60,
  photoUrl: photoUrlOf(row.id, photoStorageKey),
});

/** A site of the scope with what its calendar and its hours need. */
export type StaffedSite = {
  siteCode: string;
  siteName: string;
  weekLength: number;
  holidaysAreWorkingDays: boolean;
  patronSaintDay: string | null;
};

/**
 * The people on the sites within reach: the list (searched, filtered, sorted and paged in SQL), the
 * filters' options, one person with their assignments and shifts, their photo; and the sites within
 * reach where people were assigned or stamped in a period, for the coverage and the stampings.
 */
export function createEmployeesRepository(db: Database) {
  /** The assignments of some people to sites within reach, by person. */
  async function sitesOf(scope: SiteScope, employeeIds: readonly number[]) {
    const bySite = new Map<number, (EmployeeSite & { assignmentId: number })[]>();
    if (employeeIds.length === 0) return bySite;
    const rows = await db
      .select({
        assignmentId: employeeAssignments.id,
        employeeId: employeeAssignments.employeeId,
        siteCode: sites.code,
        siteName: sites.name,
        dateFrom: employeeAssignments.dateFrom,
        dateTo: employeeAssignments.dateTo,
      })
      .from(employeeAssignments)
      .innerJoin(sites, eq(sites.code, employeeAssignments.siteCode))
      .innerJoin(jobOrders, joinJobOrder)
      .where(and(inArray(employeeAssignments.employeeId, [...employeeIds]), visibleSitesCondition(scope)))
      .orderBy(asc(sites.name), asc(employeeAssignments.dateFrom));
    for (const { employeeId, ...site } of rows) {
      const own = bySite.get(employeeId) ?? [];
      own.push(site);
      bySite.set(employeeId, own);
    }
    return bySite;
  }

  return {
    async list(scope: SiteScope, query: EmployeeListQuery) {
      const where = and(
        assignedWithinReach(db, scope, query.siteCode),
        searchCondition(query.query, [
          sql`${employees.firstName}`,
          sql`${employees.lastName}`,
          sql`${employees.badgeNumber}`,
          sql`${employees.qualification}`,
        ]),
        query.qualification === undefined ? undefined : eq(employees.qualification, query.qualification),
      );
      const direction = query.sortDirection === 'desc' ? desc : asc;
      const byName = [asc(employees.lastName), asc(employees.firstName)];
      const order: SQL[] = {
        name: [direction(employees.lastName), direction(employees.firstName)],
        qualification: [direction(employees.qualification), ...byName],
        employer: [direction(employees.employer), ...byName],
        weeklyHours: [direction(employees.weeklyMinutes), ...byName],
      }[query.sortBy];
      const { rows, total } = await withPageTotal(
        await db
          .select({ ...publicColumns, total: matchingCount() })
          .from(employees)
          .where(where)
          .orderBy(...order, asc(employees.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        query.page,
        () => totalOf(db.select({ total: count() }).from(employees).where(where)),
      );
      const assigned = await sitesOf(
        scope,
        rows.map((row) => row.id),
      );
      return {
        total,
        data: rows.map((row) => ({
          ...asItem(row),
          sites: (assigned.get(row.id) ?? []).map(({ assignmentId: _id, ...site }) => site),
        })),
      };
    },

    async filters(scope: SiteScope) {
      const [qualifications, staffed] = await Promise.all([
        db
          .selectDistinct({ qualification: employees.qualification })
          .from(employees)
          .where(assignedWithinReach(db, scope))
          .orderBy(asc(employees.qualification)),
        db
          .selectDistinct({ siteCode: sites.code, siteName: sites.name })
          .from(employeeAssignments)
          .innerJoin(sites, eq(sites.code, employeeAssignments.siteCode))
          .innerJoin(jobOrders, joinJobOrder)
          .where(visibleSitesCondition(scope))
          .orderBy(asc(sites.name), asc(sites.code)),
      ]);
      return { qualifications: qualifications.map((row) => row.qualification), sites: staffed };
    },

    /** One person within reach, with their sites and shifts; null when out of reach or unknown. */
    async detail(scope: SiteScope, employeeId: number) {
      const [row] = await db
        .select({
          ...publicColumns,
          code: employees.code,
          taxCode: employees.taxCode,
          phone: employees.phone,
          address: employees.address,
        })
        .from(employees)
        .where(and(eq(employees.id, employeeId), assignedWithinReach(db, scope)));
      if (!row) return null;
      const assigned = (await sitesOf(scope, [employeeId])).get(employeeId) ?? [];
      const shifts = await db
        .select()
        .from(employeeShifts)
        .where(
          inArray(
            employeeShifts.assignmentId,
            assigned.map((site) => site.assignmentId),
          ),
        )
        .orderBy(asc(employeeShifts.weekday), asc(employeeShifts.startsAt));
      const { code, taxCode, phone, address, ...item } = row;
      const sitesAssigned = assigned.map(({ assignmentId: _id, ...site }) => site);
      return {
        ...asItem(item),
        sites: sitesAssigned,
        assignments: assigned.map(({ assignmentId, ...site }) => ({
          ...site,
          shifts: shifts
            .filter((shift) => shift.assignmentId === assignmentId)
            .map(({ weekday, startsAt, endsAt }) => ({ weekday, startsAt, endsAt })),
        })),
        privateData: { code, taxCode, phone, address },
      };
    },

    /** The stored photo of a person within reach. */
    async photo(scope: SiteScope, employeeId: number) {
      const [row] = await db
        .select({
          storageKey: employees.photoStorageKey,
          contentType: employees.photoContentType,
        })
        .from(employees)
        .where(and(eq(employees.id, employeeId), assignedWithinReach(db, scope)));
      return row?.storageKey && row.contentType
        ? { storageKey: row.storageKey, contentType: row.contentType }
        : null;
    },

    async setPhoto(employeeId: number, photo: { storageKey: string; contentType: string }) {
      const [previous] = await db
        .select({ storageKey: employees.photoStorageKey })
        .from(employees)
        .where(eq(employees.id, employeeId));
      if (!previous) return null;
      await db
        .update(employees)
        .set({
          photoStorageKey: photo.storageKey,
          photoContentType: photo.contentType,
          updatedAt: new Date(),
        })
        .where(eq(employees.id, employeeId));
      return { previousStorageKey: previous.storageKey };
    },

    /**
     * The sites within reach (or `siteCode`) where someone was assigned, or stamped, from `from` to `to`,
     * by name: a page of them with their count, or all of them without `page`.
     */
    async staffedSites(
      scope: SiteScope,
      filter: { from: IsoDate; to: IsoDate; siteCode?: string | undefined; query?: string | undefined },
      page?: { page: number; pageSize: number },
    ): Promise<{ sites: StaffedSite[]; total: number }> {
      const staffed = sql`(exists (select 1 from ${employeeAssignments} a where a.site_code = ${sites.code}
          and a.date_from <= ${filter.to} and (a.date_to is null or a.date_to >= ${filter.from}))
        or exists (select 1 from ${stampings} st where st.site_code = ${sites.code}
          and st.stamped_at >= ${romeMidnight(filter.from)} and st.stamped_at < ${romeMidnight(filter.to, 1)}))`;
      const where = and(
        visibleSitesCondition(scope),
        filter.siteCode === undefined ? undefined : eq(sites.code, filter.siteCode),
        searchCondition(filter.query, [sql`${sites.name}`, sql`${sites.code}`]),
        staffed,
      );
      const base = db
        .select({
          siteCode: sites.code,
          siteName: sites.name,
          weekLength: sites.weekLength,
          holidaysAreWorkingDays: sites.holidaysAreWorkingDays,
          patronSaintDay: sites.patronSaintDay,
          total: matchingCount(),
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(where)
        .orderBy(asc(sites.name), asc(sites.code))
        .$dynamic();
      const rows = page
        ? await base.limit(page.pageSize).offset((page.page - 1) * page.pageSize)
        : await base;
      const { rows: staffedSites, total } = await withPageTotal(rows, page?.page ?? 1, () =>
        totalOf(db.select({ total: count() }).from(sites).innerJoin(jobOrders, joinJobOrder).where(where)),
      );
      return { total, sites: staffedSites };
    },
  };
}

export type EmployeesRepository = ReturnType<typeof createEmployeesRepository>;
