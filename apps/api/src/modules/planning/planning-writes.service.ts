import {
  datePhrase,
  formatItalianDate,
  isOpenDay,
  nextOpenDay,
  romeCalendarDay,
  scheduleWords,
  type IsoDate,
  type NewSiteClosure,
  type OccurrenceRecord,
  type OccurrenceRecordInput,
  type ScheduleChange,
  type ScheduleChangeInput,
  type ScheduleInput,
  type ServiceScheduleDetail,
  type SiteCalendar,
  type SiteClosureDetail,
} from '@portale/shared';
import { occurrencesBetween, ruleDates, type ServiceSchedule } from '@portale/shared/schedule-expansion';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { DayKey, PlanningWritesRepository } from './planning-writes.repository.ts';

/** «il 08/03/2027» as «l’08/03/2027»: a day after its preposition. */
const onDay = (preposition: 'il' | 'dal' | 'al' | 'del', date: IsoDate) =>
  datePhrase(preposition, formatItalianDate(date));

/** A refusal of the plan's rules: the reason, in Italian, under the field it is about. */
function notValid(path: string, message: string): never {
  throw new AppError('SCHEDULE_NOT_VALID', { fields: [{ path, message }] });
}

/** An empty text is none. */
const textOrNull = (text: string | null | undefined) => (text ? text : null);

/**
 * The day the work of `ruleDate` is planned for: where staff moved it, else the day itself or, when the
 * site is closed, the next open day (or none, for a service that skips closed days); null when it is
 * called off or, landing on a day with another of the service's visits, is one visit with it. The same
 * rules as the plan (occurrencesBetween), asked for that one day.
 */
function plannedDayOf(schedule: ServiceSchedule, calendar: SiteCalendar, ruleDate: IsoDate): IsoDate | null {
  if (schedule.cancelled.includes(ruleDate)) return null;
  const movedTo = schedule.moved.find((move) => move.from === ruleDate)?.to;
  let day: IsoDate | null;
  if (movedTo !== undefined) day = movedTo;
  else if (isOpenDay(ruleDate, calendar)) day = ruleDate;
  else day = schedule.onClosedDay === 'skip' ? null : nextOpenDay(ruleDate, calendar);
  if (day === null) return null;
  const planned = occurrencesBetween(schedule, calendar, day, day);
  return planned.some((occurrence) => occurrence.ruleDate === ruleDate) ? day : null;
}

const outcomeWords = { done: 'svolto', missed: 'non svolto' } as const;

/**
 * Staff's writes of the plan of action (planningAccess.rules.manage, checked by the routes' policy):
 * schedules, closures, a day moved or called off, a day recorded. Each keeps who made it and when.
 */
export function createPlanningWritesService(deps: { repository: PlanningWritesRepository; now: () => Date }) {
  const { repository } = deps;

  async function serviceOrFail(siteServiceId: number) {
    const service = await repository.findService(siteServiceId);
    if (!service) throw new AppError('SITE_SERVICE_NOT_FOUND');
    return service;
  }

  async function siteOrFail(siteCode: string) {
    if (!(await repository.siteExists(siteCode))) throw new AppError('SITE_NOT_FOUND');
  }

  /** A day of a service's schedule that its rule gives, with the service's calendar and changes. */
  async function scheduledDayOrFail(day: DayKey) {
    const found = await repository.findScheduledDay(day);
    if (!found) throw new AppError('SITE_SERVICE_NOT_FOUND');
    if (!found.scheduled) throw new AppError('SCHEDULE_NOT_FOUND');
    if (ruleDates(found.scheduled.schedule, day.ruleDate, day.ruleDate).length === 0)
      notValid(
        'params.ruleDate',
        `Il calendario del servizio non prevede lavoro ${onDay('il', day.ruleDate)}`,
      );
    return { ...found.service, ...found.scheduled };
  }

  return {
    async setSchedule(
      auth: AuthContext,
      siteServiceId: number,
      input: ScheduleInput,
    ): Promise<ServiceScheduleDetail> {
      const service = await serviceOrFail(siteServiceId);
      const roomIds = [...new Set(input.roomIds ?? [])].sort((a, b) => a - b);
      const ofSite = new Set(await repository.roomsOfSite(roomIds, service.siteCode));
      const foreign = roomIds.filter((roomId) => !ofSite.has(roomId));
      if (foreign.length > 0)
        notValid(
          'body.roomIds',
          foreign.length === 1
            ? `Il locale ${foreign[0]} non è dell’ubicazione del servizio`
            : `I locali ${foreign.join(', ')} non sono dell’ubicazione del servizio`,
        );
      // The schema let through only rules with words.
      const words = scheduleWords(input.rule);
      if (words === null) notValid('body.rule', 'Regola non valida');
      const schedule = {
        serviceType: input.serviceType,
        rule: input.rule,
        onClosedDay: input.onClosedDay,
        coverage: textOrNull(input.coverage),
      };
      await repository.saveSchedule(
        siteServiceId,
        { ...schedule, updatedByUserId: auth.userId, updatedAt: deps.now() },
        roomIds,
      );
      return { siteServiceId, ...schedule, words, roomIds };
    },

    async removeSchedule(siteServiceId: number): Promise<null> {
      await serviceOrFail(siteServiceId);
      await repository.deleteSchedule(siteServiceId);
      return null;
    },

    async closures(siteCode: string): Promise<SiteClosureDetail[]> {
      await siteOrFail(siteCode);
      return repository.closures(siteCode);
    },

    async addClosure(auth: AuthContext, siteCode: string, input: NewSiteClosure): Promise<SiteClosureDetail> {
      await siteOrFail(siteCode);
      return repository.insertClosure({
        siteCode,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        reason: textOrNull(input.reason),
        createdByUserId: auth.userId,
        createdAt: deps.now(),
      });
    },

    async removeClosure(closureId: number): Promise<null> {
      if (!(await repository.deleteClosure(closureId))) throw new AppError('SITE_CLOSURE_NOT_FOUND');
      return null;
    },

    async changeDay(auth: AuthContext, day: DayKey, input: ScheduleChangeInput): Promise<ScheduleChange> {
      const scheduled = await scheduledDayOrFail(day);
      if (scheduled.recorded !== null)
        notValid(
          'params.ruleDate',
          `Il lavoro ${onDay('del', day.ruleDate)} è registrato come ${outcomeWords[scheduled.recorded]}: ` +
            'togli la registrazione prima di spostarlo o annullarlo',
        );
      const { movedTo } = input;
      if (movedTo === day.ruleDate)
        notValid('body.movedTo', 'Il nuovo giorno è quello che il calendario prevede già');
      if (movedTo !== null && (movedTo < scheduled.dateFrom || movedTo > scheduled.dateTo))
        notValid(
          'body.movedTo',
          `Il servizio si svolge ${onDay('dal', scheduled.dateFrom)} ${onDay('al', scheduled.dateTo)}: ` +
            'scegli un giorno in quel periodo',
        );
      const reason = textOrNull(input.reason);
      await repository.saveChange(day, {
        movedTo,
        reason,
        changedByUserId: auth.userId,
        changedAt: deps.now(),
      });
      return { ...day, movedTo, reason };
    },

    async undoChange(day: DayKey): Promise<null> {
      await serviceOrFail(day.siteServiceId);
      await repository.deleteChange(day);
      return null;
    },

    async recordDay(auth: AuthContext, day: DayKey, input: OccurrenceRecordInput): Promise<OccurrenceRecord> {
      const { schedule, calendar } = await scheduledDayOrFail(day);
      const date = plannedDayOf(schedule, calendar, day.ruleDate);
      if (date === null)
        notValid(
          'params.ruleDate',
          `Il lavoro ${onDay('del', day.ruleDate)} non è in programma: è annullato, saltato per la ` +
            'chiusura dell’ubicazione o unito a un’altra visita',
        );
      const today = romeCalendarDay(deps.now());
      if (date > today)
        notValid(
          'params.ruleDate',
          `Il lavoro è in programma ${onDay('il', date)}: si registra da quel giorno in poi`,
        );
      const note = textOrNull(input.note);
      await repository.saveRecord(day, {
        outcome: input.outcome,
        note,
        recordedByUserId: auth.userId,
        recordedAt: deps.now(),
      });
      return { ...day, date, outcome: input.outcome, note };
    },

    async clearRecord(day: DayKey): Promise<null> {
      await serviceOrFail(day.siteServiceId);
      await repository.deleteRecord(day);
      return null;
    },
  };
}
export type PlanningWritesService = ReturnType<typeof createPlanningWritesService>;
