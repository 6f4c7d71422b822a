import type { employeeAssignments, employees, employeeShifts } from '@portale/db';
import { addDays, maxDate, type IsoDate } from './dates.ts';
import { drawPerson, pickEmployer, pickQualification } from './employee-identity.ts';
import { portraitContentType, portraitStorageKey } from './employee-portraits.ts';
import { randomFor } from './entity-random.ts';
import type { Random } from './random.ts';
import type { DemoData } from './rows.ts';

export type EmployeeRow = Required<Omit<typeof employees.$inferInsert, 'updatedAt'>>;
export type EmployeeAssignmentRow = Required<typeof employeeAssignments.$inferInsert>;
export type EmployeeShiftRow = Required<typeof employeeShifts.$inferInsert>;
export type EmployeesData = {
  employees: EmployeeRow[];
  employeeAssignments: EmployeeAssignmentRow[];
  employeeShifts: EmployeeShiftRow[];
};

type SiteRow = DemoData['sites'][number];
type Window = { start: number; end: number };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The hours a site is worked in: its own, or a working day's when it has none. */
export function siteWindow(site: Pick<SiteRow, 'startHour' | 'endHour'>): Window {
  const start = site.startHour ? minutesOf(site.startHour) : 6 * 60;
  const end = site.endHour ? minutesOf(site.endHour) : 21 * 60;
  return end - start >= 120 ? { start, end } : { start: 6 * 60, end: 21 * 60 };
}

/** The weekday of a day, 1 Monday … 7 Sunday. */
export const weekdayOf = (day: IsoDate) => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Sites ended longer ago than this keep no people. */
const endedSitesKept = 400;
const contractMinutes = { min: 10 * 60, max: 40 * 60 };

/**
 * The days of the week one person works on a site: the site's working week, less one or two rest days
 * that rotate between the people of a seven-day site; a few part-timers on alternate days.
 */
function workingDays(random: Random, weekLength: number, slot: number): number[] {
  const week = Array.from({ length: Math.min(Math.max(weekLength, 5), 7) }, (_, index) => index + 1);
  if (slot > 0 && random.chance(0.15)) return week.length === 5 ? [1, 3, 5] : [2, 4, 6];
  if (week.length === 7) {
    const first = (slot * 2 + random.int(0, 1)) % 7;
    const rest = new Set([first + 1, ((first + 1) % 7) + 1]);
    return week.filter((day) => !rest.has(day));
  }
  if (week.length === 6 && slot > 0 && random.chance(0.5)) return week.slice(0, 5);
  return week;
}

/**
 * One person's shift on a site's working days: at the opening (most), before the closing, or in
 * between, on the half hour, lasting what keeps the week between 10 and 40 hours; Saturdays and
 * Sundays an hour shorter when the shift is long.
 */
function shiftsFor(random: Random, window: Window, days: readonly number[], duration: number) {
  const span = window.end - window.start;
  const latest = window.start + Math.floor((span - duration) / 30) * 30;
  const draw = random.next();
  const start =
    draw < 0.55
      ? window.start
      : draw < 0.85
        ? latest
        : window.start + 30 * random.int(0, (latest - window.start) / 30);
  return days.map((weekday) => {
    const minutes = weekday >= 6 && duration >= 240 ? duration - 60 : duration;
    return { weekday, startsAt: clockOf(start), endsAt: clockOf(start + minutes) };
  });
}

/** A shift length in minutes that fits every window and keeps the week within the contract's bounds. */
function durationFor(random: Random, windows: readonly Window[], dayCount: number): number {
  const longest = Math.min(...windows.map((window) => window.end - window.start), 8 * 60);
  const options: number[] = [];
  for (let minutes = 120; minutes <= longest; minutes += 30) {
    const week = minutes * dayCount;
    if (week >= contractMinutes.min && week <= contractMinutes.max) options.push(minutes);
  }
  // Cleaning shifts are mostly short: favour the first lengths that fit.
  return options[Math.min(options.length - 1, Math.floor(random.next() ** 2 * options.length))] ?? longest;
}

/**
 * The people who work on the demo customers' sites (issue 28): on each published site that has begun
 * (and on those ended within a year or so, their assignments ended with them), one to four people
 * (two or more where the site works every day), the first a team leader where there are four, and at
 * half the sites of three; now and then one of them also works on
 * another site of the customer on the other days of the week, and one took over from somebody whose
 * assignment ended. Each has a weekly shift on the site's working days within its hours. Names and tax
 * codes are Italian and of nobody; seven in eight have a drawn portrait. Each customer draws from a
 * generator of its own, so the fixed customers get the same people at every scale.
 */
export function planDemoEmployees(
  data: Pick<DemoData, 'customers' | 'jobOrders' | 'sites'>,
  today: IsoDate,
): EmployeesData {
  const result: EmployeesData = { employees: [], employeeAssignments: [], employeeShifts: [] };
  const jobOrderOf = new Map(data.jobOrders.map((jobOrder) => [jobOrder.id, jobOrder]));
  const sitesOf = new Map<string, SiteRow[]>();
  for (const site of data.sites) {
    const jobOrder = jobOrderOf.get(site.jobOrderId);
    if (!jobOrder || !site.published || site.dateFrom > today) continue;
    if (site.dateTo < addDays(today, -endedSitesKept)) continue;
    const list = sitesOf.get(jobOrder.customerCode) ?? [];
    list.push(site);
    sitesOf.set(jobOrder.customerCode, list);
  }

  const addEmployee = (random: Random, site: SiteRow, options: { leader: boolean; health: boolean }) => {
    const id = result.employees.length + 1;
    const code = `DIP${pad(id, 5)}`;
    const person = drawPerson(random, today, site);
    const photo = !random.chance(0.125);
    const row: EmployeeRow = {
      id,
      code,
      firstName: person.firstName,
      lastName: person.lastName,
      qualification: pickQualification(random, person.gender, options.leader, options.health),
      employer: pickEmployer(random),
      badgeNumber: `TS-${pad(id, 5)}`,
      weeklyMinutes: 0,
      taxCode: person.taxCode,
      phone: person.phone,
      address: person.address,
      photoStorageKey: photo ? portraitStorageKey(code) : null,
      photoContentType: photo ? portraitContentType : null,
    };
    result.employees.push(row);
    return row;
  };
  const assign = (
    employee: EmployeeRow,
    site: SiteRow,
    dates: { from: IsoDate; to: IsoDate | null },
    shifts: { weekday: number; startsAt: string; endsAt: string }[],
  ) => {
    const assignmentId = result.employeeAssignments.length + 1;
    result.employeeAssignments.push({
      id: assignmentId,
      employeeId: employee.id,
      siteCode: site.code,
      dateFrom: dates.from,
      dateTo: dates.to,
    });
    for (const shift of shifts) result.employeeShifts.push({ assignmentId, ...shift });
    employee.weeklyMinutes += shifts.reduce(
      (sum, shift) => sum + minutesOf(shift.endsAt) - minutesOf(shift.startsAt),
      0,
    );
  };

  for (const customer of data.customers) {
    const sites = sitesOf.get(customer.code) ?? [];
    const random = randomFor('employees', customer.code);
    const running = sites.filter((site) => site.dateTo >= today);
    sites.forEach((site) => {
      const health = jobOrderOf.get(site.jobOrderId)?.operatingSegment === 'Sanità';
      const ended = site.dateTo < today;
      const people = Math.max(random.int(1, 4), site.weekLength === 7 ? 2 : 1);
      const to = ended ? site.dateTo : null;
      for (let slot = 0; slot < people; slot += 1) {
        const days = workingDays(random, site.weekLength, slot);
        const from = maxDate(site.dateFrom, addDays(ended ? site.dateTo : today, -random.int(60, 1500)));
        const leader = slot === 0 && (people === 4 || (people === 3 && random.chance(0.5)));
        const employee = addEmployee(random, site, { leader, health });
        // Now and then somebody also works on another running site of the customer, on other days.
        const other = running.filter((candidate) => candidate.code !== site.code);
        const here = days.filter((day) => day % 2 === 1);
        if (!ended && slot > 0 && other.length > 0 && here.length > 1 && random.chance(0.12)) {
          const second = random.pick(other);
          const there = [2, 4, 6].filter((day) => day <= Math.max(second.weekLength, 5));
          const windows = [siteWindow(site), siteWindow(second)];
          const duration = durationFor(random, windows, here.length + there.length);
          assign(employee, site, { from, to }, shiftsFor(random, windows[0]!, here, duration));
          const secondFrom = maxDate(second.dateFrom, addDays(today, -random.int(60, 700)));
          assign(
            employee,
            second,
            { from: secondFrom, to: null },
            shiftsFor(random, windows[1]!, there, duration),
          );
          continue;
        }
        const window = siteWindow(site);
        const shifts = shiftsFor(random, window, days, durationFor(random, [window], days.length));
        // Now and then the place was somebody else's until recently: their assignment has ended.
        const handover = addDays(today, -random.int(3, 240));
        if (!ended && handover > addDays(from, 30) && random.chance(0.08)) {
          assign(employee, site, { from, to: handover }, shifts);
          const successor = addEmployee(random, site, { leader, health });
          assign(successor, site, { from: addDays(handover, 1), to: null }, shifts);
          continue;
        }
        assign(employee, site, { from, to }, shifts);
      }
    });
  }
  return result;
}
