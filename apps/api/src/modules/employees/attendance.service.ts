import {
  addDays,
  allows,
  attendanceAnomalies,
  attendanceMaxDays,
  firstCalendarDay,
  lastCalendarDay,
  employeesAccess,
  isOpenDay,
  romeCalendarDay,
  type AnomalyCounts,
  type AttendanceFilter,
  type AttendanceList,
  type AttendanceQuery,
  type Coverage,
  type CoverageQuery,
  type CoverageSummary,
  type CoverageSummaryQuery,
  type CoverageWeek,
  type IsoDate,
  type OnSite,
  type SiteCalendar,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf, type Tenancy } from '../tenancy/index.ts';
import type { AttendanceRepository, AttendanceRow, AttendanceScope } from './attendance.repository.ts';
import type { EmployeesRepository, StaffedSite } from './employees.repository.ts';

/** The most days of attendance one Excel export holds. */
export const attendanceExportLimit = 50_000;

/** The days from `from` to `to`, both included. */
function daysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The Monday of a day's week. */
export function mondayOf(day: IsoDate): IsoDate {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** A week without planned hours, stamped hours or anomalies. */
const emptyWeek = (weekStart: IsoDate): CoverageWeek => ({
  weekStart,
  plannedMinutes: 0,
  coveredMinutes: 0,
  anomalies: Object.fromEntries(attendanceAnomalies.map((kind) => [kind, 0])) as AnomalyCounts,
});

/** The weeks of a coverage from the Monday of `day`'s week: those that start within the calendar. */
function coverageWeeks(day: IsoDate, weeks: number) {
  const from = mondayOf(day);
  const weekStarts = Array.from({ length: weeks }, (_, week) => addDays(from, week * 7)).filter(
    (weekStart) => weekStart <= lastCalendarDay,
  );
  const end = addDays(weekStarts.at(-1)!, 6);
  return { from, to: end > lastCalendarDay ? lastCalendarDay : end, weekStarts };
}

/** How many days the stampings cover when the period's first day is not given: a month. */
const defaultDays = 30;

/**
 * The period a read of stampings answers: by default the 30 days up to today (or up to the first day,
 * when it is later); a period of more than 62 days cut to its last 62; within the calendar's days.
 */
export function attendancePeriod(
  filter: { from?: IsoDate | undefined; to?: IsoDate | undefined },
  today: IsoDate,
) {
  const to = filter.to ?? (filter.from !== undefined && filter.from > today ? filter.from : today);
  const earliest = (day: IsoDate, days: number) => {
    const first = addDays(day, -(days - 1));
    return first < firstCalendarDay ? firstCalendarDay : first;
  };
  const from = filter.from ?? earliest(to, defaultDays);
  return { from: from < earliest(to, attendanceMaxDays) ? earliest(to, attendanceMaxDays) : from, to };
}

/**
 * The hours of the people on the sites (issue 28): the coverage of the planned hours per site and week,
 * naming nobody (sub-role employee); the days by person with their stampings and anomalies, their export
 * and who is on site now (sub-role employee stampings only: a customer without it gets 403).
 */
export function createAttendanceService(deps: {
  employees: EmployeesRepository;
  attendance: AttendanceRepository;
  calendars: (
    sites: readonly StaffedSite[],
    range: { from: IsoDate; to: IsoDate },
  ) => Promise<Map<string, SiteCalendar>>;
  tenancy: Tenancy;
  now: () => Date;
}) {
  const { employees, attendance, tenancy } = deps;

  /** What the days are computed over: the sites given, their closed days in the period, today. */
  async function scopeOf(
    sites: readonly StaffedSite[],
    period: { from: IsoDate; to: IsoDate; employeeId?: number | undefined },
  ): Promise<AttendanceScope> {
    const calendars = await deps.calendars(sites, period);
    const days = daysBetween(period.from, period.to);
    const closed: AttendanceScope['closed'][number][] = [];
    for (const site of sites) {
      const calendar = calendars.get(site.siteCode);
      if (!calendar) continue;
      for (const day of days) if (!isOpenDay(day, calendar)) closed.push({ siteCode: site.siteCode, day });
    }
    const now = deps.now();
    return {
      ...period,
      siteCodes: sites.map((site) => site.siteCode),
      closed,
      today: romeCalendarDay(now),
      now,
    };
  }

  async function stampingsScope(auth: AuthContext, filter: AttendanceFilter) {
    if (!allows(employeesAccess.rules.stampings, auth)) throw new AppError('FORBIDDEN');
    if (filter.siteCode !== undefined)
      await tenancy.findVisibleSite(auth, filter.siteCode, employeesAccess.rules.stampings);
    const period = attendancePeriod(filter, romeCalendarDay(deps.now()));
    // A period that ends before it starts holds no day: no site is read.
    const { sites } =
      period.to < period.from
        ? { sites: [] }
        : await employees.staffedSites(siteScopeOf(auth), { ...filter, ...period });
    return scopeOf(sites, { ...period, employeeId: filter.employeeId });
  }

  return {
    async list(auth: AuthContext, query: AttendanceQuery): Promise<AttendanceList> {
      const scope = await stampingsScope(auth, query);
      const { rows, total } = await attendance.page(scope, query);
      return { from: scope.from, to: scope.to, data: rows, total };
    },

    async exportRows(auth: AuthContext, filter: AttendanceFilter): Promise<AttendanceRow[]> {
      return attendance.all(await stampingsScope(auth, filter), filter, attendanceExportLimit);
    },

    async coverage(auth: AuthContext, query: CoverageQuery): Promise<Coverage> {
      if (!allows(employeesAccess.rules.read, auth)) throw new AppError('FORBIDDEN');
      if (query.siteCode !== undefined)
        await tenancy.findVisibleSite(auth, query.siteCode, employeesAccess.rules.read);
      const { from, to, weekStarts } = coverageWeeks(query.from, query.weeks);
      const { sites, total } = await employees.staffedSites(
        siteScopeOf(auth),
        { from, to, siteCode: query.siteCode, query: query.query },
        query,
      );
      const found = new Map(
        (await attendance.coverage(await scopeOf(sites, { from, to }))).map(({ siteCode, ...week }) => [
          `${siteCode}|${week.weekStart}`,
          week,
        ]),
      );
      return {
        weekStarts,
        total,
        data: sites.map((site) => ({
          siteCode: site.siteCode,
          siteName: site.siteName,
          weeks: weekStarts.map(
            (weekStart) => found.get(`${site.siteCode}|${weekStart}`) ?? emptyWeek(weekStart),
          ),
        })),
      };
    },

    async coverageSummary(auth: AuthContext, query: CoverageSummaryQuery): Promise<CoverageSummary> {
      if (!allows(employeesAccess.rules.read, auth)) throw new AppError('FORBIDDEN');
      const { from, to, weekStarts } = coverageWeeks(query.from, query.weeks);
      const { sites } = await employees.staffedSites(siteScopeOf(auth), { from, to });
      const found = await attendance.coverage(await scopeOf(sites, { from, to }));
      const weeks = weekStarts.map(emptyWeek);
      for (const row of found) {
        const week = weeks.find((candidate) => candidate.weekStart === row.weekStart);
        if (!week) continue;
        week.plannedMinutes += row.plannedMinutes;
        week.coveredMinutes += row.coveredMinutes;
        for (const kind of attendanceAnomalies) week.anomalies[kind] += row.anomalies[kind];
      }
      return { weeks, sites: sites.length };
    },

    async onSite(auth: AuthContext, siteCode: string | undefined): Promise<OnSite> {
      if (!allows(employeesAccess.rules.stampings, auth)) throw new AppError('FORBIDDEN');
      if (siteCode !== undefined)
        await tenancy.findVisibleSite(auth, siteCode, employeesAccess.rules.stampings);
      const today = romeCalendarDay(deps.now());
      const { sites } = await employees.staffedSites(siteScopeOf(auth), {
        from: addDays(today, -1),
        to: today,
        siteCode,
      });
      const people = await attendance.onSite(
        sites.map((site) => site.siteCode),
        deps.now(),
      );
      return sites
        .map((site) => ({
          siteCode: site.siteCode,
          siteName: site.siteName,
          people: people
            .filter((person) => person.siteCode === site.siteCode)
            .map(({ employeeId, name, since }) => ({ employeeId, name, since })),
        }))
        .filter((site) => site.people.length > 0 || siteCode !== undefined);
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
