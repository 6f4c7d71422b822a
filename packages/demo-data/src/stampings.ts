import type { stampings } from '@portale/db';
import { isOpenDay, romeClockTime, romeInstant, type SiteCalendar } from '@portale/shared';
import { addDays, type IsoDate } from './dates.ts';
import { clockOf, minutesOf, siteWindow, weekdayOf, type EmployeesData } from './employees.ts';
import { randomFor } from './entity-random.ts';
import { fixedCustomers } from './fixed.ts';
import { planSchoolClosures } from './planning.ts';
import type { Random } from './random.ts';
import type { DemoData } from './rows.ts';

export type StampingRow = Required<Omit<typeof stampings.$inferInsert, 'id'>>;

/** Days of stampings before today: a month and a bit, so that a month's view is always full. */
export const stampedDays = 35;

/**
 * What happens on a person's planned day, with the share of days it happens on: most days a clock-in
 * near the start and a clock-out near the end; then absences, forgotten clock-outs and clock-ins,
 * hours far from the plan (two hours early or late), a shift moved out of the site's hours.
 */
export const dayOutcomeShares = {
  absent: 0.03,
  missingClockOut: 0.02,
  missingClockIn: 0.005,
  hoursOffPlan: 0.02,
  outsideSiteHours: 0.01,
} as const;
type DayOutcome = keyof typeof dayOutcomeShares | 'normal';
/** The share of ordinary days one of whose stampings the time-keeping system corrected later. */
const correctedShare = 0.015;

const minuteMs = 60_000;
const hourMs = 3_600_000;

/** The time-keeping system sends what it read every hour, three minutes past. */
export const batchOf = (instant: Date) =>
  new Date(Math.floor(instant.getTime() / hourMs) * hourMs + hourMs + 3 * minuteMs);

function drawOutcome(random: Random, siteHasHours: boolean): DayOutcome {
  let draw = random.next();
  for (const [outcome, share] of Object.entries(dayOutcomeShares) as [DayOutcome, number][]) {
    if (draw < share) return outcome === 'outsideSiteHours' && !siteHasHours ? 'normal' : outcome;
    draw -= share;
  }
  return 'normal';
}

type Stamp = { kind: 'in' | 'out'; minute: number; second: number; firstMinute?: number };

/**
 * A day's stampings for a shift (minutes of the day, Italy's clock) and an outcome: the ordinary day
 * comes a few minutes early and leaves a few minutes late.
 */
function stampsOf(
  random: Random,
  shift: { start: number; end: number },
  window: { start: number; end: number },
  outcome: DayOutcome,
): Stamp[] {
  const second = () => random.int(0, 59);
  const clockIn = shift.start + random.int(-9, 2);
  const clockOut = shift.end + random.int(-2, 9);
  const duration = shift.end - shift.start;
  switch (outcome) {
    case 'absent':
      return [];
    case 'missingClockOut':
      return [{ kind: 'in', minute: clockIn, second: second() }];
    case 'missingClockIn':
      return [{ kind: 'out', minute: clockOut, second: second() }];
    case 'hoursOffPlan': {
      // Two hours early or late (an hour on a short shift); never past the site's closing.
      const off = duration >= 180 ? 120 : 60;
      const later = clockOut + off <= window.end + 30 && random.chance(0.5);
      return [
        { kind: 'in', minute: clockIn, second: second() },
        { kind: 'out', minute: later ? clockOut + off : clockOut - off, second: second() },
      ];
    }
    case 'outsideSiteHours': {
      // The shift moved out of the site's hours, the same length: an hour before opening or after closing.
      const early = window.start - random.int(45, 75);
      const shiftBy = early >= 0 ? early - shift.start : window.end + random.int(45, 75) - shift.end;
      return [
        { kind: 'in', minute: clockIn + shiftBy, second: second() },
        { kind: 'out', minute: clockOut + shiftBy, second: second() },
      ];
    }
    default: {
      const stamps: Stamp[] = [
        { kind: 'in', minute: clockIn, second: second() },
        { kind: 'out', minute: clockOut, second: second() },
      ];
      // A badge read at the wrong time, put right by the time-keeping system afterwards.
      if (random.chance(correctedShare)) {
        const stamp = stamps[random.int(0, 1)]!;
        stamp.firstMinute = stamp.minute + (random.chance(0.5) ? 1 : -1) * random.int(25, 55);
      }
      return stamps;
    }
  }
}

const instantOf = (day: IsoDate, minute: number, second = 0) =>
  new Date(romeInstant(day, clockOf(Math.min(Math.max(minute, 0), 24 * 60 - 1))).getTime() + second * 1000);

/**
 * The sites whose people stamp: the fixed customers', and at larger scales the customer with the most
 * published sites (CL0026 at scale 500, the one issue 28's benchmark reads a month of), so that the
 * seed stays quick while the people, assignments and shifts cover every site.
 */
export function stampedCustomerCodes(data: Pick<DemoData, 'customers' | 'jobOrders' | 'sites'>): Set<string> {
  const codes = new Set(fixedCustomers.map((customer) => customer.code));
  const customerOf = new Map(data.jobOrders.map((jobOrder) => [jobOrder.id, jobOrder.customerCode]));
  const published = new Map<string, number>();
  for (const site of data.sites) {
    const code = customerOf.get(site.jobOrderId);
    if (site.published && code && !codes.has(code)) published.set(code, (published.get(code) ?? 0) + 1);
  }
  const [largest] = [...published].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (largest) codes.add(largest[0]);
  return codes;
}

/**
 * A month of stampings of the demo's people (issue 28), from `stampedDays` days ago up to `now`: on
 * each open day of a site (its week, holidays and closures) each person assigned there that day
 * clocks in and out around their shift, with the anomalies of `dayOutcomeShares` on past days; a few
 * times corrected later. Stamped from the time-keeping system's hourly batches (`receivedAt`), each
 * with its id `DEMO-000001`… On the first published site of the first customer (cliente.demo's), one
 * person forgot to clock out on a day of the last week, and one is clocked in now: from their shift's
 * start today, or from 06:00 (earlier if the seed runs before it) when nobody's shift has begun.
 * Each assignment draws from a generator of its own, so the fixed customers' days are the same at
 * every scale.
 */
export function planDemoStampings(
  data: Pick<DemoData, 'customers' | 'jobOrders' | 'sites'>,
  people: EmployeesData,
  options: { sourceId: number; today: IsoDate; now: Date },
): StampingRow[] {
  const { sourceId, today, now } = options;
  const firstDay = addDays(today, -stampedDays);
  const customerOf = new Map(data.jobOrders.map((jobOrder) => [jobOrder.id, jobOrder.customerCode]));
  const stamped = stampedCustomerCodes(data);
  const closures = new Map(
    planSchoolClosures(data, today).map((row) => [row.siteCode, [{ from: row.startsOn, to: row.endsOn }]]),
  );
  const employeeCode = new Map(people.employees.map((employee) => [employee.id, employee.code]));
  const shiftsOf = new Map<number, Map<number, { start: number; end: number }>>();
  for (const shift of people.employeeShifts) {
    const byDay = shiftsOf.get(shift.assignmentId) ?? new Map<number, { start: number; end: number }>();
    byDay.set(shift.weekday, { start: minutesOf(shift.startsAt), end: minutesOf(shift.endsAt) });
    shiftsOf.set(shift.assignmentId, byDay);
  }
  const assignmentsOf = new Map<string, EmployeesData['employeeAssignments']>();
  for (const assignment of people.employeeAssignments) {
    const list = assignmentsOf.get(assignment.siteCode) ?? [];
    list.push(assignment);
    assignmentsOf.set(assignment.siteCode, list);
  }
  const firstSite = data.sites.find((site) => site.published && customerOf.get(site.jobOrderId) === 'CL0001');

  const rows: StampingRow[] = [];
  for (const site of data.sites) {
    const assignments = assignmentsOf.get(site.code);
    if (!assignments || !stamped.has(customerOf.get(site.jobOrderId) ?? '')) continue;
    const calendar: SiteCalendar = {
      weekLength: site.weekLength as SiteCalendar['weekLength'],
      holidaysAreWorkingDays: site.holidaysAreWorkingDays,
      patronSaintDay: site.patronSaintDay,
      closures: closures.get(site.code) ?? [],
    };
    const days: IsoDate[] = [];
    for (let day = firstDay; day <= today; day = addDays(day, 1))
      if (isOpenDay(day, calendar)) days.push(day);
    const window = siteWindow(site);
    const siteHasHours = site.startHour !== null && site.endHour !== null;
    const guaranteed = site.code === firstSite?.code;
    let forgotten = !guaranteed;
    const siteStamps: { employeeId: number; day: IsoDate; stamp: Stamp }[] = [];
    for (const assignment of assignments) {
      const random = randomFor(
        'stampings',
        `${employeeCode.get(assignment.employeeId)}:${site.code}:${assignment.dateFrom}`,
      );
      const shifts = shiftsOf.get(assignment.id);
      for (const day of days) {
        const shift = shifts?.get(weekdayOf(day));
        if (!shift || day < assignment.dateFrom || (assignment.dateTo !== null && day > assignment.dateTo))
          continue;
        let outcome = day < today ? drawOutcome(random, siteHasHours) : 'normal';
        // The browser tests' forgotten clock-out: the last week, over a day ago, on cliente.demo's first site.
        if (!forgotten && day >= addDays(today, -6) && day <= addDays(today, -2)) {
          outcome = 'missingClockOut';
          forgotten = true;
        }
        for (const stamp of stampsOf(random, shift, window, outcome))
          siteStamps.push({ employeeId: assignment.employeeId, day, stamp });
      }
    }
    if (guaranteed) clockInNow(siteStamps, assignments, today, now);
    const siteRows = siteStamps
      .map(({ employeeId, day, stamp }): StampingRow => {
        const stampedAt = instantOf(day, stamp.minute, stamp.second);
        const first =
          stamp.firstMinute === undefined ? null : instantOf(day, stamp.firstMinute, stamp.second);
        const receivedAt = minDate(batchOf(first ?? stampedAt), now);
        // Corrected in a batch three hours later: until then, the time first read stands.
        const correctedAt = first ? new Date(receivedAt.getTime() + 3 * hourMs) : null;
        const corrected = first !== null && correctedAt !== null && correctedAt <= now;
        return {
          sourceId,
          sourceRef: '',
          employeeId,
          siteCode: site.code,
          kind: stamp.kind,
          stampedAt: first && !corrected ? first : stampedAt,
          firstStampedAt: corrected ? first : null,
          correctedAt: corrected ? correctedAt : null,
          receivedAt,
        };
      })
      .filter((row) => (row.firstStampedAt ?? row.stampedAt) <= now)
      .sort((a, b) => a.stampedAt.getTime() - b.stampedAt.getTime() || a.employeeId - b.employeeId);
    for (const row of siteRows) {
      row.sourceRef = `DEMO-${String(rows.length + 1).padStart(6, '0')}`;
      rows.push(row);
    }
  }
  return rows;
}

const minDate = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * Makes somebody of the site clocked in at `now`: the person whose shift today is under way, else the
 * one whose shift began first (their clock-out of today is left out), else the site's first person
 * from 06:00, or from a minute ago when the seed runs earlier.
 */
function clockInNow(
  stamps: { employeeId: number; day: IsoDate; stamp: Stamp }[],
  assignments: EmployeesData['employeeAssignments'],
  today: IsoDate,
  now: Date,
) {
  const at = (stamp: Stamp) => instantOf(today, stamp.minute, stamp.second);
  const outOf = (employeeId: number) =>
    stamps.findIndex((row) => row.employeeId === employeeId && row.day === today && row.stamp.kind === 'out');
  const begun = stamps
    .filter(({ day, stamp }) => day === today && stamp.kind === 'in' && at(stamp) <= now)
    .sort((a, b) => a.stamp.minute - b.stamp.minute);
  const underWay = begun.find(({ employeeId }) => {
    const out = stamps[outOf(employeeId)];
    return !out || at(out.stamp) > now;
  });
  if (underWay) return;
  const [earliest] = begun;
  if (earliest) {
    stamps.splice(outOf(earliest.employeeId), 1);
    return;
  }
  const person = assignments.find(
    (row) => row.dateFrom <= today && (row.dateTo === null || row.dateTo >= today),
  );
  const since = Math.min(
    instantOf(today, 6 * 60).getTime(),
    Math.floor(now.getTime() / minuteMs) * minuteMs - minuteMs,
  );
  if (!person || since < instantOf(today, 0).getTime()) return;
  // Today's planned stampings not begun yet are dropped for this person, so that the clock-in is open.
  for (let index = stamps.length - 1; index >= 0; index -= 1) {
    if (stamps[index]!.employeeId === person.employeeId && stamps[index]!.day === today)
      stamps.splice(index, 1);
  }
  const minute = minutesOf(romeClockTime(new Date(since)));
  stamps.push({ employeeId: person.employeeId, day: today, stamp: { kind: 'in', minute, second: 0 } });
}
