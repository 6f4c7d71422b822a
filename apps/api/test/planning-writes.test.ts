import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { jobOrders, rooms, siteServices, sites } from '@portale/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfWeek,
  romeCalendarDay,
  type ApiErrorBody,
  type Plan,
  type PlannedServiceList,
  type SiteClosureDetail,
} from '@portale/shared';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Staff's writes of the plan of action, read back through the plan and the services list: a schedule
 * set, a closure, a day moved and one called off, a day recorded; and their refusals.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);
const today = romeCalendarDay();
/** A service of the first customer lasting from a fortnight ago to two months ahead, on a site with rooms. */
let service: { id: number; siteCode: string; room: number; foreignRoom: number };

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'silent' });
  for (const username of ['cliente.demo', 'staff.demo']) tokens[username] = await loginAs(testApp, username);
  const { db } = testApp.database;
  const [found] = await db
    .select({ id: siteServices.id, siteCode: sites.code })
    .from(siteServices)
    .innerJoin(sites, eq(sites.code, siteServices.siteCode))
    .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
    .where(
      and(
        eq(jobOrders.customerCode, 'CL0001'),
        eq(sites.weekLength, 5),
        lte(siteServices.dateFrom, addDays(today, -14)),
        gte(siteServices.dateTo, addDays(today, 60)),
        sql`exists (select 1 from ${rooms} where ${rooms.siteCode} = ${sites.code})`,
      ),
    )
    .orderBy(siteServices.id)
    .limit(1);
  const roomOf = async (where: ReturnType<typeof eq>) =>
    (await db.select({ id: rooms.id }).from(rooms).where(where).orderBy(rooms.id).limit(1))[0]!.id;
  service = {
    ...found!,
    room: await roomOf(eq(rooms.siteCode, found!.siteCode)),
    foreignRoom: await roomOf(ne(rooms.siteCode, found!.siteCode)),
  };
}, 60_000);
afterAll(() => closeTestApp(testApp));

const servicePath = () => `/planning/services/${service.id}`;
const setSchedule = (rule: string, extra: object = {}) =>
  call('PUT', `${servicePath()}/schedule`, 'staff.demo', {
    serviceType: 'glass',
    rule,
    onClosedDay: 'move',
    ...extra,
  });
/** The service's occurrences from `from` for `days` days, as staff read the plan. */
async function occurrences(from: string, days: number) {
  const url = `/planning/occurrences?from=${from}&days=${days}&siteCode=${service.siteCode}`;
  const response = await call('GET', url, 'staff.demo');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<Plan>()
    .occurrences.filter((occurrence) => occurrence.siteServiceId === service.id)
    .map(({ date, ruleDate, shift, state }) => ({ date, ruleDate, shift, state }));
}
/** A refused call's answer: its status, the catalogue's message, the fields and their Italian reasons. */
const refusal = (response: { json: <T>() => T }) => response.json<ApiErrorBody>();
/** The first Monday at least three weeks ahead. */
const mondayAhead = (() => {
  let day = addDays(today, 21);
  while (dayOfWeek(day) !== 1) day = addDays(day, 1);
  return day;
})();

describe('staff’s writes of the plan of action', () => {
  it('sets a schedule the services list reads in words, and refuses a rule without words and another site’s room', async () => {
    const saved = await setSchedule('FREQ=WEEKLY;BYDAY=TH,MO', {
      coverage: 'Tutte le vetrate',
      roomIds: [service.room, service.room],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      siteServiceId: service.id,
      words: 'ogni lunedì e giovedì',
      coverage: 'Tutte le vetrate',
      roomIds: [service.room],
    });
    const list = await call(
      'GET',
      `/planning/services?siteCode=${service.siteCode}&pageSize=100`,
      'staff.demo',
    );
    const listed = list.json<PlannedServiceList>().data.find((entry) => entry.siteServiceId === service.id);
    expect(listed?.schedule).toMatchObject({ serviceType: 'glass', words: 'ogni lunedì e giovedì' });

    expect(refusal(await setSchedule('FREQ=HOURLY'))).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'body.rule', message: expect.stringMatching(/^Regola non valida/) }] },
    });
    expect(refusal(await setSchedule('FREQ=DAILY', { roomIds: [service.foreignRoom] }))).toMatchObject({
      status: 400,
      message: 'Schedule not valid',
      body: { fields: [{ path: 'body.roomIds', message: expect.stringMatching(/non è dell’ubicazione/) }] },
    });
    const unknown = await call('PUT', '/planning/services/2147483647/schedule', 'staff.demo', {
      serviceType: 'glass',
      rule: 'FREQ=DAILY',
      onClosedDay: 'move',
    });
    expect(refusal(unknown)).toMatchObject({ status: 404, message: 'Service not found' });

    expect((await call('DELETE', `${servicePath()}/schedule`, 'staff.demo')).statusCode).toBe(204);
    const without = await call(
      'GET',
      `/planning/services?siteCode=${service.siteCode}&pageSize=100`,
      'staff.demo',
    );
    expect(
      without.json<PlannedServiceList>().data.find((entry) => entry.siteServiceId === service.id),
    ).toMatchObject({ schedule: null });
  });

  it('refuses every write to a customer', async () => {
    const day = `${servicePath()}/days/${mondayAhead}`;
    const writes = [
      ['PUT', `${servicePath()}/schedule`, { serviceType: 'glass', rule: 'FREQ=DAILY', onClosedDay: 'move' }],
      ['DELETE', `${servicePath()}/schedule`],
      ['GET', `/planning/sites/${service.siteCode}/closures`],
      ['POST', `/planning/sites/${service.siteCode}/closures`, { startsOn: today, endsOn: today }],
      ['DELETE', '/planning/closures/1'],
      ['PUT', day, { movedTo: null }],
      ['DELETE', day],
      ['PUT', `${day}/record`, { outcome: 'done' }],
      ['DELETE', `${day}/record`],
    ] as const;
    for (const [method, url, body] of writes) {
      const response = await call(method, url, 'cliente.demo', body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('moves work off a closure, a moved day to its new date, and drops a called-off day', async () => {
    expect((await setSchedule('FREQ=WEEKLY;BYDAY=MO,TH')).statusCode).toBe(200);
    const [first, second, third] = (await occurrences(mondayAhead, 14)).filter(
      (occurrence) => occurrence.shift === 'none',
    );
    const closure = await call('POST', `/planning/sites/${service.siteCode}/closures`, 'staff.demo', {
      startsOn: first!.date,
      endsOn: first!.date,
      reason: 'Disinfestazione',
    });
    expect(closure.statusCode, closure.body).toBe(201);
    const { id } = closure.json<SiteClosureDetail>();
    const listed = await call('GET', `/planning/sites/${service.siteCode}/closures`, 'staff.demo');
    expect(listed.json<SiteClosureDetail[]>()).toContainEqual({
      id,
      siteCode: service.siteCode,
      startsOn: first!.date,
      endsOn: first!.date,
      reason: 'Disinfestazione',
    });

    const moved = addDays(second!.ruleDate, 1);
    const day = (ruleDate: string) => `${servicePath()}/days/${ruleDate}`;
    expect((await call('PUT', day(second!.ruleDate), 'staff.demo', { movedTo: moved })).statusCode).toBe(200);
    const calledOff = await call('PUT', day(third!.ruleDate), 'staff.demo', {
      movedTo: null,
      reason: 'Sciopero',
    });
    expect(calledOff.json()).toEqual({
      siteServiceId: service.id,
      ruleDate: third!.ruleDate,
      movedTo: null,
      reason: 'Sciopero',
    });
    const after = await occurrences(mondayAhead, 14);
    const ofDay = (ruleDate: string) => after.filter((occurrence) => occurrence.ruleDate === ruleDate);
    expect(ofDay(first!.ruleDate)).toEqual([expect.objectContaining({ shift: 'closedDay' })]);
    expect(ofDay(first!.ruleDate)[0]!.date > first!.ruleDate).toBe(true);
    expect(ofDay(second!.ruleDate)).toEqual([
      { date: moved, ruleDate: second!.ruleDate, shift: 'moved', state: 'planned' },
    ]);
    expect(ofDay(third!.ruleDate)).toEqual([]);

    // A day the rule does not give (Wednesday), a closure ending before it starts or longer than a year.
    expect(
      refusal(await call('PUT', day(addDays(mondayAhead, 2)), 'staff.demo', { movedTo: null })),
    ).toMatchObject({
      status: 400,
      message: 'Schedule not valid',
      body: { fields: [{ path: 'params.ruleDate' }] },
    });
    for (const endsOn of [addDays(today, -1), addDays(today, 366)]) {
      const refused = await call('POST', `/planning/sites/${service.siteCode}/closures`, 'staff.demo', {
        startsOn: today,
        endsOn,
      });
      expect(refusal(refused)).toMatchObject({ status: 400, body: { fields: [{ path: 'body.endsOn' }] } });
    }

    expect((await call('DELETE', day(third!.ruleDate), 'staff.demo')).statusCode).toBe(204);
    expect((await call('DELETE', `/planning/closures/${id}`, 'staff.demo')).statusCode).toBe(204);
    expect((await call('DELETE', `/planning/closures/${id}`, 'staff.demo')).statusCode).toBe(404);
    const undone = await occurrences(mondayAhead, 14);
    expect(undone).toContainEqual({ ...first!, state: 'planned' });
    expect(undone).toContainEqual({ ...third!, state: 'planned' });
  });

  it('records a past day as missed, and refuses a day to come', async () => {
    expect((await setSchedule('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR')).statusCode).toBe(200);
    const past = (await occurrences(addDays(today, -10), 10)).at(-1)!;
    const recorded = await call('PUT', `${servicePath()}/days/${past.ruleDate}/record`, 'staff.demo', {
      outcome: 'missed',
      note: 'Operatore assente',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ date: past.date, outcome: 'missed', note: 'Operatore assente' });
    expect(await occurrences(past.date, 1)).toEqual([{ ...past, state: 'missed' }]);
    // A recorded day keeps its place until its record is cleared.
    const move = await call('PUT', `${servicePath()}/days/${past.ruleDate}`, 'staff.demo', { movedTo: null });
    expect(refusal(move)).toMatchObject({ status: 400, body: { fields: [{ path: 'params.ruleDate' }] } });

    const [coming] = await occurrences(addDays(today, 1), 14);
    const early = await call('PUT', `${servicePath()}/days/${coming!.ruleDate}/record`, 'staff.demo', {
      outcome: 'done',
    });
    expect(refusal(early)).toMatchObject({
      status: 400,
      message: 'Schedule not valid',
      body: {
        fields: [{ path: 'params.ruleDate', message: expect.stringMatching(/da quel giorno in poi/) }],
      },
    });

    expect(
      (await call('DELETE', `${servicePath()}/days/${past.ruleDate}/record`, 'staff.demo')).statusCode,
    ).toBe(204);
    expect(await occurrences(past.date, 1)).toEqual([{ ...past, state: 'unrecorded' }]);
  });
});
