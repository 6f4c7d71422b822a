import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  employeeImportRowSchema,
  isOpenDay,
  romeCalendarDay,
  romeClockTime,
  romeInstant,
  stampingImportRowSchema,
  type SiteCalendar,
} from '@portale/shared';
import { addDays } from './dates.ts';
import {
  employeeSurnames,
  femaleFirstNames,
  maleFirstNames,
  qualificationNames,
} from './employee-identity.ts';
import { renderEmployeePortrait } from './employee-portraits.ts';
import { minutesOf, planDemoEmployees, siteWindow, weekdayOf } from './employees.ts';
import { generateDemoData } from './generate.ts';
import { planSchoolClosures } from './planning.ts';
import type { DemoData } from './rows.ts';
import { planDemoStampings, stampedCustomerCodes, stampedDays, type StampingRow } from './stampings.ts';
import { demoSyncKeys, planDemoSyncRuns, planDemoSyncSources } from './sync-sources.ts';

const today = '2026-03-15';
const now = romeInstant(today, '10:20');
const data = generateDemoData({ scale: 1, today });
const people = planDemoEmployees(data, today);
const stampingsAt = (moment: Date) => planDemoStampings(data, people, { sourceId: 1, today, now: moment });
const stampings = stampingsAt(now);

const siteByCode = new Map(data.sites.map((site) => [site.code, site]));
const customerOfSite = new Map(
  data.sites.map((site) => [
    site.code,
    data.jobOrders.find((jobOrder) => jobOrder.id === site.jobOrderId)!.customerCode,
  ]),
);
const employeeById = new Map(people.employees.map((row) => [row.id, row]));
const assignmentById = new Map(people.employeeAssignments.map((row) => [row.id, row]));
const romeDayOf = (instant: Date) => romeCalendarDay(instant);
const romeMinuteOf = (instant: Date) => minutesOf(romeClockTime(instant));
const activeOn = (row: { dateFrom: string; dateTo: string | null }, day: string) =>
  row.dateFrom <= day && (row.dateTo === null || row.dateTo >= day);
const firstSite = data.sites.find((site) => site.published && customerOfSite.get(site.code) === 'CL0001')!;

describe('the demo personnel', () => {
  it('gives every published site at work one to four people, some on two sites of one customer', () => {
    const running = data.sites.filter(
      (site) => site.published && site.dateFrom <= today && site.dateTo >= today,
    );
    for (const site of running) {
      const here = people.employeeAssignments.filter(
        (row) => row.siteCode === site.code && activeOn(row, today),
      );
      expect(here.length, site.code).toBeGreaterThanOrEqual(1);
      expect(here.length, site.code).toBeLessThanOrEqual(6);
    }
    const sitesOf = new Map<number, Set<string>>();
    for (const row of people.employeeAssignments) {
      sitesOf.set(row.employeeId, (sitesOf.get(row.employeeId) ?? new Set()).add(row.siteCode));
    }
    const onTwo = [...sitesOf.values()].filter((codes) => codes.size === 2);
    expect(onTwo.length).toBeGreaterThan(0);
    for (const codes of onTwo)
      expect(new Set([...codes].map((code) => customerOfSite.get(code))).size).toBe(1);
    expect(people.employeeAssignments.every((row) => siteByCode.get(row.siteCode)!.published)).toBe(true);
    expect(people.employeeAssignments.some((row) => row.dateTo !== null && row.dateTo < today)).toBe(true);
    expect(
      people.employeeAssignments.every(
        (row) =>
          row.dateFrom >= siteByCode.get(row.siteCode)!.dateFrom &&
          (row.dateTo ?? row.dateFrom) >= row.dateFrom,
      ),
    ).toBe(true);
  });

  it('names them in Italian, with a qualification of the list, their employer and private data', () => {
    const names = new Set([...femaleFirstNames, ...maleFirstNames]);
    expect(people.employees.length).toBeGreaterThan(50);
    for (const row of people.employees) {
      expect(names.has(row.firstName), row.firstName).toBe(true);
      expect(employeeSurnames).toContain(row.lastName);
      expect(qualificationNames).toContain(row.qualification);
      expect(row.taxCode).toMatch(/^[A-Z]{6}\d{2}[ABCDEHLMPRST][0-7]\d[A-Z]\d{3}[A-Z]$/);
      expect(row.phone).toMatch(/^3\d{2} \d{3} \d{4}$/);
      expect(row.address).toMatch(/, \d+ – \d{5} /);
      expect(row.weeklyMinutes).toBeGreaterThanOrEqual(600);
      expect(row.weeklyMinutes).toBeLessThanOrEqual(2400);
    }
    expect(people.employees.some((row) => femaleFirstNames.includes(row.firstName))).toBe(true);
    expect(people.employees.some((row) => maleFirstNames.includes(row.firstName))).toBe(true);
    expect(new Set(people.employees.map((row) => row.code)).size).toBe(people.employees.length);
    expect(people.employees[0]).toMatchObject({ code: 'DIP00001', badgeNumber: 'TS-00001' });
    const employers = new Set(people.employees.map((row) => row.employer));
    expect([...employers].sort()).toEqual(
      ['Cooperativa Sole Nuovo', 'Multiservizi Adriatica S.r.l.', 'Servizi Integrati Italia S.p.A.'].sort(),
    );
    const provider = people.employees.filter((row) => row.employer === 'Servizi Integrati Italia S.p.A.');
    expect(provider.length / people.employees.length).toBeGreaterThan(0.6);
    // What the HR system's import takes: the demo's people could have come through it.
    for (const row of people.employees) {
      const assignments = people.employeeAssignments
        .filter((assignment) => assignment.employeeId === row.id)
        .map((assignment) => ({
          ...assignment,
          shifts: people.employeeShifts.filter((shift) => shift.assignmentId === assignment.id),
        }));
      const parsed = employeeImportRowSchema.safeParse({
        ...row,
        weeklyHours: row.weeklyMinutes / 60,
        assignments,
      });
      expect(parsed.error).toBeUndefined();
    }
  });

  it('draws portraits for seven in eight: SVG shapes, nothing run or fetched', () => {
    const withPhoto = people.employees.filter((row) => row.photoStorageKey !== null);
    const share = withPhoto.length / people.employees.length;
    expect(share).toBeGreaterThan(0.75);
    expect(share).toBeLessThan(0.97);
    for (const row of withPhoto) {
      expect(row.photoStorageKey).toMatch(/^demo\/[0-9a-f-]{36}\.svg$/);
      expect(row.photoContentType).toBe('image/svg+xml');
      const svg = renderEmployeePortrait(row.id).replace(' xmlns="http://www.w3.org/2000/svg"', '');
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(svg).not.toMatch(/script|href|url\(|https?:|<image|<foreignObject|<text|\bon\w+=|<!/i);
    }
    expect(new Set(withPhoto.map((row) => row.photoStorageKey)).size).toBe(withPhoto.length);
    expect(renderEmployeePortrait(1)).not.toBe(renderEmployeePortrait(2));
  });

  it('plans shifts within the site’s week and hours, each ending after it starts', () => {
    expect(people.employeeShifts.length).toBeGreaterThan(people.employeeAssignments.length * 2);
    for (const shift of people.employeeShifts) {
      const site = siteByCode.get(assignmentById.get(shift.assignmentId)!.siteCode)!;
      const window = siteWindow(site);
      expect(shift.startsAt).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(shift.endsAt > shift.startsAt).toBe(true);
      expect(shift.weekday).toBeGreaterThanOrEqual(1);
      expect(shift.weekday).toBeLessThanOrEqual(site.weekLength);
      expect(minutesOf(shift.startsAt)).toBeGreaterThanOrEqual(window.start);
      expect(minutesOf(shift.endsAt)).toBeLessThanOrEqual(window.end);
    }
    for (const row of people.employees) {
      const minutes = people.employeeShifts
        .filter((shift) => assignmentById.get(shift.assignmentId)!.employeeId === row.id)
        .reduce((sum, shift) => sum + minutesOf(shift.endsAt) - minutesOf(shift.startsAt), 0);
      expect(minutes).toBe(row.weeklyMinutes);
    }
  });
});

/** The plan of a person's day on a site, from the rows, as the API reads it. */
function plannedDays() {
  const closures = new Map(
    planSchoolClosures(data, today).map((row) => [row.siteCode, [{ from: row.startsOn, to: row.endsOn }]]),
  );
  const days: { employeeId: number; siteCode: string; day: string; start: number; end: number }[] = [];
  for (const shift of people.employeeShifts) {
    const assignment = assignmentById.get(shift.assignmentId)!;
    const site = siteByCode.get(assignment.siteCode)!;
    const calendar: SiteCalendar = {
      weekLength: site.weekLength as SiteCalendar['weekLength'],
      holidaysAreWorkingDays: site.holidaysAreWorkingDays,
      patronSaintDay: site.patronSaintDay,
      closures: closures.get(site.code) ?? [],
    };
    for (let day = addDays(today, -stampedDays); day < today; day = addDays(day, 1)) {
      if (weekdayOf(day) !== shift.weekday || !activeOn(assignment, day) || !isOpenDay(day, calendar))
        continue;
      const start = minutesOf(shift.startsAt);
      days.push({
        employeeId: assignment.employeeId,
        siteCode: site.code,
        day,
        start,
        end: minutesOf(shift.endsAt),
      });
    }
  }
  return days;
}

const dayKey = (employeeId: number, siteCode: string, day: string) => `${employeeId}|${siteCode}|${day}`;
function stampsByDay(rows: readonly StampingRow[]) {
  const byDay = new Map<string, StampingRow[]>();
  for (const row of rows) {
    const key = dayKey(row.employeeId, row.siteCode, romeDayOf(row.stampedAt));
    byDay.set(key, [...(byDay.get(key) ?? []), row]);
  }
  return byDay;
}

describe('the demo stampings', () => {
  it('are a month up to now, each of a person assigned to the site that day, once per source id', () => {
    expect(stampings.length).toBeGreaterThan(1000);
    expect(stampings.length).toBeLessThan(30_000);
    const days = new Set(stampings.map((row) => romeDayOf(row.stampedAt)));
    expect(days.has(addDays(today, -stampedDays))).toBe(true);
    expect(days.has(addDays(today, -1))).toBe(true);
    expect(days.has(today)).toBe(true);
    for (const row of stampings) {
      const day = romeDayOf(row.stampedAt);
      const assigned = people.employeeAssignments.some(
        (assignment) =>
          assignment.employeeId === row.employeeId &&
          assignment.siteCode === row.siteCode &&
          activeOn(assignment, day),
      );
      expect(assigned, `${row.sourceRef} ${day}`).toBe(true);
      expect(row.stampedAt <= now && row.receivedAt <= now).toBe(true);
      expect(row.receivedAt >= (row.firstStampedAt ?? row.stampedAt)).toBe(true);
      expect(row.firstStampedAt === null).toBe(row.correctedAt === null);
      if (row.correctedAt) expect(row.correctedAt > row.receivedAt).toBe(true);
      const employee = employeeById.get(row.employeeId)!;
      const sent = {
        id: row.sourceRef,
        employeeCode: employee.code,
        siteCode: row.siteCode,
        kind: row.kind,
        at: row.stampedAt.toISOString(),
      };
      expect(stampingImportRowSchema.safeParse(sent).error).toBeUndefined();
    }
    expect(new Set(stampings.map((row) => row.sourceRef)).size).toBe(stampings.length);
    expect(stampings[0]?.sourceRef).toBe('DEMO-000001');
    const corrected = stampings.filter((row) => row.correctedAt !== null).length;
    expect(corrected).toBeGreaterThan(5);
    expect(corrected / stampings.length).toBeLessThan(0.02);
  });

  it('have the anomalies in realistic proportions', () => {
    const planned = plannedDays();
    const byDay = stampsByDay(stampings.filter((row) => row.stampedAt < romeInstant(today, '00:00')));
    const counts = {
      noStamping: 0,
      missingClockOut: 0,
      missingClockIn: 0,
      hoursOffPlan: 0,
      outsideSiteHours: 0,
    };
    for (const plan of planned) {
      const rows = byDay.get(dayKey(plan.employeeId, plan.siteCode, plan.day)) ?? [];
      byDay.delete(dayKey(plan.employeeId, plan.siteCode, plan.day));
      const clockIn = rows.find((row) => row.kind === 'in');
      const clockOut = rows.find((row) => row.kind === 'out');
      if (!clockIn && !clockOut) counts.noStamping += 1;
      else if (!clockOut) counts.missingClockOut += 1;
      else if (!clockIn) counts.missingClockIn += 1;
      else {
        const stamped = (clockOut.stampedAt.getTime() - clockIn.stampedAt.getTime()) / 60_000;
        const plannedMinutes = plan.end - plan.start;
        if (Math.abs(stamped - plannedMinutes) > Math.max(plannedMinutes / 4, 30)) counts.hoursOffPlan += 1;
      }
      const window = siteWindow(siteByCode.get(plan.siteCode)!);
      const outside = rows.some((row) => {
        const minute = romeMinuteOf(row.stampedAt);
        return minute < window.start - 30 || minute > window.end + 30;
      });
      if (outside) counts.outsideSiteHours += 1;
    }
    // Every stamping of a past day is on a planned day.
    expect([...byDay.keys()]).toEqual([]);
    const share = (count: number) => count / planned.length;
    expect(planned.length).toBeGreaterThan(1000);
    expect(share(counts.noStamping)).toBeGreaterThan(0.015);
    expect(share(counts.noStamping)).toBeLessThan(0.05);
    expect(share(counts.missingClockOut)).toBeGreaterThan(0.008);
    expect(share(counts.missingClockOut)).toBeLessThan(0.04);
    expect(share(counts.missingClockIn)).toBeGreaterThan(0.001);
    expect(share(counts.missingClockIn)).toBeLessThan(0.015);
    expect(share(counts.hoursOffPlan)).toBeGreaterThan(0.008);
    expect(share(counts.hoursOffPlan)).toBeLessThan(0.04);
    expect(share(counts.outsideSiteHours)).toBeGreaterThan(0.003);
    expect(share(counts.outsideSiteHours)).toBeLessThan(0.025);
  });

  it('leave a clock-out forgotten in the last week and somebody clocked in now on cliente.demo’s first site', () => {
    expect(firstSite.code).toBe('UB000001');
    const byDay = stampsByDay(stampings.filter((row) => row.siteCode === firstSite.code));
    const forgotten = [...byDay].filter(([key, rows]) => {
      const day = key.split('|')[2]!;
      return day >= addDays(today, -6) && day <= addDays(today, -2) && rows.every((row) => row.kind === 'in');
    });
    expect(forgotten.length).toBeGreaterThanOrEqual(1);

    for (const time of ['00:30', '03:00', '05:45', '06:10', '10:20', '15:00', '23:30']) {
      const moment = romeInstant(today, time);
      const rows = stampingsAt(moment).filter(
        (row) => row.siteCode === firstSite.code && romeDayOf(row.stampedAt) === today,
      );
      expect(rows.every((row) => row.stampedAt <= moment)).toBe(true);
      const clockedIn = rows.filter(
        (row) =>
          row.kind === 'in' &&
          !rows.some(
            (out) => out.kind === 'out' && out.employeeId === row.employeeId && out.stampedAt > row.stampedAt,
          ),
      );
      expect(clockedIn.length, time).toBeGreaterThanOrEqual(1);
    }
  });

  it('at larger scales, stamp the fixed customers as at scale 1 and the largest customer besides', () => {
    const larger = generateDemoData({ scale: 8, today });
    const largerPeople = planDemoEmployees(larger, today);
    expect(largerPeople.employees.slice(0, people.employees.length)).toEqual(people.employees);
    expect(largerPeople.employeeShifts.slice(0, people.employeeShifts.length)).toEqual(people.employeeShifts);
    const largerStampings = planDemoStampings(larger, largerPeople, { sourceId: 1, today, now });
    expect(largerStampings.slice(0, stampings.length)).toEqual(stampings);
    expect(largerStampings.length).toBeGreaterThan(stampings.length);

    // Of the other customers, only the one with the most published sites.
    const site = (code: string, jobOrderId: string, published = true) => ({ code, jobOrderId, published });
    const chosen = stampedCustomerCodes({
      customers: [],
      jobOrders: [
        { id: 'J1', customerCode: 'CL0001' },
        { id: 'J5', customerCode: 'CL0005' },
        { id: 'J6', customerCode: 'CL0006' },
      ] as DemoData['jobOrders'],
      sites: [
        site('A', 'J5'),
        site('B', 'J5', false),
        site('C', 'J5', false),
        site('D', 'J6'),
        site('E', 'J6'),
        site('F', 'J1'),
      ] as DemoData['sites'],
    });
    expect([...chosen].sort()).toEqual(['CL0001', 'CL0002', 'CL0003', 'CL0004', 'CL0006']);
  }, 30_000);
});

describe('the demo sync sources', () => {
  const sources = planDemoSyncSources(data, today);
  const runs = planDemoSyncRuns(sources, people, stampings, { today, now });

  it('keep the digests of the documented keys, and a log of recent batches with a refused one', () => {
    expect(sources.map((source) => source.name)).toEqual([
      'Rilevazione presenze (demo)',
      'Paghe e personale (demo)',
    ]);
    for (const [source, key] of [
      [sources[0]!, demoSyncKeys.attendance],
      [sources[1]!, demoSyncKeys.personnel],
    ] as const) {
      expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
      expect(source.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
      expect(source.keyPrefix).toBe(key.slice(0, 10));
      expect(source.lastUsedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(runs.every((run) => run.receivedAt <= now && run.receivedAt > sources[0]!.createdAt)).toBe(true);
    const refused = runs.filter((run) => run.refused);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.errors).toContainEqual({
      row: 3,
      path: 'stampings.3.employeeCode',
      message: 'Persona sconosciuta: DIP09999',
    });
    const nightly = runs.filter((run) => run.kind === 'employees');
    expect(nightly.length).toBeGreaterThanOrEqual(6);
    expect(nightly.every((run) => run.rows === people.employees.length && run.sourceId === 2)).toBe(true);
    const hourly = runs.filter((run) => run.kind === 'stampings' && !run.refused);
    const received = stampings.filter((row) => row.receivedAt.getTime() > now.getTime() - 48 * 3_600_000);
    expect(hourly.reduce((sum, run) => sum + run.created, 0)).toBe(received.length);
    expect(hourly.every((run) => run.rows === run.created + run.updated + run.unchanged)).toBe(true);
  });
});
