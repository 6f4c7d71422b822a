import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  QualityControlDetail,
  QualityControlListResult,
  QualityStatistics,
  QualityTrend,
} from '@portale/shared';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Quality controls as both sides read them: the demo's year of controls, each customer within the sites
 * they see, and a control's working recomputed here by hand from the votes and the rule it shows.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'silent' });
  for (const username of ['cliente.demo', 'altro.demo', 'limitato.demo', 'staff.demo', 'operatore.demo'])
    tokens[username] = await loginAs(testApp, username);
}, 60_000);
afterAll(() => closeTestApp(testApp));

const list = async (username: string, query = '') =>
  (await call('GET', `/quality/controls${query}`, username)).json<QualityControlListResult>();

describe('quality controls', () => {
  it('lists the customer’s controls, latest first, filtered by outcome and sorted by score in SQL', async () => {
    const all = await list('cliente.demo', '?pageSize=100');
    expect(all.total).toBeGreaterThan(20);
    // Every page tells the total, the one past the end too.
    expect((await list('cliente.demo', '?pageSize=20&page=2')).total).toBe(all.total);
    const pastTheEnd = await list('cliente.demo', `?pageSize=20&page=${Math.ceil(all.total / 20) + 1}`);
    expect(pastTheEnd).toEqual({ data: [], total: all.total });
    expect(new Set(all.data.map((control) => control.customerCode))).toEqual(new Set(['CL0001']));
    const dates = all.data.map((control) => control.controlDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const failing = await list('cliente.demo', '?outcome=nonCompliant&sortBy=score&sortDirection=asc');
    expect(failing.total).toBeGreaterThan(0);
    expect(failing.total).toBeLessThan(all.total);
    expect(failing.data.every((control) => control.compliant === false)).toBe(true);
    const scores = failing.data.map((control) => control.scoreThousandths!);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));

    const period = await list('cliente.demo', `?from=${dates[4]}&to=${dates[0]}&pageSize=100`);
    expect(period.data.every((control) => control.controlDate >= dates[4]!)).toBe(true);
  });

  it('shows a control’s sample, rule and working, which add up by hand', async () => {
    const [first] = (await list('cliente.demo', '?outcome=nonCompliant')).data;
    const response = await call('GET', `/quality/controls/${first!.id}`, 'cliente.demo');
    expect(response.statusCode).toBe(200);
    const control = response.json<QualityControlDetail>();
    expect(control.sample.sampleSize).toBe(control.rooms.length);
    expect(control.sample.lotSize).toBeGreaterThanOrEqual(control.rooms.length);
    expect(control.sample.generator).toContain('xoroshiro128+');

    const weight = new Map(control.rule.weights.map((entry) => [entry.elementCode, entry.weight]));
    const lqa = new Map(control.rule.levels.map((level) => [level.areaCategoryId, level.lqaThousandths]));
    let a = 0;
    let b = 0;
    for (const room of control.rooms) {
      const roomA = room.items.reduce((sum, item) => sum + weight.get(item.elementCode)!, 0);
      const roomB = room.items
        .filter((item) => item.vote <= 2)
        .reduce((sum, item) => sum + weight.get(item.elementCode)!, 0);
      expect(room.working).toMatchObject({
        a: roomA,
        b: roomB,
        lqaThousandths: lqa.get(room.areaCategoryId),
      });
      expect(room.working!.conforms).toBe((roomA - roomB) * 1000 >= lqa.get(room.areaCategoryId)! * roomA);
      a += roomA;
      b += roomB;
    }
    expect(control.total).toMatchObject({ a, b, scoreThousandths: first!.scoreThousandths });
    expect(control.categories.some((category) => !category.conforms)).toBe(true);
    expect(control.compliant).toBe(false);
  });

  it('keeps each customer to their own controls; staff with survey read all, others are refused', async () => {
    const [own] = (await list('cliente.demo')).data;
    const path = `/quality/controls/${own!.id}`;
    expect((await call('GET', path, 'altro.demo')).statusCode).toBe(404);
    expect((await call('GET', path, 'altro.demo')).json()).toMatchObject({
      message: 'Quality control not found',
    });
    const others = await list('altro.demo', '?pageSize=100');
    expect(others.data.some((control) => control.customerCode === 'CL0001')).toBe(false);
    expect((await call('GET', path, 'limitato.demo')).statusCode).toBe(403);
    expect((await call('GET', path, 'operatore.demo')).statusCode).toBe(403);
    expect((await call('GET', path, 'staff.demo')).statusCode).toBe(200);
    const everyone = await list('staff.demo', '?pageSize=100');
    expect(new Set(everyone.data.map((control) => control.customerCode)).size).toBeGreaterThan(1);
    expect((await call('GET', '/quality/controls/2147483647', 'staff.demo')).statusCode).toBe(404);
  });

  it('lets staff draw a sample again from its seed, vote on a phone’s batch, and complete the control', async () => {
    const [recent] = (await list('cliente.demo', '?pageSize=1')).data;
    const start = (seed?: number) =>
      call('POST', '/quality/controls', 'staff.demo', {
        siteCode: recent!.siteCode,
        controlDate: recent!.controlDate,
        ...(seed === undefined ? {} : { seed }),
      });
    const drawn = await start();
    expect(drawn.statusCode).toBe(201);
    const control = drawn.json<QualityControlDetail>();
    expect(control).toMatchObject({ state: 'in_progress', scoreThousandths: null, total: null });
    const again = (await start(control.sample.seed)).json<QualityControlDetail>();
    expect(again.rooms.map((room) => room.roomId)).toEqual(control.rooms.map((room) => room.roomId));
    expect(again.sample).toEqual(control.sample);

    const [firstRoom, ...otherRooms] = control.rooms;
    const elements = control.rule.weights.map((entry) => entry.elementCode);
    const path = `/quality/controls/${control.id}`;
    const vote = (votes: object[]) => call('PUT', `${path}/votes`, 'staff.demo', { votes });
    const byRoom = (roomId: number, value: number) =>
      elements.slice(0, 2).map((elementCode) => ({ roomId, elementCode, vote: value, note: null }));
    expect((await vote(byRoom(firstRoom!.roomId, 1))).statusCode).toBe(200);

    const early = await call('POST', `${path}/complete`, 'staff.demo');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: 'Quality control not valid' });

    const foreign = await vote([{ roomId: 2_147_483_647, elementCode: elements[0], vote: 3 }]);
    expect(foreign.statusCode).toBe(400);
    expect(JSON.stringify(foreign.json())).toContain('non è tra quelli estratti');

    // The first room's whole category fails (a category conforms on the sum of its rooms, and the sample,
    // drawn from a new seed each run, may put many rooms beside it); every other room is good.
    const failingCategory = firstRoom!.areaCategoryId;
    const otherVotes = otherRooms.flatMap((room) =>
      byRoom(room.roomId, room.areaCategoryId === failingCategory ? 1 : 4),
    );
    expect((await vote(otherVotes)).statusCode).toBe(200);
    const done = await call('POST', `${path}/complete`, 'staff.demo');
    expect(done.statusCode).toBe(200);
    const completed = done.json<QualityControlDetail>();
    expect(completed.state).toBe('completed');
    expect(completed.compliant).toBe(false);
    expect(completed.rooms[0]!.working).toMatchObject({ b: completed.rooms[0]!.working!.a, conforms: false });

    // The customer's users who follow the site are told, with the outcome.
    const notices = (await call('GET', '/notifications/my-list', 'cliente.demo')).json<
      { state: string; stateParams: Record<string, string>; template: string }[]
    >();
    expect(notices[0]).toMatchObject({
      state: 'quality-control-detail',
      stateParams: { controlId: String(control.id) },
    });
    expect(notices[0]!.template).toContain('non conforme');

    expect((await vote(byRoom(firstRoom!.roomId, 4))).statusCode).toBe(409);
    const seen = await call('GET', path, 'cliente.demo');
    expect(seen.json<QualityControlDetail>().scoreThousandths).toBe(completed.scoreThousandths);
    expect((await call('POST', '/quality/controls', 'cliente.demo', {})).statusCode).toBe(403);
  });

  it('charts the year in SQL: by month, site, area category and element, within the customer’s sites', async () => {
    const all = await list('cliente.demo', '?pageSize=100');
    const from = all.data.at(-1)!.controlDate;
    const to = all.data[0]!.controlDate;
    const response = await call('GET', `/quality/statistics?from=${from}&to=${to}`, 'cliente.demo');
    expect(response.statusCode).toBe(200);
    const statistics = response.json<QualityStatistics>();
    const period = `&from=${from}&to=${to}`;
    const compliant = (await list('cliente.demo', `?outcome=compliant${period}`)).total;
    const failing = (await list('cliente.demo', `?outcome=nonCompliant${period}`)).total;
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(statistics.months.map((month) => month.controls))).toBe(compliant + failing);
    expect(sum(statistics.sites.map((site) => site.compliant))).toBe(compliant);
    const means = statistics.sites.map((site) => site.meanScoreThousandths);
    expect(means).toEqual([...means].sort((a, b) => a - b));
    expect(statistics.categories.every((category) => category.b <= category.a && category.items > 0)).toBe(
      true,
    );
    expect(sum(statistics.elements.map((element) => element.a))).toBe(
      sum(statistics.categories.map((c) => c.a)),
    );

    const other = (
      await call('GET', `/quality/statistics?from=${from}&to=${to}`, 'altro.demo')
    ).json<QualityStatistics>();
    expect(other.sites.some((site) => statistics.sites.some((own) => own.siteCode === site.siteCode))).toBe(
      false,
    );
    const backwards = await call('GET', `/quality/statistics?from=${to}&to=${from}`, 'cliente.demo');
    expect(backwards.json<QualityStatistics>().months).toEqual([]);
    // By default, the year of months up to today: the same as the page's first view.
    const byDefault = (await call('GET', '/quality/statistics', 'cliente.demo')).json<QualityStatistics>();
    expect(byDefault.months.length).toBeGreaterThan(6);
    expect(byDefault.months.length).toBeLessThanOrEqual(12);
    expect((await call('GET', `/quality/statistics?from=${from}&to=${to}`, 'limitato.demo')).statusCode).toBe(
      403,
    );
  });

  it('gives the dashboard the last six months and the latest control, and filters the statistics by job order', async () => {
    const response = await call('GET', '/quality/trend', 'cliente.demo');
    expect(response.statusCode).toBe(200);
    const trend = response.json<QualityTrend>();
    expect(trend.months.length).toBeGreaterThan(3);
    expect(trend.months.length).toBeLessThanOrEqual(6);
    // The latest completed control, whichever its outcome (a control in progress has none).
    const [latest] = [
      ...(await list('cliente.demo', '?outcome=compliant&pageSize=1')).data,
      ...(await list('cliente.demo', '?outcome=nonCompliant&pageSize=1')).data,
    ].sort((a, b) => b.controlDate.localeCompare(a.controlDate) || b.id - a.id);
    expect(trend.latest).toMatchObject({ id: latest!.id, compliant: latest!.compliant });
    const other = (await call('GET', '/quality/trend', 'altro.demo')).json<QualityTrend>();
    expect(other.latest?.id).not.toBe(latest!.id);
    expect((await call('GET', '/quality/trend', 'limitato.demo')).statusCode).toBe(403);

    const control = (
      await call('GET', `/quality/controls/${latest!.id}`, 'cliente.demo')
    ).json<QualityControlDetail>();
    const jobOrderId = control.rule.jobOrderId;
    const byOrder = (
      await call('GET', `/quality/statistics?jobOrderId=${jobOrderId}`, 'cliente.demo')
    ).json<QualityStatistics>();
    const all = (await call('GET', '/quality/statistics', 'cliente.demo')).json<QualityStatistics>();
    expect(byOrder.sites.some((site) => site.siteCode === control.siteCode)).toBe(true);
    expect(byOrder.sites.length).toBeLessThanOrEqual(all.sites.length);
    const none = (
      await call('GET', '/quality/statistics?jobOrderId=NESSUNA', 'cliente.demo')
    ).json<QualityStatistics>();
    expect(none.months).toEqual([]);
  });
});
