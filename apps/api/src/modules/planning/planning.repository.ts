import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  jobOrders,
  serviceOccurrenceRecords,
  serviceScheduleChanges,
  serviceSchedules,
  siteServiceFeePeriods,
  siteServices,
  sites,
  type Database,
} from '@portale/db';
import type {
  IsoDate,
  OccurrenceOutcome,
  PlannedServiceListQuery,
  ServiceFrequency,
  ServiceType,
  SiteCalendar,
} from '@portale/shared';
import { readSiteCalendars } from './site-calendars.repository.ts';
import { matchingCount, totalOf } from '../../plugins/page-total.repository.ts';
import { withPageTotal } from '../../plugins/page-total.ts';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';
import type { ServiceSchedule } from '@portale/shared/schedule-expansion';

/** A scheduled service with what its expansion needs. */
export type ScheduledService = {
  siteServiceId: number;
  siteCode: string;
  siteName: string;
  serviceName: string;
  serviceType: ServiceType;
  schedule: ServiceSchedule;
};

/** A row of the services list as read: the schedule's columns are null when it has none. */
export type PlannedServiceRow = {
  siteServiceId: number;
  siteCode: string;
  siteName: string;
  serviceName: string;
  frequency: ServiceFrequency;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  serviceType: ServiceType | null;
  rule: string | null;
  onClosedDay: 'move' | 'skip' | null;
  coverage: string | null;
  feeCents: number | null;
};

export type PlanInputs = {
  services: ScheduledService[];
  calendars: Map<string, SiteCalendar>;
};

/** What the provider recorded, by service, then by the rule's day. */
export type PlanRecords = Map<number, Map<IsoDate, OccurrenceOutcome>>;

/**
 * What the plan of a range is computed from, in three queries: the schedules of the services within the
 * caller's reach whose dates meet the range (or the `lookBack` days before it, whose work a closure or
 * a move may bring into it), their sites' calendars and closures, and their changes; then, once they are
 * expanded, the records of the days the occurrences found come from (`records`).
 */
export function createPlanningRepository(db: Database) {
  return {
    /**
     * A page of the site services within reach, with their schedules (left joined: a service without one
     * is listed too) and the fee period in force on `today`, filtered and sorted in SQL.
     */
    async services(scope: SiteScope, query: PlannedServiceListQuery, today: IsoDate) {
      const where: SQL | undefined = and(
        visibleSitesCondition(scope),
        searchCondition(query.query, [
          sql`${siteServices.serviceName}`,
          sql`${sites.name}`,
          sql`${sites.code}`,
        ]),
        query.siteCode === undefined ? undefined : eq(sites.code, query.siteCode),
        query.serviceType === undefined ? undefined : eq(serviceSchedules.serviceType, query.serviceType),
        query.frequency === undefined ? undefined : eq(siteServices.frequency, query.frequency),
      );
      const direction = query.sortDirection === 'desc' ? desc : asc;
      const order = {
        site: [direction(sites.name), asc(siteServices.serviceName)],
        service: [direction(siteServices.serviceName), asc(sites.name)],
        frequency: [direction(siteServices.frequency), asc(sites.name), asc(siteServices.serviceName)],
        // The services grouped by type, then by frequency; those without a schedule (no type) last.
        type: [
          query.sortDirection === 'desc'
            ? sql`${serviceSchedules.serviceType} desc nulls last`
            : sql`${serviceSchedules.serviceType} asc nulls last`,
          asc(siteServices.frequency),
          asc(sites.name),
          asc(siteServices.serviceName),
        ],
      }[query.sortBy];
      const feeCents = sql<
        number | null
      >`(select ${siteServiceFeePeriods.feeCents} from ${siteServiceFeePeriods}
        where ${siteServiceFeePeriods.siteServiceId} = ${siteServices.id} and ${siteServiceFeePeriods.startDate} <= ${today}
        order by ${siteServiceFeePeriods.startDate} desc limit 1)::float8`;
      const base = <T extends Record<string, unknown>>(columns: T) =>
        db
          .select(columns as never)
          .from(siteServices)
          .innerJoin(sites, eq(sites.code, siteServices.siteCode))
          .innerJoin(jobOrders, joinJobOrder)
          .leftJoin(serviceSchedules, eq(serviceSchedules.siteServiceId, siteServices.id))
          .$dynamic();
      const rows = (await base({
        siteServiceId: siteServices.id,
        siteCode: sites.code,
        siteName: sites.name,
        serviceName: siteServices.serviceName,
        frequency: siteServices.frequency,
        dateFrom: siteServices.dateFrom,
        dateTo: siteServices.dateTo,
        serviceType: serviceSchedules.serviceType,
        rule: serviceSchedules.rule,
        onClosedDay: serviceSchedules.onClosedDay,
        coverage: serviceSchedules.coverage,
        feeCents,
        total: matchingCount(),
      })
        .where(where)
        .orderBy(...order, asc(siteServices.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)) as (PlannedServiceRow & { total: number })[];
      return withPageTotal(rows, query.page, () => totalOf(base({ total: count() }).where(where)));
    },

    async planInputs(
      scope: SiteScope,
      range: { from: IsoDate; to: IsoDate; lookBackFrom: IsoDate; siteCode?: string | undefined },
    ): Promise<PlanInputs> {
      const rows = await db
        .select({
          siteServiceId: siteServices.id,
          siteCode: sites.code,
          siteName: sites.name,
          weekLength: sites.weekLength,
          holidaysAreWorkingDays: sites.holidaysAreWorkingDays,
          patronSaintDay: sites.patronSaintDay,
          serviceName: siteServices.serviceName,
          serviceType: serviceSchedules.serviceType,
          rule: serviceSchedules.rule,
          onClosedDay: serviceSchedules.onClosedDay,
          startsOn: siteServices.dateFrom,
          endsOn: siteServices.dateTo,
        })
        .from(serviceSchedules)
        .innerJoin(siteServices, eq(siteServices.id, serviceSchedules.siteServiceId))
        .innerJoin(sites, eq(sites.code, siteServices.siteCode))
        .innerJoin(jobOrders, joinJobOrder)
        .where(
          and(
            visibleSitesCondition(scope),
            range.siteCode === undefined ? undefined : eq(sites.code, range.siteCode),
            lte(siteServices.dateFrom, range.to),
            gte(siteServices.dateTo, range.lookBackFrom),
          ),
        );
      if (rows.length === 0) return { services: [], calendars: new Map() };

      const serviceIds = rows.map((row) => row.siteServiceId);
      const [changes, calendars] = await Promise.all([
        db
          .select()
          .from(serviceScheduleChanges)
          .where(
            and(
              inArray(serviceScheduleChanges.siteServiceId, serviceIds),
              or(
                and(
                  gte(serviceScheduleChanges.ruleDate, range.lookBackFrom),
                  lte(serviceScheduleChanges.ruleDate, range.to),
                ),
                and(
                  gte(serviceScheduleChanges.movedTo, range.from),
                  lte(serviceScheduleChanges.movedTo, range.to),
                ),
              ),
            ),
          ),
        readSiteCalendars(db, rows, { from: range.lookBackFrom, to: range.to }),
      ]);

      const services = rows.map((row): ScheduledService => {
        const own = changes.filter((change) => change.siteServiceId === row.siteServiceId);
        return {
          siteServiceId: row.siteServiceId,
          siteCode: row.siteCode,
          siteName: row.siteName,
          serviceName: row.serviceName,
          serviceType: row.serviceType,
          schedule: {
            rule: row.rule,
            startsOn: row.startsOn,
            endsOn: row.endsOn,
            onClosedDay: row.onClosedDay,
            cancelled: own.filter((change) => change.movedTo === null).map((change) => change.ruleDate),
            moved: own.flatMap((change) =>
              change.movedTo === null ? [] : [{ from: change.ruleDate, to: change.movedTo }],
            ),
          },
        };
      });
      return { services, calendars };
    },

    /**
     * The records of `serviceIds` whose rule's days lie from `first` to `last`: those of the occurrences
     * found, not of the year read back for the closures (a year of records would be read for a day).
     */
    async records(serviceIds: readonly number[], first: IsoDate, last: IsoDate): Promise<PlanRecords> {
      const records: PlanRecords = new Map();
      if (serviceIds.length === 0) return records;
      const recorded = await db
        .select({
          siteServiceId: serviceOccurrenceRecords.siteServiceId,
          ruleDate: serviceOccurrenceRecords.ruleDate,
          outcome: serviceOccurrenceRecords.outcome,
        })
        .from(serviceOccurrenceRecords)
        .where(
          and(
            inArray(serviceOccurrenceRecords.siteServiceId, [...serviceIds]),
            gte(serviceOccurrenceRecords.ruleDate, first),
            lte(serviceOccurrenceRecords.ruleDate, last),
          ),
        );
      for (const record of recorded) {
        let ofService = records.get(record.siteServiceId);
        if (!ofService) records.set(record.siteServiceId, (ofService = new Map()));
        ofService.set(record.ruleDate, record.outcome);
      }
      return records;
    },
  };
}

export type PlanningRepository = ReturnType<typeof createPlanningRepository>;
