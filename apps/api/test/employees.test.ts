import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { jobOrders, siteClosures, sites, stampings } from '@portale/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  hubNotifyNames,
  romeInstant,
  type ApiErrorBody,
  type AttendanceList,
  type Coverage,
  type CoverageSummary,
  type EmployeeDetail,
  type EmployeeList,
  type OnSite,
  type SyncReceipt,
  type SyncRunList,
  type SyncSourceWithKey,
} from '@portale/shared';
import { multipart } from './support/multipart.ts';
import { closeOpenedSockets, listen, signedInSocket, waitFor } from './support/hub-sockets.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Personnel and stampings (issue 28) end to end through the API: people and stampings sent by a sync
 * source, read back by the customer and staff. The anomalies on hand-made days of a past week, the
 * coverage, who is on site now, tenant isolation, no private data to customers, and the imports'
 * idempotence, corrections and refusals.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);
let key = '';
/** A published site of CL0001 (cliente.demo's customer) and one of CL0002. */
let ownSite = '';
let foreignSite = '';
/** A past week with no holiday: Monday 16 to Friday 20 November 2026. */
const monday = '2026-11-16';
const at = (day: string, time: string) => romeInstant(day, time).toISOString();

const send = (path: 'stampings' | 'employees', body: unknown, sourceKey = key) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/sync/${path}`,
    headers: { 'x-sync-key': sourceKey },
    payload: body as object,
  });

const person = (code: string, siteCode: string, extra: object = {}) => ({
  code,
  firstName: 'Prova',
  lastName: `Persona ${code}`,
  qualification: 'Operatrice di pulizia',
  employer: 'Servizi Integrati S.p.A.',
  badgeNumber: `TS-${code}`,
  weeklyHours: 15,
  taxCode: 'PRVPRS80A41H501X',
  phone: '+39 333 1234567',
  address: 'Via Segreta 1, Roma',
  assignments: [
    {
      siteCode,
      dateFrom: '2026-01-01',
      dateTo: null,
      shifts: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startsAt: '06:00', endsAt: '09:00' })),
    },
  ],
  ...extra,
});

let stampingId = 0;
const stamp = (employeeCode: string, siteCode: string, kind: 'in' | 'out', instant: string) => ({
  id: `TEST-${(stampingId += 1)}`,
  employeeCode,
  siteCode,
  kind,
  at: instant,
});

/** The hand-made week of TEST01 on the own site, each day a case of the anomaly rules. */
const week = () => [
  // Monday: on time, 3 hours as planned.
  stamp('TEST01', ownSite, 'in', at(monday, '06:00')),
  stamp('TEST01', ownSite, 'out', at(monday, '09:00')),
  // Tuesday: in, and no out before Wednesday's in.
  stamp('TEST01', ownSite, 'in', at(addDays(monday, 1), '06:00')),
  // Wednesday: a regular shift, then a clock-out at 23:30 without a clock-in, outside the site's hours.
  stamp('TEST01', ownSite, 'in', at(addDays(monday, 2), '06:05')),
  stamp('TEST01', ownSite, 'out', at(addDays(monday, 2), '09:00')),
  stamp('TEST01', ownSite, 'out', at(addDays(monday, 2), '23:30')),
  // Thursday: nothing. Friday: six hours for three planned.
  stamp('TEST01', ownSite, 'in', at(addDays(monday, 4), '06:00')),
  stamp('TEST01', ownSite, 'out', at(addDays(monday, 4), '12:00')),
];

let dataDir = '';

beforeAll(async () => {
  // A folder of its own: the demo's portraits are written there, and the photos uploaded.
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-employees-'));
  testApp = await createTestApp({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  for (const username of ['cliente.demo', 'altro.demo', 'limitato.demo', 'staff.demo'])
    tokens[username] = await loginAs(testApp, username);
  const { db } = testApp.database;
  const firstSite = async (customerCode: string) =>
    (
      await db
        .select({ code: sites.code })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(and(eq(jobOrders.customerCode, customerCode), eq(sites.published, true)))
        .orderBy(sites.code)
        .limit(1)
    )[0]!.code;
  ownSite = await firstSite('CL0001');
  foreignSite = await firstSite('CL0002');
  // The own site's calendar made plain for the hand-made week: five days a week, hours 05:00–21:00.
  await db
    .update(sites)
    .set({ weekLength: 5, patronSaintDay: null, startHour: '05:00', endHour: '21:00' })
    .where(eq(sites.code, ownSite));
  await db.delete(siteClosures).where(eq(siteClosures.siteCode, ownSite));

  const source = await call('POST', '/sync/sources', 'staff.demo', { name: 'Rilevazione presenze (prova)' });
  expect(source.statusCode, source.body).toBe(201);
  key = source.json<SyncSourceWithKey>().key;
  const people = await send('employees', {
    employees: [person('TEST01', ownSite), person('TEST02', ownSite), person('TEST03', foreignSite)],
  });
  expect(people.statusCode, people.body).toBe(200);
  const stamped = await send('stampings', { stampings: week() });
  expect(stamped.statusCode, stamped.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await closeTestApp(testApp);
  await rm(dataDir, { recursive: true, force: true });
});

const employeeId = async (code: string, username = 'staff.demo') => {
  const list = (await call('GET', `/employees?query=${code}`, username)).json<EmployeeList>();
  return list.data.find((item) => item.badgeNumber === `TS-${code}`)?.id;
};

describe('the anomalies of a person’s days', () => {
  it('finds each kind on the hand-made days and none on a regular one', async () => {
    const id = await employeeId('TEST01');
    const response = await call(
      'GET',
      `/employees/attendance?from=${monday}&to=${addDays(monday, 4)}&employeeId=${id}&sortDirection=asc`,
      'cliente.demo',
    );
    expect(response.statusCode, response.body).toBe(200);
    const days = response.json<AttendanceList>().data.map((day) => ({
      day: day.day,
      planned: day.plannedMinutes,
      stamped: day.stampedMinutes,
      anomalies: day.anomalies,
    }));
    expect(days).toEqual([
      { day: monday, planned: 180, stamped: 180, anomalies: [] },
      { day: addDays(monday, 1), planned: 180, stamped: 0, anomalies: ['missingClockOut'] },
      {
        day: addDays(monday, 2),
        planned: 180,
        stamped: 175,
        anomalies: ['missingClockIn', 'outsideSiteHours'],
      },
      { day: addDays(monday, 3), planned: 180, stamped: 0, anomalies: ['noStamping'] },
      { day: addDays(monday, 4), planned: 180, stamped: 360, anomalies: ['hoursOffPlan'] },
    ]);
  });

  it('filters by anomaly and pages in SQL', async () => {
    const id = await employeeId('TEST01');
    const base = `/employees/attendance?from=${monday}&to=${addDays(monday, 4)}&employeeId=${id}`;
    const missing = (await call('GET', `${base}&anomaly=noStamping`, 'cliente.demo')).json<AttendanceList>();
    expect(missing.data.map((day) => day.day)).toEqual([addDays(monday, 3)]);
    const page = (await call('GET', `${base}&pageSize=2&page=2`, 'cliente.demo')).json<AttendanceList>();
    expect(page.total).toBe(5);
    expect(page.data).toHaveLength(2);
  });

  it('cuts a period of more than 62 days to its last 62, and finds nothing in one that ends before it starts', async () => {
    const id = await employeeId('TEST01');
    const long = (
      await call(
        'GET',
        `/employees/attendance?from=2026-01-01&to=${addDays(monday, 4)}&employeeId=${id}`,
        'cliente.demo',
      )
    ).json<AttendanceList>();
    expect(long).toMatchObject({ from: addDays(monday, 4 - 61), to: addDays(monday, 4) });
    // Every weekday of the 62 days was planned: the hand-made week's days and the ones without stamping.
    expect(long.total).toBeGreaterThan(40);
    expect(long.data.every((day) => day.day >= long.from && day.day <= long.to)).toBe(true);
    const backwards = await call(
      'GET',
      `/employees/attendance?from=${addDays(monday, 4)}&to=${monday}`,
      'cliente.demo',
    );
    expect(backwards.statusCode).toBe(200);
    expect(backwards.json<AttendanceList>()).toMatchObject({ data: [], total: 0 });
  });
});

describe('coverage', () => {
  it('gives planned and covered hours per site and week, and the anomalies by kind, naming nobody', async () => {
    const response = await call(
      'GET',
      `/employees/coverage?from=${addDays(monday, 2)}&weeks=1&siteCode=${ownSite}`,
      'cliente.demo',
    );
    expect(response.statusCode, response.body).toBe(200);
    const coverage = response.json<Coverage>();
    expect(coverage.weekStarts).toEqual([monday]);
    expect(JSON.stringify(coverage)).not.toContain('Persona TEST01');
    const [site] = coverage.data;
    // Every person's days of the site that week, as the stampings list gives them.
    const days = (
      await call(
        'GET',
        `/employees/attendance?from=${monday}&to=${addDays(monday, 6)}&siteCode=${ownSite}&pageSize=100`,
        'cliente.demo',
      )
    ).json<AttendanceList>().data;
    const byDay = new Map<string, { planned: number; stamped: number }>();
    for (const day of days) {
      const sum = byDay.get(day.day) ?? { planned: 0, stamped: 0 };
      byDay.set(day.day, {
        planned: sum.planned + day.plannedMinutes,
        stamped: sum.stamped + day.stampedMinutes,
      });
    }
    const planned = [...byDay.values()].reduce((total, day) => total + day.planned, 0);
    const covered = [...byDay.values()].reduce((total, day) => total + Math.min(day.planned, day.stamped), 0);
    expect(site?.weeks[0]).toMatchObject({
      weekStart: monday,
      plannedMinutes: planned,
      coveredMinutes: covered,
    });
    // TEST02 planned the whole week and never stamped: five days without stamping at least.
    expect(site?.weeks[0]?.anomalies.noStamping).toBeGreaterThanOrEqual(5 + 1);
    expect(site?.weeks[0]?.anomalies.hoursOffPlan).toBeGreaterThanOrEqual(1);
  });

  it('sums every site of the customer for the dashboard', async () => {
    const query = `from=${monday}&weeks=1`;
    const summary = (
      await call('GET', `/employees/coverage-summary?${query}`, 'cliente.demo')
    ).json<CoverageSummary>();
    const sites = (
      await call('GET', `/employees/coverage?${query}&pageSize=100`, 'cliente.demo')
    ).json<Coverage>();
    const sum = (pick: (week: Coverage['data'][number]['weeks'][number]) => number) =>
      sites.data.reduce((total, site) => total + pick(site.weeks[0]!), 0);
    expect(summary.sites).toBe(sites.total);
    expect(summary.weeks[0]).toMatchObject({
      weekStart: monday,
      plannedMinutes: sum((week) => week.plannedMinutes),
      coveredMinutes: sum((week) => week.coveredMinutes),
    });
    expect(summary.weeks[0]?.anomalies.noStamping).toBe(sum((week) => week.anomalies.noStamping));
  });
});

describe('who is on site now', () => {
  it('lists a person clocked in, and no longer once clocked out', async () => {
    const now = Date.now();
    const clockIn = await send('stampings', {
      stampings: [stamp('TEST02', ownSite, 'in', new Date(now - 3_600_000).toISOString())],
    });
    expect(clockIn.statusCode, clockIn.body).toBe(200);
    const onSite = async () =>
      (await call('GET', `/employees/on-site?siteCode=${ownSite}`, 'cliente.demo'))
        .json<OnSite>()[0]
        ?.people.map((p) => p.name) ?? [];
    expect(await onSite()).toContain('Persona TEST02 Prova');
    await send('stampings', {
      stampings: [stamp('TEST02', ownSite, 'out', new Date(now - 60_000).toISOString())],
    });
    expect(await onSite()).not.toContain('Persona TEST02 Prova');
  });
});

describe('the live hub', () => {
  it('tells the users who may read a site’s stampings that new ones arrived, and nobody else', async () => {
    const url = await listen(testApp.app);
    try {
      const cliente = await signedInSocket(url, 'cliente.demo', testApp);
      const limitato = await signedInSocket(url, 'limitato.demo', testApp);
      await send('stampings', { stampings: [stamp('TEST01', ownSite, 'in', new Date().toISOString())] });
      const arrived = await waitFor(
        () => cliente.received.find((event) => event.name === hubNotifyNames.stampingsArrived),
        5_000,
      );
      expect(arrived.payload).toEqual({ siteCodes: [ownSite] });
      await send('stampings', { stampings: [stamp('TEST01', ownSite, 'out', new Date().toISOString())] });
      await waitFor(
        () => cliente.received.filter((event) => event.name === hubNotifyNames.stampingsArrived)[1],
        5_000,
      );
      expect(limitato.received.some((event) => event.name === hubNotifyNames.stampingsArrived)).toBe(false);
    } finally {
      closeOpenedSockets();
    }
  });
});

describe('what a customer may see', () => {
  it('never sends a customer private data, and sends it to staff', async () => {
    const id = await employeeId('TEST01');
    for (const path of ['/employees?query=TEST01', `/employees/${id}`]) {
      const body = (await call('GET', path, 'cliente.demo')).body;
      expect(body).toContain('TS-TEST01');
      for (const secret of ['PRVPRS80A41H501X', '333 1234567', 'Via Segreta'])
        expect(body).not.toContain(secret);
    }
    const staff = (await call('GET', `/employees/${id}`, 'staff.demo')).json<EmployeeDetail>();
    expect(staff.privateData).toMatchObject({
      code: 'TEST01',
      taxCode: 'PRVPRS80A41H501X',
      address: 'Via Segreta 1, Roma',
    });
    const detail = (await call('GET', `/employees/${id}`, 'cliente.demo')).json<EmployeeDetail>();
    expect(detail.privateData).toBeNull();
    expect(detail.assignments[0]?.shifts).toHaveLength(5);
  });

  it('shows a customer the people of its own sites only, photos included', async () => {
    const listed = (
      await call('GET', '/employees?query=TEST&pageSize=100', 'cliente.demo')
    ).json<EmployeeList>();
    expect(listed.data.map((item) => item.badgeNumber).sort()).toEqual(['TS-TEST01', 'TS-TEST02']);
    const foreign = await employeeId('TEST03');
    expect((await call('GET', `/employees/${foreign}`, 'cliente.demo')).statusCode).toBe(404);
    expect((await call('GET', `/employees/${foreign}/photo`, 'cliente.demo')).statusCode).toBe(404);
    const foreignDays = await call(
      'GET',
      `/employees/attendance?from=${monday}&to=${monday}&siteCode=${foreignSite}`,
      'cliente.demo',
    );
    expect(foreignDays.statusCode).toBe(403);
    const everything = (
      await call(
        'GET',
        `/employees/attendance?from=${monday}&to=${addDays(monday, 4)}&pageSize=100`,
        'cliente.demo',
      )
    ).json<AttendanceList>();
    expect(everything.data.some((day) => day.siteCode === foreignSite)).toBe(false);
  });

  it('refuses the stampings, and everything, to a customer without the sub-roles', async () => {
    for (const path of [
      '/employees',
      `/employees/attendance?from=${monday}&to=${monday}`,
      '/employees/on-site',
    ]) {
      expect((await call('GET', path, 'limitato.demo')).statusCode).toBe(403);
    }
  });
});

describe('photos', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);
  const upload = (username: string, employeeId: number, bytes: Buffer, filename: string) => {
    const body = multipart([{ name: 'file', filename, body: bytes }]);
    return testApp.app.inject({
      method: 'PUT',
      url: `/api/employees/${employeeId}/photo`,
      headers: { 'content-type': body.contentType, authorization: `Bearer ${tokens[username] ?? ''}` },
      payload: body.payload,
    });
  };

  it('shows a demo portrait to its customer only, and lets staff replace it with an image', async () => {
    const people = (await call('GET', '/employees?pageSize=100', 'cliente.demo')).json<EmployeeList>();
    const portrayed = people.data.find((item) => item.photoUrl !== null)!;
    const own = await call('GET', `/employees/${portrayed.id}/photo`, 'cliente.demo');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/svg+xml');
    expect(own.body).not.toMatch(/<script|href=/i);
    expect((await call('GET', `/employees/${portrayed.id}/photo`, 'altro.demo')).statusCode).toBe(404);

    expect((await upload('cliente.demo', portrayed.id, png, 'foto.png')).statusCode).toBe(403);
    const refused = await upload(
      'staff.demo',
      portrayed.id,
      Buffer.from('<svg onload="alert(1)"/>'),
      'foto.png',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().body.code).toBe('EMPLOYEE_PHOTO_NOT_VALID');
    expect((await upload('staff.demo', portrayed.id, png, 'foto.png')).statusCode).toBe(200);
    const replaced = await call('GET', `/employees/${portrayed.id}/photo`, 'cliente.demo');
    expect(replaced.headers['content-type']).toBe('image/png');
    expect(replaced.rawPayload.equals(png)).toBe(true);
  });
});

describe('the imports', () => {
  it('stores a batch sent twice once, and keeps a correction with the time first received', async () => {
    const batch = { stampings: [stamp('TEST01', ownSite, 'in', at('2026-11-23', '06:00'))] };
    const first = (await send('stampings', batch)).json<SyncReceipt>();
    const again = (await send('stampings', batch)).json<SyncReceipt>();
    expect(first).toMatchObject({ rows: 1, created: 1, updated: 0, unchanged: 0 });
    expect(again).toMatchObject({ rows: 1, created: 0, updated: 0, unchanged: 1 });
    const corrected = { stampings: [{ ...batch.stampings[0]!, at: at('2026-11-23', '06:20') }] };
    expect((await send('stampings', corrected)).json<SyncReceipt>()).toMatchObject({ updated: 1 });
    const id = await employeeId('TEST01');
    const [day] = (
      await call('GET', `/employees/attendance?from=2026-11-23&to=2026-11-23&employeeId=${id}`, 'staff.demo')
    ).json<AttendanceList>().data;
    expect(day?.stampings).toEqual([
      { kind: 'in', at: at('2026-11-23', '06:20'), firstAt: at('2026-11-23', '06:00') },
    ]);
  });

  it('takes a full batch of 10,000 stampings, over the app’s usual body limit', async () => {
    // Five thousand days before the person's assignment, an entry and an exit each: nothing the other tests read.
    const batch = Array.from({ length: 5_000 }, (_, index) => addDays('2025-12-31', -index)).flatMap(
      (day) => [
        stamp('TEST02', ownSite, 'in', at(day, '06:00')),
        stamp('TEST02', ownSite, 'out', at(day, '09:00')),
      ],
    );
    const response = await send('stampings', { stampings: batch });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json<SyncReceipt>()).toMatchObject({ rows: 10_000, created: 10_000 });
  }, 60_000);

  it('refuses a batch with rows at fault whole, naming them, and logs it', async () => {
    const countStampings = async () =>
      Number((await testApp.database.db.select({ n: sql<number>`count(*)` }).from(stampings))[0]?.n);
    const before = await countStampings();
    const response = await send('stampings', {
      stampings: [
        stamp('TEST01', ownSite, 'in', at('2026-11-24', '06:00')),
        stamp('NOBODY', ownSite, 'in', at('2026-11-24', '06:00')),
        stamp('TEST01', 'UB999999', 'out', at('2026-11-24', '09:00')),
      ],
    });
    expect(response.statusCode).toBe(400);
    const error = response.json<ApiErrorBody>();
    expect(error.body.code).toBe('SYNC_BATCH_NOT_VALID');
    expect(error.body.fields).toEqual([
      { path: 'stampings.1.employeeCode', message: 'Persona sconosciuta: NOBODY' },
      { path: 'stampings.2.siteCode', message: 'Ubicazione sconosciuta: UB999999' },
    ]);
    expect(await countStampings()).toBe(before);
    const runs = (await call('GET', '/sync/runs?kind=stampings', 'staff.demo')).json<SyncRunList>();
    expect(runs.data[0]).toMatchObject({ refused: true, rows: 3, created: 0 });
    expect(runs.data[0]?.errors.map((fault) => fault.row)).toEqual([1, 2]);
  });

  it('refuses a malformed row by its shape, naming it', async () => {
    const response = await send('stampings', {
      stampings: [{ ...stamp('TEST01', ownSite, 'in', 'ieri'), kind: 'in' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().body.fields?.map((field) => field.path)).toContain(
      'body.stampings.0.at',
    );
  });

  it('answers 401 to a batch without a live key', async () => {
    const batch = { stampings: [stamp('TEST01', ownSite, 'in', at('2026-11-25', '06:00'))] };
    expect((await send('stampings', batch, 'sk_nonesiste')).statusCode).toBe(401);
    const other = (
      await call('POST', '/sync/sources', 'staff.demo', { name: 'Da revocare' })
    ).json<SyncSourceWithKey>();
    expect((await send('stampings', batch, other.key)).statusCode).toBe(200);
    await call('POST', `/sync/sources/${other.source.id}/revoke`, 'staff.demo');
    expect((await send('stampings', batch, other.key)).statusCode).toBe(401);
  });

  it('leaves people sent again unchanged, and replaces their assignments when they change', async () => {
    const again = (await send('employees', { employees: [person('TEST01', ownSite)] })).json<SyncReceipt>();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    const moved = person('TEST01', ownSite, { weeklyHours: 20 });
    moved.assignments[0]!.shifts = [{ weekday: 6, startsAt: '07:00', endsAt: '11:00' }];
    expect((await send('employees', { employees: [moved] })).json<SyncReceipt>()).toMatchObject({
      updated: 1,
    });
    const detail = (
      await call('GET', `/employees/${await employeeId('TEST01')}`, 'staff.demo')
    ).json<EmployeeDetail>();
    expect(detail.weeklyHours).toBe(20);
    expect(detail.assignments[0]?.shifts).toEqual([{ weekday: 6, startsAt: '07:00', endsAt: '11:00' }]);
    // Put back as the other tests read it.
    await send('employees', { employees: [person('TEST01', ownSite)] });
  });
});
