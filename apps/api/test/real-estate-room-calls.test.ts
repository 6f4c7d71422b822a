import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRegistryFixture, registry, type RegistryIds } from './support/registry-fixture.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/** POST /site/room-details and /site/periods-when-rooms-open (SPEC.md sections 7 and 8). */

let testApp: TestApp;
let ids: RegistryIds;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  testApp = await createTestApp();
  ids = await insertRegistryFixture(testApp);
  for (const username of [
    'cliente.demo',
    'altro.demo',
    'limitato.demo',
    'staff.demo',
    registry.limitedUser,
  ]) {
    tokens[username] = await loginAs(testApp, username);
  }
}, 60_000);
afterAll(() => closeTestApp(testApp));

const room = (identifier: string) => {
  const roomId = ids.rooms[identifier];
  if (roomId === undefined) throw new Error(`no room ${identifier}`);
  return roomId;
};
const pairs = (...list: [string, string][]) =>
  list.map(([identifier, date]) => ({ roomId: room(identifier), date }));

describe('POST /site/room-details', () => {
  it('answers each room as it is on each day asked, leaving out days before it existed', async () => {
    const response = await call(
      'POST',
      '/site/room-details',
      'cliente.demo',
      pairs(
        ['ALF-002', '2025-06-15'],
        ['ALF-002', '2026-06-01'],
        ['ALF-101', '2025-02-01'],
        ['BET-002', '2025-06-15'],
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const ambulatorio = {
      roomName: 'Ambulatorio 2',
      areaCategoryId: registry.categories.offices,
      area: 12.5,
      frequency: 'P5/7',
    };
    expect(response.json()).toEqual({
      [room('ALF-002')]: {
        '2025-06-15': { ...ambulatorio, open: true },
        '2026-06-01': { ...ambulatorio, open: false },
      },
      [room('ALF-101')]: {
        '2025-02-01': {
          roomName: 'Ufficio caposala',
          open: true,
          areaCategoryId: registry.categories.offices,
          area: 30.25,
          frequency: 'P5/7',
        },
      },
    });
  });

  it('accepts a variation to leave out; an unknown one changes nothing', async () => {
    const body = pairs(['ALF-001', '2025-06-15']);
    const plain = await call('POST', '/site/room-details', 'cliente.demo', body);
    const excluding = await call('POST', '/site/room-details?excludedVariationId=5', 'cliente.demo', body);
    expect(excluding.statusCode).toBe(200);
    expect(excluding.json()).toEqual(plain.json());
    const bad = await call('POST', '/site/room-details?excludedVariationId=cinque', 'cliente.demo', body);
    expect(bad.statusCode).toBe(400);
  });

  it('answers 512 when the site counts equivalent area and a room lacks a coefficient on the day', async () => {
    // ALF-003's category and BET-001's frequency have no coefficient.
    for (const identifier of ['ALF-003', 'BET-001']) {
      const response = await call(
        'POST',
        '/site/room-details',
        'cliente.demo',
        pairs([identifier, '2025-06-15']),
      );
      expect(response.statusCode, identifier).toBe(512);
      expect(response.json()).toMatchObject({
        message: 'Site rooms have no default parameters',
        body: { code: 'SITE_ROOMS_NO_DEFAULT_PARAMETERS' },
      });
    }
    // A site paid per square metre does not need the coefficients.
    const flat = await call('POST', '/site/room-details', 'cliente.demo', pairs(['MQ-001', '2025-06-15']));
    expect(flat.statusCode).toBe(200);
    expect(flat.json()).toEqual({
      [room('MQ-001')]: {
        '2025-06-15': {
          roomName: 'Piazzale',
          open: true,
          areaCategoryId: registry.categories.outdoor,
          area: 500,
          frequency: 'P5/7',
        },
      },
    });
  });

  it("answers 513 when a room's site has no fee formula", async () => {
    const response = await call(
      'POST',
      '/site/room-details',
      'cliente.demo',
      pairs(['ALF-001', '2025-06-15'], ['SNF-001', '2025-06-15']),
    );
    expect(response.statusCode).toBe(513);
    expect(response.json()).toMatchObject({ message: 'Rooms formula not found' });
  });

  it('answers 404 when any room is unknown or out of reach, and 400 for a body that is not pairs', async () => {
    const unknown = await call('POST', '/site/room-details', 'cliente.demo', [
      { roomId: room('ALF-001'), date: '2025-06-15' },
      { roomId: 2_147_483_647, date: '2025-06-15' },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Room not found' });
    expect(
      (await call('POST', '/site/room-details', 'altro.demo', pairs(['ALF-001', '2025-06-15']))).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/site/room-details', registry.limitedUser, pairs(['MQ-001', '2025-06-15'])))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/site/room-details', registry.limitedUser, pairs(['ALF-001', '2025-06-15'])))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/site/room-details', 'staff.demo', pairs(['MQ-001', '2025-06-15']))).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/site/room-details', 'limitato.demo', pairs(['ALF-001', '2025-06-15'])))
        .statusCode,
    ).toBe(403);
    for (const body of [
      [],
      [{ roomId: 'uno', date: '2025-06-15' }],
      [{ roomId: 1, date: '15/06/2025' }],
      { roomId: 1 },
    ]) {
      const response = await call('POST', '/site/room-details', 'cliente.demo', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const tooMany = Array.from({ length: 1001 }, () => ({ roomId: room('ALF-001'), date: '2025-06-15' }));
    expect((await call('POST', '/site/room-details', 'cliente.demo', tooMany)).statusCode).toBe(400);
  });
});

describe('POST /site/periods-when-rooms-open', () => {
  it('answers the open periods that end on or after each day, consecutive open rows merged', async () => {
    const response = await call(
      'POST',
      '/site/periods-when-rooms-open',
      'cliente.demo',
      pairs(
        ['ALF-002', '2025-06-15'],
        ['ALF-002', '2026-06-01'],
        ['ALF-101', '2026-01-01'],
        ['BET-002', '2025-06-15'],
        ['ALF-001', '2025-06-15'],
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      [room('ALF-002')]: {
        '2025-06-15': [
          { from: '2025-01-01', to: '2026-02-28' },
          { from: '2199-01-01', to: null },
        ],
        '2026-06-01': [{ from: '2199-01-01', to: null }],
      },
      // The name and area changed on 2025-06-01 while it stayed open: one period.
      [room('ALF-101')]: { '2026-01-01': [{ from: '2025-01-01', to: null }] },
      [room('BET-002')]: { '2025-06-15': [{ from: '2199-01-01', to: null }] },
      [room('ALF-001')]: { '2025-06-15': [{ from: '2025-01-01', to: null }] },
    });
  });

  it('answers 512, 513 and 404 as room-details does', async () => {
    const ask = (identifier: string) =>
      call('POST', '/site/periods-when-rooms-open', 'cliente.demo', pairs([identifier, '2025-06-15']));
    expect((await ask('BET-001')).statusCode).toBe(512);
    expect((await ask('SNF-001')).statusCode).toBe(513);
    const foreign = await call(
      'POST',
      '/site/periods-when-rooms-open',
      'altro.demo',
      pairs(['ALF-001', '2025-06-15']),
    );
    expect(foreign.statusCode).toBe(404);
  });
});
