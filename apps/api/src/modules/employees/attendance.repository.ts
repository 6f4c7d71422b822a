import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@portale/db';
import type { AttendanceAnomaly, AttendanceSort, IsoDate, StampingKind } from '@portale/shared';
import { pgArray } from '../../plugins/pg-array.ts';
import { romeMidnight } from '../../plugins/rome-day.repository.ts';
import { rowsOf } from '../../plugins/raw-rows.ts';

/** A clock-in without its clock-out for this long is missing it (and no longer on site). */
export const openStampingHours = 16;
/** How far outside the site's hours a stamping may be before it is an anomaly. */
const siteHoursSlackMinutes = 30;

/** The period, the sites and the days they are closed: what a person's days are computed over. */
export type AttendanceScope = {
  from: IsoDate;
  to: IsoDate;
  siteCodes: readonly string[];
  /** Days the sites are closed (their calendar: no hour is planned on them). */
  closed: readonly { siteCode: string; day: IsoDate }[];
  employeeId?: number | undefined;
  today: IsoDate;
  now: Date;
};

export type AttendanceRow = {
  day: IsoDate;
  employeeId: number;
  employeeName: string;
  siteCode: string;
  siteName: string;
  plannedMinutes: number;
  stampedMinutes: number;
  stampings: { kind: StampingKind; at: string; firstAt: string | null }[];
  anomalies: AttendanceAnomaly[];
};

/**
 * A person's days on a site, as SQL (docs/ARCHITECTURE.md, "Personnel"): the planned minutes of their
 * shifts on the days the site is open, full-joined with their stampings of the day, each clock-in paired
 * with the clock-out that follows it (across midnight too), and the anomalies of the day. One statement,
 * so that the lists filter, sort and page it in SQL.
 */
function attendanceDays(scope: AttendanceScope): SQL {
  const sites = sql`${pgArray(scope.siteCodes)}::text[]`;
  const byEmployee = (column: SQL) =>
    scope.employeeId === undefined ? sql`` : sql` and ${column} = ${scope.employeeId}`;
  const now = scope.now.toISOString();
  return sql`
    closed as (
      select * from unnest(${pgArray(scope.closed.map((day) => day.siteCode))}::text[], ${pgArray(scope.closed.map((day) => day.day))}::date[])
        as c(site_code, day)
    ),
    planned as (
      select a.employee_id, a.site_code, d.day,
        sum(extract(epoch from (sh.ends_at::time - sh.starts_at::time)) / 60)::int as planned_minutes
      from employee_assignments a
      join employee_shifts sh on sh.assignment_id = a.id
      cross join lateral (
        select g::date as day from generate_series(
          greatest(a.date_from, ${scope.from}::date),
          least(coalesce(a.date_to, ${scope.to}::date), ${scope.to}::date),
          interval '1 day') g
      ) d
      where a.site_code = any(${sites})${byEmployee(sql`a.employee_id`)}
        and a.date_from <= ${scope.to}::date and (a.date_to is null or a.date_to >= ${scope.from}::date)
        and extract(isodow from d.day) = sh.weekday
        and not exists (select 1 from closed c where c.site_code = a.site_code and c.day = d.day)
      group by 1, 2, 3
    ),
    ordered as (
      select st.employee_id, st.site_code, st.kind, st.stamped_at, st.first_stamped_at,
        (st.stamped_at at time zone 'Europe/Rome') as local_at,
        lead(st.kind) over w as next_kind,
        lead(st.stamped_at) over w as next_at,
        lag(st.kind) over w as previous_kind
      from stampings st
      where st.site_code = any(${sites})${byEmployee(sql`st.employee_id`)}
        and st.stamped_at >= ${romeMidnight(scope.from, -1)} and st.stamped_at < ${romeMidnight(scope.to, 2)}
      window w as (partition by st.employee_id, st.site_code order by st.stamped_at, st.id)
    ),
    stamped as (
      select o.employee_id, o.site_code, o.local_at::date as day,
        coalesce(sum(extract(epoch from o.next_at - o.stamped_at) / 60)
          filter (where o.kind = 'in' and o.next_kind = 'out'), 0)::int as stamped_minutes,
        bool_or(o.kind = 'in' and (o.next_kind = 'in' or (o.next_kind is null
          and o.stamped_at < ${now}::timestamptz - interval '${sql.raw(String(openStampingHours))} hours'))) as missing_out,
        bool_or(o.kind = 'out' and o.previous_kind is distinct from 'in') as missing_in,
        bool_or(s.start_hour is not null and s.end_hour > s.start_hour and (
          extract(epoch from o.local_at::time) / 60 < extract(epoch from s.start_hour::time) / 60 - ${siteHoursSlackMinutes}
          or extract(epoch from o.local_at::time) / 60 > extract(epoch from s.end_hour::time) / 60 + ${siteHoursSlackMinutes})) as outside
      from ordered o
      join sites s on s.code = o.site_code
      where o.local_at::date between ${scope.from}::date and ${scope.to}::date
      group by 1, 2, 3
    ),
    days as (
      select coalesce(p.employee_id, t.employee_id) as employee_id,
        coalesce(p.site_code, t.site_code) as site_code,
        coalesce(p.day, t.day) as day,
        coalesce(p.planned_minutes, 0) as planned_minutes,
        coalesce(t.stamped_minutes, 0) as stamped_minutes,
        array_remove(array[
          case when t.missing_out then 'missingClockOut' end,
          case when t.missing_in then 'missingClockIn' end,
          case when t.outside then 'outsideSiteHours' end,
          case when t.employee_id is null and p.day < ${scope.today}::date then 'noStamping' end,
          case when p.day < ${scope.today}::date and p.planned_minutes > 0 and t.stamped_minutes > 0
            and not t.missing_out and not t.missing_in
            and abs(t.stamped_minutes - p.planned_minutes) > greatest(30, p.planned_minutes / 4)
            then 'hoursOffPlan' end
        ], null) as anomalies
      from planned p
      full join stamped t on t.employee_id = p.employee_id and t.site_code = p.site_code and t.day = p.day
    )`;
}

/** The stampings as the drivers give them back from json_agg: instants as text, to ISO. */
const isoStampings = (stampings: { kind: StampingKind; at: string; firstAt: string | null }[]) =>
  stampings.map((stamping) => ({
    kind: stamping.kind,
    at: new Date(stamping.at).toISOString(),
    firstAt: stamping.firstAt === null ? null : new Date(stamping.firstAt).toISOString(),
  }));

type RawDay = {
  day: string | Date;
  employee_id: number;
  employee_name: string;
  site_code: string;
  site_name: string;
  planned_minutes: number;
  stamped_minutes: number;
  stampings: { kind: StampingKind; at: string; firstAt: string | null }[] | string;
  anomalies: AttendanceAnomaly[] | string;
  total?: number | string;
};

const dayOf = (value: string | Date): IsoDate =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** PostgreSQL's text form of an array of plain words: {a,b}. */
const wordsOf = (value: AttendanceAnomaly[] | string): AttendanceAnomaly[] =>
  Array.isArray(value)
    ? value
    : (value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean) as AttendanceAnomaly[]);

const asRow = (raw: RawDay): AttendanceRow => ({
  day: dayOf(raw.day),
  employeeId: raw.employee_id,
  employeeName: raw.employee_name,
  siteCode: raw.site_code,
  siteName: raw.site_name,
  plannedMinutes: Number(raw.planned_minutes),
  stampedMinutes: Number(raw.stamped_minutes),
  stampings: isoStampings(typeof raw.stampings === 'string' ? JSON.parse(raw.stampings) : raw.stampings),
  anomalies: wordsOf(raw.anomalies),
});

export type AttendanceListing = {
  anomaly?: AttendanceAnomaly | undefined;
  sortBy: AttendanceSort;
  sortDirection: 'asc' | 'desc';
};

export function createAttendanceRepository(db: Database) {
  const listing = (scope: AttendanceScope, options: AttendanceListing, tail: SQL) => {
    const direction = sql.raw(options.sortDirection === 'desc' ? 'desc' : 'asc');
    const order = {
      day: sql`d.day ${direction}, s.name, e.last_name, e.first_name`,
      employee: sql`e.last_name ${direction}, e.first_name ${direction}, d.day desc, s.name`,
      site: sql`s.name ${direction}, d.day desc, e.last_name, e.first_name`,
    }[options.sortBy];
    // The stampings of the rows kept only: a page of 25 days does not build the JSON of thousands.
    return sql`with ${attendanceDays(scope)},
      listed as (
        select d.day, d.employee_id, e.last_name || ' ' || e.first_name as employee_name,
          d.site_code, s.name as site_name, d.planned_minutes, d.stamped_minutes, d.anomalies,
          count(*) over () as total,
          row_number() over (order by ${order}, d.employee_id, d.site_code) as position
        from days d
        join employees e on e.id = d.employee_id
        join sites s on s.code = d.site_code
        ${options.anomaly === undefined ? sql`` : sql`where ${options.anomaly} = any(d.anomalies)`}
        order by position
        ${tail}
      )
      select listed.*, coalesce((
        select json_agg(json_build_object('kind', st.kind, 'at', st.stamped_at, 'firstAt', st.first_stamped_at)
          order by st.stamped_at, st.id)
        from stampings st
        where st.employee_id = listed.employee_id and st.site_code = listed.site_code
          and st.stamped_at >= (listed.day::timestamp at time zone 'Europe/Rome')
          and st.stamped_at < ((listed.day + 1)::timestamp at time zone 'Europe/Rome')
      ), '[]'::json) as stampings
      from listed
      order by listed.position`;
  };

  return {
    /** A page of the days, with how many there are. */
    async page(
      scope: AttendanceScope,
      options: AttendanceListing & { page: number; pageSize: number },
    ): Promise<{ rows: AttendanceRow[]; total: number }> {
      if (scope.siteCodes.length === 0) return { rows: [], total: 0 };
      const result = rowsOf<RawDay>(
        await db.execute(
          listing(
            scope,
            options,
            sql`limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`,
          ),
        ),
      );
      return { rows: result.map(asRow), total: Number(result[0]?.total ?? 0) };
    },

    /** Every day of the filter, up to `limit`: for the Excel export. */
    async all(scope: AttendanceScope, options: AttendanceListing, limit: number): Promise<AttendanceRow[]> {
      if (scope.siteCodes.length === 0) return [];
      return rowsOf<RawDay>(await db.execute(listing(scope, options, sql`limit ${limit}`))).map(asRow);
    },

    /**
     * Per site and week (from Monday), over the days before today: planned minutes, covered minutes (each
     * day's stamped minutes on the site, up to its planned minutes) and the person-days of each anomaly.
     * Nobody is named.
     */
    async coverage(scope: AttendanceScope) {
      if (scope.siteCodes.length === 0) return [];
      const counts = (kind: AttendanceAnomaly) =>
        sql`count(*) filter (where ${kind} = any(d.anomalies))::int`;
      const result = rowsOf<{
        site_code: string;
        week_start: string | Date;
        planned: number;
        covered: number;
        missing_out: number;
        missing_in: number;
        outside: number;
        no_stamping: number;
        off_plan: number;
      }>(
        await db.execute(sql`with ${attendanceDays(scope)},
          -- The days over: today's and those to come are not finished, and would only lower the share.
          site_days as (
            select d.site_code, d.day, sum(d.planned_minutes)::int as planned,
              sum(d.stamped_minutes)::int as stamped,
              ${counts('missingClockOut')} as missing_out, ${counts('missingClockIn')} as missing_in,
              ${counts('outsideSiteHours')} as outside, ${counts('noStamping')} as no_stamping,
              ${counts('hoursOffPlan')} as off_plan
            from days d where d.day < ${scope.today}::date group by 1, 2
          )
          select site_code, date_trunc('week', day)::date as week_start, sum(planned)::int as planned,
            sum(least(stamped, planned))::int as covered, sum(missing_out)::int as missing_out,
            sum(missing_in)::int as missing_in, sum(outside)::int as outside,
            sum(no_stamping)::int as no_stamping, sum(off_plan)::int as off_plan
          from site_days group by 1, 2`),
      );
      return result.map((row) => ({
        siteCode: row.site_code,
        weekStart: dayOf(row.week_start),
        plannedMinutes: Number(row.planned),
        coveredMinutes: Number(row.covered),
        anomalies: {
          missingClockOut: Number(row.missing_out),
          missingClockIn: Number(row.missing_in),
          outsideSiteHours: Number(row.outside),
          noStamping: Number(row.no_stamping),
          hoursOffPlan: Number(row.off_plan),
        },
      }));
    },

    /** Who is clocked in now on the sites: their last stamping of the last 16 hours is a clock-in. */
    async onSite(siteCodes: readonly string[], now: Date) {
      if (siteCodes.length === 0) return [];
      const result = rowsOf<{
        site_code: string;
        employee_id: number;
        name: string;
        since: string | Date;
      }>(
        await db.execute(sql`
          select last.site_code, last.employee_id, e.last_name || ' ' || e.first_name as name, last.stamped_at as since
          from (
            select distinct on (st.employee_id, st.site_code) st.employee_id, st.site_code, st.kind, st.stamped_at
            from stampings st
            where st.site_code = any(${pgArray(siteCodes)}::text[])
              and st.stamped_at >= ${now.toISOString()}::timestamptz - interval '${sql.raw(String(openStampingHours))} hours'
              and st.stamped_at <= ${now.toISOString()}::timestamptz
            order by st.employee_id, st.site_code, st.stamped_at desc, st.id desc
          ) last
          join employees e on e.id = last.employee_id
          where last.kind = 'in'
          order by e.last_name, e.first_name`),
      );
      return result.map((row) => ({
        siteCode: row.site_code,
        employeeId: row.employee_id,
        name: row.name,
        since: new Date(row.since).toISOString(),
      }));
    },
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
