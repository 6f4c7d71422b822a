import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  rooms,
  serviceOccurrenceRecords,
  serviceScheduleChanges,
  serviceScheduleRooms,
  serviceSchedules,
  siteClosures,
  siteServices,
  sites,
  type Database,
} from '@portale/db';
import type { IsoDate, OccurrenceOutcome, SiteCalendar } from '@portale/shared';
import type { ServiceSchedule } from '@portale/shared/schedule-expansion';

export type ServiceRow = { siteServiceId: number; siteCode: string; dateFrom: IsoDate; dateTo: IsoDate };

/** A service's schedule with what tells where one of its days lands: its site's calendar, its changes. */
export type ScheduledDay = {
  schedule: ServiceSchedule;
  calendar: SiteCalendar;
  /** What is recorded of the day asked, if anything. */
  recorded: OccurrenceOutcome | null;
};

/** A day of a service's schedule, as its changes and records are keyed. */
export type DayKey = { siteServiceId: number; ruleDate: IsoDate };

export type ScheduleValues = Omit<typeof serviceSchedules.$inferInsert, 'siteServiceId'>;

/** The SQL of staff's writes of the plan of action (planning-writes.service.ts). */
export function createPlanningWritesRepository(db: Database) {
  const closureColumns = {
    id: siteClosures.id,
    siteCode: siteClosures.siteCode,
    startsOn: siteClosures.startsOn,
    endsOn: siteClosures.endsOn,
    reason: siteClosures.reason,
  };

  return {
    async findService(siteServiceId: number): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select({
          siteServiceId: siteServices.id,
          siteCode: siteServices.siteCode,
          dateFrom: siteServices.dateFrom,
          dateTo: siteServices.dateTo,
        })
        .from(siteServices)
        .where(eq(siteServices.id, siteServiceId));
      return row;
    },

    /** Those of `roomIds` that are rooms of the site. */
    async roomsOfSite(roomIds: readonly number[], siteCode: string): Promise<number[]> {
      if (roomIds.length === 0) return [];
      const rows = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(inArray(rooms.id, [...roomIds]), eq(rooms.siteCode, siteCode)));
      return rows.map((row) => row.id);
    },

    /** Creates or replaces a service's schedule and the rooms it covers, all or nothing. */
    async saveSchedule(siteServiceId: number, values: ScheduleValues, roomIds: readonly number[]) {
      await db.transaction(async (tx) => {
        await tx
          .insert(serviceSchedules)
          .values({ siteServiceId, ...values })
          .onConflictDoUpdate({ target: serviceSchedules.siteServiceId, set: values });
        await tx.delete(serviceScheduleRooms).where(eq(serviceScheduleRooms.siteServiceId, siteServiceId));
        if (roomIds.length > 0)
          await tx.insert(serviceScheduleRooms).values(roomIds.map((roomId) => ({ siteServiceId, roomId })));
      });
    },

    /** Its changes, records and rooms go with it (the foreign keys cascade). */
    async deleteSchedule(siteServiceId: number) {
      await db.delete(serviceSchedules).where(eq(serviceSchedules.siteServiceId, siteServiceId));
    },

    async siteExists(siteCode: string): Promise<boolean> {
      const [row] = await db.select({ code: sites.code }).from(sites).where(eq(sites.code, siteCode));
      return row !== undefined;
    },

    closures(siteCode: string) {
      return db
        .select(closureColumns)
        .from(siteClosures)
        .where(eq(siteClosures.siteCode, siteCode))
        .orderBy(asc(siteClosures.startsOn), asc(siteClosures.id));
    },

    async insertClosure(closure: typeof siteClosures.$inferInsert) {
      const [row] = await db.insert(siteClosures).values(closure).returning(closureColumns);
      return row!;
    },

    /** Whether there was such a closure. */
    async deleteClosure(closureId: number): Promise<boolean> {
      const deleted = await db
        .delete(siteClosures)
        .where(eq(siteClosures.id, closureId))
        .returning({ id: siteClosures.id });
      return deleted.length > 0;
    },

    /**
     * A service with its schedule, its site's calendar (every closure), every change of its days and
     * the record of `ruleDate`; the schedule is null when the service has none. A service has few
     * changes and a site few closures, so all are read.
     */
    async findScheduledDay({
      siteServiceId,
      ruleDate,
    }: DayKey): Promise<{ service: ServiceRow; scheduled: ScheduledDay | null } | undefined> {
      const [row] = await db
        .select({
          siteServiceId: siteServices.id,
          siteCode: siteServices.siteCode,
          dateFrom: siteServices.dateFrom,
          dateTo: siteServices.dateTo,
          rule: serviceSchedules.rule,
          onClosedDay: serviceSchedules.onClosedDay,
          weekLength: sites.weekLength,
          holidaysAreWorkingDays: sites.holidaysAreWorkingDays,
          patronSaintDay: sites.patronSaintDay,
        })
        .from(siteServices)
        .innerJoin(sites, eq(sites.code, siteServices.siteCode))
        .leftJoin(serviceSchedules, eq(serviceSchedules.siteServiceId, siteServices.id))
        .where(eq(siteServices.id, siteServiceId));
      if (!row) return undefined;
      const service = {
        siteServiceId: row.siteServiceId,
        siteCode: row.siteCode,
        dateFrom: row.dateFrom,
        dateTo: row.dateTo,
      };
      if (row.rule === null || row.onClosedDay === null) return { service, scheduled: null };

      const [changes, closures, [record]] = await Promise.all([
        db
          .select({ ruleDate: serviceScheduleChanges.ruleDate, movedTo: serviceScheduleChanges.movedTo })
          .from(serviceScheduleChanges)
          .where(eq(serviceScheduleChanges.siteServiceId, siteServiceId)),
        db
          .select({ from: siteClosures.startsOn, to: siteClosures.endsOn })
          .from(siteClosures)
          .where(eq(siteClosures.siteCode, row.siteCode)),
        db
          .select({ outcome: serviceOccurrenceRecords.outcome })
          .from(serviceOccurrenceRecords)
          .where(
            and(
              eq(serviceOccurrenceRecords.siteServiceId, siteServiceId),
              eq(serviceOccurrenceRecords.ruleDate, ruleDate),
            ),
          ),
      ]);
      return {
        service,
        scheduled: {
          schedule: {
            rule: row.rule,
            startsOn: row.dateFrom,
            endsOn: row.dateTo,
            onClosedDay: row.onClosedDay,
            cancelled: changes.flatMap((change) => (change.movedTo === null ? [change.ruleDate] : [])),
            moved: changes.flatMap((change) =>
              change.movedTo === null ? [] : [{ from: change.ruleDate, to: change.movedTo }],
            ),
          },
          calendar: {
            weekLength: row.weekLength as SiteCalendar['weekLength'],
            holidaysAreWorkingDays: row.holidaysAreWorkingDays,
            patronSaintDay: row.patronSaintDay,
            closures,
          },
          recorded: record?.outcome ?? null,
        },
      };
    },

    async saveChange(day: DayKey, values: Omit<typeof serviceScheduleChanges.$inferInsert, keyof DayKey>) {
      await db
        .insert(serviceScheduleChanges)
        .values({ ...day, ...values })
        .onConflictDoUpdate({
          target: [serviceScheduleChanges.siteServiceId, serviceScheduleChanges.ruleDate],
          set: values,
        });
    },

    async deleteChange({ siteServiceId, ruleDate }: DayKey) {
      await db
        .delete(serviceScheduleChanges)
        .where(
          and(
            eq(serviceScheduleChanges.siteServiceId, siteServiceId),
            eq(serviceScheduleChanges.ruleDate, ruleDate),
          ),
        );
    },

    async saveRecord(day: DayKey, values: Omit<typeof serviceOccurrenceRecords.$inferInsert, keyof DayKey>) {
      await db
        .insert(serviceOccurrenceRecords)
        .values({ ...day, ...values })
        .onConflictDoUpdate({
          target: [serviceOccurrenceRecords.siteServiceId, serviceOccurrenceRecords.ruleDate],
          set: values,
        });
    },

    async deleteRecord({ siteServiceId, ruleDate }: DayKey) {
      await db
        .delete(serviceOccurrenceRecords)
        .where(
          and(
            eq(serviceOccurrenceRecords.siteServiceId, siteServiceId),
            eq(serviceOccurrenceRecords.ruleDate, ruleDate),
          ),
        );
    },
  };
}

export type PlanningWritesRepository = ReturnType<typeof createPlanningWritesRepository>;
