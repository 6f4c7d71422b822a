import { asc, eq } from 'drizzle-orm';
import { roomStates, siteFeePeriods, sites } from '@portale/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portale/shared';
import { insertRegistryFixture, registry, type RegistryIds } from './support/registry-fixture.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Variation requests: SPEC.md section 5's rules on the server, the states 1 → 2 → 3/4 with the rooms'
 * history written on acceptance, the requester told, the pending requests in both room calls less the
 * excluded one, and the isolation between customers. Rooms of the registry fixture (UB999001).
 */
let testApp: TestApp;
let ids: RegistryIds;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

/** A week well within the fixture site's dates: a Monday to Sunday a month from the site's start. */
let week: { from: string; to: string };

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: process.env.VARIATIONS_LOG ?? 'silent' });
  ids = await insertRegistryFixture(testApp);
  for (const username of [
    'cliente.demo',
    'altro.demo',
    'limitato.demo',
    'staff.demo',
    registry.limitedUser,
    registry.staffWithoutSites,
  ])
    tokens[username] = await loginAs(testApp, username);
  const options = (await call('GET', '/variations/site-options', 'cliente.demo')).json<
    { siteCode: string; dateFrom: string; dateTo: string }[]
  >();
  const site = options.find((option) => option.siteCode === registry.site);
  if (!site) throw new Error('the fixture site is not among the options');
  // Rooms ALF-001 and ALF-101 are open from 2025-01-01 for good; ALF-002 closes on 2026-03-01.
  const from = site.dateFrom > '2026-03-02' ? site.dateFrom : '2026-03-02';
  week = { from, to: addDays(from, 6) };
  if (week.to > site.dateTo) throw new Error('the fixture site ends too soon for the tests');
}, 60_000);
afterAll(() => closeTestApp(testApp));

const room = (identifier: string) => {
  const roomId = ids.rooms[identifier];
  if (roomId === undefined) throw new Error(`no room ${identifier}`);
  return roomId;
};
const closeRooms = (...identifiers: string[]) => ({
  siteCode: registry.site,
  type: 1,
  roomVariationType: 4,
  rooms: identifiers.map((identifier) => ({ roomId: room(identifier) })),
  dateFrom: week.from,
  dateTo: week.to,
  notes: 'Lavori di ristrutturazione',
});
type Issue = { path: string; message: string };
const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { body: { fields?: Issue[] } }).body.fields ?? [];

const openOn = async (identifier: string, day: string, excludedVariationId?: number) => {
  const query =
    excludedVariationId === undefined ? '' : `?excludedVariationId=${String(excludedVariationId)}`;
  const response = await call('POST', `/site/room-details${query}`, 'cliente.demo', [
    { roomId: room(identifier), date: day },
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, Record<string, { open: boolean }>>>()[room(identifier)]?.[day]?.open;
};
const periodsFrom = async (identifier: string, day: string, excludedVariationId?: number) => {
  const query =
    excludedVariationId === undefined ? '' : `?excludedVariationId=${String(excludedVariationId)}`;
  const response = await call('POST', `/site/periods-when-rooms-open${query}`, 'cliente.demo', [
    { roomId: room(identifier), date: day },
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, Record<string, unknown>>>()[room(identifier)]?.[day];
};

describe('a room request from sent to accepted', () => {
  let id: number;

  it('is created sent, counts in both room calls, and is left out with excludedVariationId', async () => {
    const created = await call('POST', '/variations', 'cliente.demo', closeRooms('ALF-001', 'ALF-101'));
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json<{
      id: number;
      state: number;
      rooms: { identifier: string }[];
      actions: object;
    }>();
    id = detail.id;
    expect(detail).toMatchObject({
      state: 1,
      roomCount: 2,
      requestedByName: 'Giulia Bianchi',
      rooms: [{ identifier: 'ALF-001' }, { identifier: 'ALF-101' }],
      actions: { edit: true, withdraw: true, takeInCharge: false, accept: false, reject: false },
    });

    expect(await openOn('ALF-001', week.from)).toBe(false);
    expect(await openOn('ALF-001', addDays(week.to, 1))).toBe(true);
    expect(await openOn('ALF-001', week.from, id)).toBe(true);
    expect(await periodsFrom('ALF-001', '2025-06-01')).toEqual([
      { from: '2025-01-01', to: addDays(week.from, -1) },
      { from: addDays(week.to, 1), to: null },
    ]);
    expect(await periodsFrom('ALF-001', '2025-06-01', id)).toEqual([{ from: '2025-01-01', to: null }]);
  });

  it('makes another request on the same rooms and days collide, but not the request edited', async () => {
    const again = await call('POST', '/variations', 'cliente.demo', closeRooms('ALF-001'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'Variation request not valid',
      body: { code: 'VARIATION_NOT_VALID' },
    });
    expect(fieldsOf(again)[0]?.message).toMatch(/^Il locale Degenza 1 non è aperto /);

    const edited = await call('PUT', `/variations/${String(id)}`, 'cliente.demo', {
      ...closeRooms('ALF-001', 'ALF-101'),
      notes: 'Lavori di ristrutturazione, due stanze',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ notes: 'Lavori di ristrutturazione, due stanze' });
  });

  it('is listed for its customer, filtered and paged, and in the staff queue', async () => {
    const mine = await call(
      'GET',
      `/variations/my-list?siteCode=${registry.site}&state=1&type=1`,
      'cliente.demo',
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ total: 1, data: [{ id, siteName: registry.siteName, state: 1 }] });
    const pastTheEnd = await call(
      'GET',
      `/variations/my-list?siteCode=${registry.site}&state=1&type=1&page=2`,
      'cliente.demo',
    );
    expect(pastTheEnd.json()).toEqual({ data: [], total: 1 });
    const rejectedOnly = await call('GET', '/variations/my-list?state=4', 'cliente.demo');
    expect(rejectedOnly.json<{ data: { id: number }[] }>().data.map((item) => item.id)).not.toContain(id);
    const queue = await call('GET', '/variations/queue?open=true&customerCode=CL0001', 'staff.demo');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json<{ data: { id: number }[] }>().data.map((item) => item.id)).toContain(id);
    expect((await call('GET', '/variations/queue', registry.staffWithoutSites)).statusCode).toBe(403);
  });

  it('is taken in charge by staff, after which the customer can no longer edit or withdraw it', async () => {
    const taken = await call('POST', `/variations/${String(id)}/take-in-charge`, 'staff.demo');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      state: 2,
      handledByName: 'Alessandro Romano',
      actions: { accept: true },
    });
    expect((await call('POST', `/variations/${String(id)}/take-in-charge`, 'staff.demo')).statusCode).toBe(
      409,
    );
    expect(
      (await call('PUT', `/variations/${String(id)}`, 'cliente.demo', closeRooms('ALF-001'))).statusCode,
    ).toBe(409);
    expect((await call('POST', `/variations/${String(id)}/withdraw`, 'cliente.demo')).statusCode).toBe(409);
  });

  it('once accepted writes the rooms’ history, tagged with the request, and tells the requester', async () => {
    const accepted = await call('POST', `/variations/${String(id)}/accept`, 'staff.demo', {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 3, actions: { accept: false, reject: false } });
    const rows = await testApp.database.db
      .select({ roomId: roomStates.roomId, day: roomStates.effectiveFrom, state: roomStates.state })
      .from(roomStates)
      .where(eq(roomStates.variationId, id))
      .orderBy(asc(roomStates.roomId), asc(roomStates.effectiveFrom));
    expect(rows).toEqual([
      { roomId: room('ALF-001'), day: week.from, state: 'closed' },
      { roomId: room('ALF-001'), day: addDays(week.to, 1), state: 'open' },
      { roomId: room('ALF-101'), day: week.from, state: 'closed' },
      { roomId: room('ALF-101'), day: addDays(week.to, 1), state: 'open' },
    ]);
    // Accepted, it is a fact of the history: excluding it no longer reopens the rooms.
    expect(await openOn('ALF-101', week.to, id)).toBe(false);
    expect(await openOn('ALF-101', addDays(week.to, 1))).toBe(true);
    const notices = await call('GET', '/notifications/my-list', 'cliente.demo');
    expect(
      notices.json<{ state: string; stateParams: Record<string, string>; template: string }[]>()[0],
    ).toMatchObject({
      state: 'variation-detail',
      stateParams: { variationId: String(id) },
    });
    expect(
      (await call('POST', `/variations/${String(id)}/reject`, 'staff.demo', { reason: 'Tardi' })).statusCode,
    ).toBe(409);
  });
});

describe('SPEC.md section 5 on the server', () => {
  const messageOf = async (body: object, username = 'cliente.demo') => {
    const response = await call('POST', '/variations', username, body);
    expect(response.statusCode, response.body).toBe(400);
    return fieldsOf(response).map((field) => `${field.path}: ${field.message}`);
  };

  it('opens only a room closed on the first and last days', async () => {
    const later = { dateFrom: addDays(week.from, 28), dateTo: addDays(week.to, 28) };
    expect(await messageOf({ ...closeRooms('ALF-101'), ...later, roomVariationType: 3 })).toEqual([
      expect.stringMatching(/^body\.rooms\.0: Il locale Studio medico è già aperto /),
    ]);
    const opening = await call('POST', '/variations', 'cliente.demo', {
      ...closeRooms('ALF-002'),
      roomVariationType: 3,
    });
    expect(opening.statusCode, opening.body).toBe(201);
  });

  it('closes, suspends or modifies only a room open on every day of the period', async () => {
    expect(await messageOf({ ...closeRooms('ALF-003'), roomVariationType: 2 })).toEqual([
      expect.stringMatching(/^body\.rooms\.0: Il locale Cortile non è aperto /),
    ]);
    expect(
      await messageOf({ ...closeRooms('ALF-002'), dateFrom: '2026-02-20', dateTo: '2026-03-01' }),
    ).toEqual([
      expect.stringMatching(/^body\.rooms\.0: Il locale Ambulatorio 2 non è aperto il 01\/03\/2026/),
    ]);
  });

  it('keeps to the site’s rooms and dates', async () => {
    expect(await messageOf({ ...closeRooms('MQ-001') })).toEqual([
      'body.rooms.0: Il locale scelto non è di questa ubicazione',
    ]);
    const early = await messageOf({ ...closeRooms('ALF-101'), dateFrom: '1999-01-01' });
    expect(early[0]).toMatch(/^body\.dateFrom: Il periodo deve iniziare /);
  });

  it('checks the shape of each kind with its Italian messages (400 Invalid parameters)', async () => {
    const suspension = await call('POST', '/variations', 'cliente.demo', {
      ...closeRooms('ALF-101'),
      roomVariationType: 2,
      dateTo: null,
    });
    expect(suspension.statusCode).toBe(400);
    expect(fieldsOf(suspension)).toEqual([
      { path: 'body.dateTo', message: 'Indica fino a quando dura la sospensione' },
    ]);
    const price = await call('POST', '/variations', 'cliente.demo', {
      siteCode: 'UB000001',
      type: 0,
      serviceVariationType: 1,
      siteServiceId: 1,
      dateFrom: week.from,
      newFee: -5,
    });
    expect(price.statusCode).toBe(400);
    expect(fieldsOf(price).map((field) => field.path)).toEqual(['body.newFee']);
  });

  it('refuses a service of another site', async () => {
    const options = (await call('GET', '/variations/site-options', 'cliente.demo')).json<
      { siteCode: string; services: { siteServiceId: number }[] }[]
    >();
    const other = options.find((option) => option.siteCode !== 'UB000001' && option.services.length > 0);
    const foreignService = other?.services[0]?.siteServiceId;
    expect(foreignService).toBeDefined();
    expect(
      await messageOf({
        siteCode: 'UB000001',
        type: 0,
        serviceVariationType: 3,
        siteServiceId: foreignService,
        dateFrom: week.from,
      }),
    ).toEqual(['body.siteServiceId: Il servizio scelto non è di questa ubicazione']);
  });

  it('asks the sub-role of the kind: rooms real estate registry, services planning', async () => {
    const service = await call('POST', '/variations', registry.limitedUser, {
      siteCode: registry.site,
      type: 0,
      serviceVariationType: 3,
      siteServiceId: 1,
      dateFrom: week.from,
    });
    expect(service.statusCode).toBe(403);
    expect((await call('GET', '/variations/my-list', 'limitato.demo')).statusCode).toBe(403);
  });
});

describe('POST /variations/preview', () => {
  it('gives the site’s fee before and after the draft for each month of its period', async () => {
    const [site] = await testApp.database.db
      .select({ dateFrom: sites.dateFrom, dateTo: sites.dateTo })
      .from(sites)
      .where(eq(sites.code, registry.flatSite));
    if (!site) throw new Error('no flat site');
    await testApp.database.db
      .update(sites)
      .set({ feeSplitEndDate: site.dateTo })
      .where(eq(sites.code, registry.flatSite));
    await testApp.database.db
      .insert(siteFeePeriods)
      .values({ siteCode: registry.flatSite, startDate: site.dateFrom, feeCents: 310_000 });
    const draft = {
      ...closeRooms('MQ-001'),
      siteCode: registry.flatSite,
      dateFrom: week.from,
      dateTo: addDays(week.from, 35),
    };
    const response = await call('POST', '/variations/preview', 'cliente.demo', { request: draft });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<{
      months: { beforeCents: number; afterCents: number }[];
      truncated: boolean;
    }>();
    expect(preview.months).toHaveLength(2);
    expect(preview.truncated).toBe(false);
    for (const month of preview.months) {
      // The only room of the site: closed for part of each month, it costs less, and nothing while closed.
      expect(month.beforeCents).toBe(310_000);
      expect(month.afterCents).toBeLessThan(month.beforeCents);
    }
    const forGood = await call('POST', '/variations/preview', 'cliente.demo', {
      request: { ...draft, dateTo: null },
    });
    expect(forGood.json()).toMatchObject({ truncated: true });
    expect(forGood.json<{ months: unknown[] }>().months).toHaveLength(12);
    // The hospital's rooms lack a coefficient: 512, as the room calls answer.
    const unpriced = await call('POST', '/variations/preview', 'cliente.demo', {
      request: closeRooms('ALF-001'),
    });
    expect(unpriced.statusCode).toBe(512);
    expect((await call('POST', '/variations/preview', 'altro.demo', { request: draft })).statusCode).toBe(
      403,
    );
  });
});

describe('withdrawal, rejection and isolation', () => {
  it('withdraws a sent request, which then is gone', async () => {
    const created = await call('POST', '/variations', 'cliente.demo', {
      ...closeRooms('ALF-101'),
      dateFrom: addDays(week.from, 14),
      dateTo: addDays(week.to, 14),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await call('POST', `/variations/${String(id)}/withdraw`, 'cliente.demo')).statusCode).toBe(204);
    expect((await call('GET', `/variations/${String(id)}`, 'cliente.demo')).statusCode).toBe(404);
  });

  it('rejects with a reason only, which the requester reads', async () => {
    const created = await call('POST', '/variations', 'cliente.demo', {
      ...closeRooms('ALF-101'),
      dateFrom: addDays(week.from, 21),
      dateTo: addDays(week.to, 21),
    });
    const id = created.json<{ id: number }>().id;
    expect(
      (await call('POST', `/variations/${String(id)}/reject`, 'staff.demo', { reason: ' ' })).statusCode,
    ).toBe(400);
    const rejected = await call('POST', `/variations/${String(id)}/reject`, 'staff.demo', {
      reason: 'Il reparto resta aperto',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = await call('GET', `/variations/${String(id)}`, 'cliente.demo');
    expect(seen.json()).toMatchObject({
      state: 4,
      decisionReason: 'Il reparto resta aperto',
      actions: { edit: false },
    });
    // Rejected, it no longer closes the room.
    expect(await openOn('ALF-101', addDays(week.from, 21))).toBe(true);
  });

  it('keeps another customer out of the requests and sites', async () => {
    const mine = (await call('GET', '/variations/my-list', 'cliente.demo')).json<{
      data: { id: number }[];
    }>();
    const id = mine.data[0]?.id ?? 0;
    expect((await call('GET', `/variations/${String(id)}`, 'altro.demo')).statusCode).toBe(404);
    expect((await call('POST', `/variations/${String(id)}/withdraw`, 'altro.demo')).statusCode).toBe(404);
    const theirs = (await call('GET', '/variations/my-list', 'altro.demo')).json<{
      data: { customerCode: string }[];
    }>();
    expect(theirs.data.every((item) => item.customerCode !== 'CL0001')).toBe(true);
    const create = await call('POST', '/variations', 'altro.demo', closeRooms('ALF-101'));
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ message: 'Site not owned' });
  });

  it('gives the dashboard card its open requests and last decided, and staff their counts', async () => {
    const customer = await call('GET', '/variations/summary', 'cliente.demo');
    expect(customer.statusCode, customer.body).toBe(200);
    expect(customer.json()).toMatchObject({ lastDecided: { state: 4 } });
    const staff = await call('GET', '/variations/summary', 'staff.demo');
    expect(staff.json<{ sent: number }>().sent).toBeGreaterThan(0);
  });
});
