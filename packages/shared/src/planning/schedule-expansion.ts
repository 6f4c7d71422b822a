import type { IsoDate } from '../dates/calendar-day.ts';
import type { ClosedDayRule } from './planning-states.ts';
import { closedRunStart, isOpenDay, nextOpenDay, type SiteCalendar } from './site-open-days.ts';
import * as rrulePackage from 'rrule';

/*
 * Imported by its own path (`@portale/shared/schedule-expansion`), never from the package's index: the
 * web app does not expand schedules, and its first screen must not carry the library.
 */

// rrule's package sends Node to its CommonJS build, whose names Node finds only on the default export;
// Vite's test runner loads its ES build, which has them at the top.
const { RRule } =
  (rrulePackage as typeof rrulePackage & { default?: typeof rrulePackage }).default ?? rrulePackage;

/**
 * A service's schedule: an iCalendar RRULE (RFC 5545) read on dates only. Its days are calendar days of
 * Italy, handed to the library as midnights UTC and read back as dates, so no change of summer time
 * can move one: the rule never sees a clock.
 */
export type ServiceSchedule = {
  /** The RRULE's parts without DTSTART: «FREQ=WEEKLY;BYDAY=MO,TH». */
  rule: string;
  /** The first day the rule may give (its DTSTART). */
  startsOn: IsoDate;
  /** The last day the rule may give, or null while the service lasts. */
  endsOn: IsoDate | null;
  onClosedDay: ClosedDayRule;
  /** Days the rule gives that are called off. */
  cancelled: readonly IsoDate[];
  /** Days the rule gives that are done on another day, chosen by staff (closed or not). */
  moved: readonly { from: IsoDate; to: IsoDate }[];
};

/** Why an occurrence is not on the day its rule gives. */
export type OccurrenceShift = 'none' | 'closedDay' | 'moved';

export type Occurrence = {
  /** The day the work is planned for. */
  date: IsoDate;
  /** The day the rule gives: the occurrence's identity, which records of done and missed refer to. */
  ruleDate: IsoDate;
  shift: OccurrenceShift;
};

const utcMidnight = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
const dateOf = (moment: Date): IsoDate => moment.toISOString().slice(0, 10);
const dayMs = 86_400_000;
const mondayOf = (moment: Date) => new Date(moment.getTime() - ((moment.getUTCDay() + 6) % 7) * dayMs);

type RuleOptions = ReturnType<typeof RRule.parseString>;

/**
 * A start for the rule, at or before `first`, from which it gives the same days from `first` on as from
 * the schedule's own start `start`. rrule walks every period from its start, so a schedule started years
 * ago would cost years of periods on every call (a daily rule from 2021 took 16 ms for a month of 2026):
 * this is the first day of the period holding `first` (the day; the week from Monday; the month; the
 * year), taken back to a whole number of INTERVALs after the period of `start`, where rrule's own periods
 * begin. Only when nothing else ties the days to the start: no COUNT, no BYWEEKNO, a week starting on
 * Monday, and for WEEKLY, MONTHLY and YEARLY a BYDAY, BYMONTHDAY or BYYEARDAY given (without one, rrule
 * takes the weekday or the day from the start). Otherwise `start` itself.
 */
function startNear(options: RuleOptions, start: Date, first: Date): Date {
  const interval = options.interval ?? 1;
  const wkst = options.wkst;
  const weekStart = wkst === undefined || wkst === null ? 0 : typeof wkst === 'number' ? wkst : wkst.weekday;
  const given = (part: unknown) =>
    part !== undefined && part !== null && !(Array.isArray(part) && part.length === 0);
  const pinned = given(options.byweekday) || given(options.bymonthday) || given(options.byyearday);
  if (first <= start || given(options.count) || given(options.byweekno) || weekStart !== 0) return start;
  const [year, month] = [start.getUTCFullYear(), start.getUTCMonth()];
  let near: Date;
  if (options.freq === RRule.DAILY) {
    const periods = Math.floor((first.getTime() - start.getTime()) / dayMs / interval);
    near = new Date(start.getTime() + periods * interval * dayMs);
  } else if (!pinned) {
    return start;
  } else if (options.freq === RRule.WEEKLY) {
    const weeks = Math.round((mondayOf(first).getTime() - mondayOf(start).getTime()) / (7 * dayMs));
    near = new Date(mondayOf(start).getTime() + (weeks - (weeks % interval)) * 7 * dayMs);
  } else if (options.freq === RRule.MONTHLY) {
    const months = (first.getUTCFullYear() - year) * 12 + first.getUTCMonth() - month;
    near = new Date(Date.UTC(year, month + months - (months % interval), 1));
  } else if (options.freq === RRule.YEARLY) {
    const years = first.getUTCFullYear() - year;
    near = new Date(Date.UTC(year + years - (years % interval), 0, 1));
  } else {
    return start;
  }
  return near > start ? near : start;
}

/**
 * Rules read and days given, kept by their inputs (pure functions of them): once their start is moved
 * near the range (startNear), the schedules of one rule share their days (a customer's hundreds of
 * «dal lunedì al venerdì»), and a month is asked again and again. Emptied when full.
 */
const memoLimit = 20_000;
const parsedRules = new Map<string, RuleOptions>();
const daysGiven = new Map<string, readonly IsoDate[]>();

function remembered<T>(memo: Map<string, T>, key: string, compute: () => T): T {
  let value = memo.get(key);
  if (value === undefined) {
    if (memo.size >= memoLimit) memo.clear();
    value = compute();
    memo.set(key, value);
  }
  return value;
}

/** The days the rule gives from `from` to `to`, both included, within the schedule's own dates. */
export function ruleDates(schedule: ServiceSchedule, from: IsoDate, to: IsoDate): IsoDate[] {
  const first = from > schedule.startsOn ? from : schedule.startsOn;
  const last = schedule.endsOn !== null && schedule.endsOn < to ? schedule.endsOn : to;
  if (first > last) return [];
  const options = remembered(parsedRules, schedule.rule, () => RRule.parseString(schedule.rule));
  const dtstart = startNear(options, utcMidnight(schedule.startsOn), utcMidnight(first));
  const key = `${schedule.rule}|${dtstart.getTime()}|${first}|${last}`;
  const days = remembered(daysGiven, key, () =>
    new RRule({ ...options, dtstart }).between(utcMidnight(first), utcMidnight(last), true).map(dateOf),
  );
  return [...days];
}

/**
 * The occurrences planned from `from` to `to` (both included), computed for that range alone: the rule's
 * days, less those called off; a day moved by staff goes where they put it; a day the site is closed
 * goes to the next open day, or is dropped when the service skips closed days. Two occurrences that land
 * on one day are one visit (a week of closure does not make four glass cleanings on the Monday after):
 * the one on its own day is kept, else the earliest. Sorted by date.
 */
export function occurrencesBetween(
  schedule: ServiceSchedule,
  calendar: SiteCalendar,
  from: IsoDate,
  to: IsoDate,
): Occurrence[] {
  const cancelled = new Set(schedule.cancelled);
  const movedTo = new Map(schedule.moved.map((move) => [move.from, move.to]));
  // Days before the range still land in it when the days between are closed, or when staff moved them.
  const readFrom = schedule.onClosedDay === 'move' ? closedRunStart(from, calendar) : from;
  const candidates = new Set(ruleDates(schedule, readFrom, to));
  for (const move of schedule.moved) {
    if (from <= move.to && move.to <= to && ruleDates(schedule, move.from, move.from).length === 1) {
      candidates.add(move.from);
    }
  }

  const byDate = new Map<IsoDate, Occurrence>();
  for (const ruleDate of [...candidates].sort()) {
    if (cancelled.has(ruleDate)) continue;
    let occurrence: Occurrence | null;
    const staffMove = movedTo.get(ruleDate);
    if (staffMove !== undefined) occurrence = { date: staffMove, ruleDate, shift: 'moved' };
    else if (isOpenDay(ruleDate, calendar)) occurrence = { date: ruleDate, ruleDate, shift: 'none' };
    else if (schedule.onClosedDay === 'skip') occurrence = null;
    else {
      const openDay = nextOpenDay(ruleDate, calendar);
      occurrence = openDay === null ? null : { date: openDay, ruleDate, shift: 'closedDay' };
    }
    if (!occurrence || occurrence.date < from || occurrence.date > to) continue;
    const earlier = byDate.get(occurrence.date);
    if (!earlier || (earlier.shift !== 'none' && occurrence.shift === 'none')) {
      byDate.set(occurrence.date, occurrence);
    }
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
