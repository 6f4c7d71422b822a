import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { jobOrders, qualityControlRequests, serviceSchedules, siteServices, sites } from '@portale/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, romeCalendarDay, serviceTypes, type Plan, type PlannedServiceList } from '@portale/shared';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * The plan of action's call: the demo schedules expanded for a range within the caller's reach, with
 * what the provider recorded; a closure and a move written in the tables show in the answer.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'silent' });
  for (const username of ['cliente.demo', 'altro.demo', 'staff.demo', 'limitato.demo'])
    tokens[username] = await loginAs(testApp, username);
}, 60_000);
afterAll(() => closeTestApp(testApp));

const today = romeCalendarDay();
const plan = async (username: string, query: string) => {
  const response = await call('GET', `/planning/occurrences?${query}`, username);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Plan>();
};

describe('the plan of action', () => {
  it('shows the last week as done or missed and the next as planned, only on the caller’s sites', async () => {
    const range = `from=${addDays(today, -7)}&days=15`;
    const own = await plan('cliente.demo', range);
    const states = new Set(own.occurrences.map((occurrence) => occurrence.state));
    expect(states).toEqual(new Set(['done', 'missed', 'planned']));
    for (const occurrence of own.occurrences) {
      expect(occurrence.state === 'planned').toBe(occurrence.date >= today);
    }
    expect(own.occurrences.filter((occurrence) => occurrence.state === 'missed').length).toBeGreaterThan(0);

    const others = await plan('altro.demo', range);
    expect(others.occurrences.length).toBeGreaterThan(0);
    const ownSites = new Set(own.occurrences.map((occurrence) => occurrence.siteCode));
    expect(others.occurrences.filter((occurrence) => ownSites.has(occurrence.siteCode))).toEqual([]);

    const everything = await plan('staff.demo', range);
    expect(everything.occurrences.length).toBeGreaterThan(
      own.occurrences.length + others.occurrences.length - 1,
    );
  });

  it('refuses another customer’s site, more days than a month’s view, and users without the sub-role', async () => {
    const [occurrence] = (await plan('cliente.demo', `from=${today}`)).occurrences;
    const intruder = await call(
      'GET',
      `/planning/occurrences?from=${today}&siteCode=${occurrence!.siteCode}`,
      'altro.demo',
    );
    expect(intruder.statusCode).toBe(403);
    expect(intruder.json()).toMatchObject({ message: 'Site not owned' });

    const tooLong = await call('GET', `/planning/occurrences?from=2026-01-01&days=63`, 'cliente.demo');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ body: { fields: [{ path: 'querystring.days' }] } });
    expect((await call('GET', `/planning/occurrences?from=${today}`, 'limitato.demo')).statusCode).toBe(403);
  });

  it('moves a closed week’s work to the next open day and puts a staff move where staff put it', async () => {
    // A service of the first customer made weekly on Mondays, moved when the site is closed.
    const [service] = await testApp.database.db
      .select({ id: serviceSchedules.siteServiceId, siteCode: sites.code })
      .from(serviceSchedules)
      .innerJoin(siteServices, eq(siteServices.id, serviceSchedules.siteServiceId))
      .innerJoin(sites, eq(sites.code, siteServices.siteCode))
      .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
      .where(
        and(
          eq(jobOrders.customerCode, 'CL0001'),
          eq(sites.weekLength, 5),
          lte(siteServices.dateFrom, '2027-02-01'),
          gte(siteServices.dateTo, '2027-02-28'),
        ),
      )
      .orderBy(serviceSchedules.siteServiceId)
      .limit(1);
    expect(service).toBeDefined();
    const { id, siteCode } = service!;
    await testApp.database.db
      .update(serviceSchedules)
      .set({ rule: 'FREQ=WEEKLY;BYDAY=MO', onClosedDay: 'move' })
      .where(eq(serviceSchedules.siteServiceId, id));
    const query = `from=2027-02-08&days=14&siteCode=${siteCode}`;
    const mondays = async () =>
      (await plan('cliente.demo', query)).occurrences
        .filter((occurrence) => occurrence.siteServiceId === id)
        .filter((occurrence) => occurrence.ruleDate === '2027-02-08' || occurrence.ruleDate === '2027-02-15')
        .map(({ date, ruleDate, shift, state }) => ({ date, ruleDate, shift, state }));
    expect(await mondays()).toEqual([
      { date: '2027-02-08', ruleDate: '2027-02-08', shift: 'none', state: 'planned' },
      { date: '2027-02-15', ruleDate: '2027-02-15', shift: 'none', state: 'planned' },
    ]);

    await testApp.database.db.execute(sql`
      insert into site_closures (site_code, starts_on, ends_on, reason) values (${siteCode}, '2027-02-08', '2027-02-09', 'Disinfestazione')`);
    await testApp.database.db.execute(sql`
      insert into service_schedule_changes (site_service_id, rule_date, moved_to) values (${id}, '2027-02-15', '2027-02-17')`);
    expect(await mondays()).toEqual([
      { date: '2027-02-10', ruleDate: '2027-02-08', shift: 'closedDay', state: 'planned' },
      { date: '2027-02-17', ruleDate: '2027-02-15', shift: 'moved', state: 'planned' },
    ]);
  });

  it('shows the joint quality controls agreed on the caller’s sites, on their day and time in Italy', async () => {
    const [agreed] = await testApp.database.db
      .select({
        requestId: qualityControlRequests.id,
        siteCode: qualityControlRequests.siteCode,
        scheduledAt: qualityControlRequests.scheduledAt,
      })
      .from(qualityControlRequests)
      .where(eq(qualityControlRequests.state, 'scheduled'))
      .limit(1);
    const day = romeCalendarDay(agreed!.scheduledAt!);
    const time = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      minute: '2-digit',
    }).format(agreed!.scheduledAt!);
    const own = await plan('cliente.demo', `from=${addDays(day, -3)}&days=7`);
    expect(own.jointControls).toContainEqual(
      expect.objectContaining({ requestId: agreed!.requestId, siteCode: agreed!.siteCode, date: day, time }),
    );
    const others = await plan('altro.demo', `from=${addDays(day, -3)}&days=7`);
    expect(others.jointControls.map((control) => control.requestId)).not.toContain(agreed!.requestId);
    // Outside the range, it is not there.
    const before = await plan('cliente.demo', `from=${addDays(day, -10)}&days=7`);
    expect(before.jointControls.map((control) => control.requestId)).not.toContain(agreed!.requestId);
  });

  it('lists the services of the caller’s sites with their schedules in words, and fees only where the site’s are seen', async () => {
    const services = async (username: string, query = '') => {
      const response = await call('GET', `/planning/services?pageSize=100${query}`, username);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PlannedServiceList>();
    };
    const own = await services('cliente.demo');
    expect(own.total).toBeGreaterThan(0);
    // A page past the end still tells the total.
    expect(await services('cliente.demo', `&page=${Math.ceil(own.total / 100) + 1}`)).toEqual({
      data: [],
      total: own.total,
    });
    const scheduled = own.data.filter((service) => service.schedule !== null);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const service of scheduled) expect(service.schedule!.words).toMatch(/\S/);
    expect(own.data.some((service) => service.monthlyFeeCents !== null)).toBe(true);
    // Sorted in SQL: the other way round, the last site comes first.
    expect(own.total).toBeLessThanOrEqual(100);
    const backwards = await services('cliente.demo', '&sortDirection=desc');
    expect(backwards.data[0]!.siteName).toBe(own.data.at(-1)!.siteName);

    // Grouped by type in the order of serviceTypes, the services without a schedule last.
    const byType = await services('cliente.demo', '&sortBy=type');
    const typeRanks = byType.data.map((service) =>
      service.schedule ? serviceTypes.indexOf(service.schedule.serviceType) : serviceTypes.length,
    );
    expect(typeRanks).toEqual(typeRanks.toSorted((a, b) => a - b));
    expect(new Set(typeRanks).size).toBeGreaterThan(2);
    const searched = await services('cliente.demo', '&query=vetri');
    expect(searched.total).toBeGreaterThan(0);
    expect(
      searched.data.every((service) => /vetri/i.test(`${service.serviceName} ${service.siteName}`)),
    ).toBe(true);

    const glass = await services('cliente.demo', '&serviceType=glass');
    expect(glass.data.every((service) => service.schedule?.serviceType === 'glass')).toBe(true);
    const daily = await services('cliente.demo', '&frequency=daily');
    expect(daily.data.every((service) => service.frequency === 'daily')).toBe(true);

    const others = await services('altro.demo');
    const ownSites = new Set(own.data.map((service) => service.siteCode));
    expect(others.data.filter((service) => ownSites.has(service.siteCode))).toEqual([]);

    expect((await call('GET', '/planning/services', 'limitato.demo')).statusCode).toBe(403);
  });
});
