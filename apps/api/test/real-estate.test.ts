import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AutocompleteItem,
  RealEstateSummary,
  Room,
  RoomCatalogue,
  RoomListResult,
  RoomPage,
  RoomTree,
} from '@portale/shared';
import { insertRegistryFixture, registry, type RegistryIds } from './support/registry-fixture.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
let ids: RegistryIds;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);
const site = registry.site;
const pastDay = '2025-06-15';

beforeAll(async () => {
  testApp = await createTestApp();
  ids = await insertRegistryFixture(testApp);
  const usernames = [
    'cliente.demo',
    'altro.demo',
    'limitato.demo',
    'staff.demo',
    'operatore.demo',
    registry.limitedUser,
    registry.staffWithoutSites,
  ];
  for (const username of usernames) tokens[username] = await loginAs(testApp, username);
}, 60_000);
afterAll(() => closeTestApp(testApp));

async function ok<T>(url: string, username = 'cliente.demo'): Promise<T> {
  const response = await call('GET', url, username);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const identifiers = (result: RoomListResult) => result.data.map((room) => room.roomIdentifier);

describe('GET /real-estate/{siteCode}/tree', () => {
  it('counts the rooms and adds up the areas per floor, building and site on a past day', async () => {
    const tree = await ok<RoomTree>(`/real-estate/${site}/tree?date=${pastDay}`);
    expect(tree).toMatchObject({ siteCode: site, siteName: registry.siteName, date: pastDay });
    // BET-002 does not exist yet; the closed and the suspended room count, not in the open area.
    expect(tree.totals).toEqual({
      rooms: 5,
      openRooms: 3,
      area: 204.5,
      openArea: 64.5,
      equivalentOpenArea: 59.6,
    });
    expect(tree.buildings).toEqual([
      {
        buildingName: 'Padiglione Alfa',
        totals: { rooms: 4, openRooms: 3, area: 164.5, openArea: 64.5, equivalentOpenArea: 59.6 },
        floors: [
          {
            floorId: ids.floors.alfaGround,
            floorName: 'Piano terra',
            totals: { rooms: 3, openRooms: 2, area: 132.5, openArea: 32.5, equivalentOpenArea: 34 },
          },
          {
            floorId: ids.floors.alfaFirst,
            floorName: 'Primo piano',
            totals: { rooms: 1, openRooms: 1, area: 32, openArea: 32, equivalentOpenArea: 25.6 },
          },
        ],
      },
      {
        buildingName: 'Padiglione Beta',
        totals: { rooms: 1, openRooms: 0, area: 40, openArea: 0, equivalentOpenArea: 0 },
        floors: [
          {
            floorId: ids.floors.betaGround,
            floorName: 'Piano terra',
            totals: { rooms: 1, openRooms: 0, area: 40, openArea: 0, equivalentOpenArea: 0 },
          },
        ],
      },
    ]);
  });

  it('shows today by default, and no equivalent area when an open room has no coefficient', async () => {
    const today = await ok<RoomTree>(`/real-estate/${site}/tree`);
    // ALF-002 closed by the import of 2026.
    expect(today.totals).toEqual({
      rooms: 5,
      openRooms: 2,
      area: 204.5,
      openArea: 52,
      equivalentOpenArea: 49.6,
    });

    const later = await ok<RoomTree>(`/real-estate/${site}/tree?date=2199-06-15`);
    // ALF-003 (category without coefficient) and BET-002 are open then.
    expect(later.totals).toEqual({
      rooms: 6,
      openRooms: 5,
      area: 222.5,
      openArea: 182.5,
      equivalentOpenArea: null,
    });
    expect(later.buildings[1]?.totals.equivalentOpenArea).toBe(21.6);
  });

  it('has no building before the first room exists', async () => {
    const tree = await ok<RoomTree>(`/real-estate/${site}/tree?date=2024-12-31`);
    expect(tree.buildings).toEqual([]);
    expect(tree.totals).toEqual({ rooms: 0, openRooms: 0, area: 0, openArea: 0, equivalentOpenArea: 0 });
  });
});

describe('the demo site', () => {
  it('has buildings and floors whose totals are those of its flat table, on any day', async () => {
    for (const date of ['2025-06-15', '2026-01-15']) {
      const tree = await ok<RoomTree>(`/real-estate/UB000001/tree?date=${date}`);
      const table = await ok<RoomListResult>(`/real-estate/UB000001/rooms?date=${date}&pageSize=1`);
      expect(tree.buildings.length).toBeGreaterThan(0);
      expect(table.totals).toEqual(tree.totals);
      expect(table.total).toBe(tree.totals.rooms);
      const [building] = tree.buildings;
      const floor = building?.floors[0];
      if (!building || !floor) throw new Error('the demo site has no floor');
      // A floor opened in the tree lists its rooms from the table, narrowed to the floor.
      const floorTable = await ok<RoomListResult>(
        `/real-estate/UB000001/rooms?date=${date}&floorId=${floor.floorId}&pageSize=200`,
      );
      expect(floorTable.totals).toEqual(floor.totals);
      expect(floorTable.data).toHaveLength(floor.totals.rooms);
      expect(floorTable.data.every((room) => room.floorId === floor.floorId)).toBe(true);
    }
  });
});

describe('GET /site/{siteCode}/rooms', () => {
  it("lists the site's rooms on the day with SPEC.md's Room fields", async () => {
    const rooms = await ok<Room[]>(`/site/${site}/rooms?date=${pastDay}`);
    expect(rooms.slice(0, 3)).toEqual([
      {
        roomName: 'Degenza 1',
        open: true,
        areaCategoryId: registry.categories.wards,
        area: 20,
        frequency: 'P5/7',
        roomIdentifier: 'ALF-001',
        roomId: ids.rooms['ALF-001'],
        floorId: ids.floors.alfaGround,
        floorName: 'Piano terra',
        buildingName: 'Padiglione Alfa',
      },
      expect.objectContaining({ roomIdentifier: 'ALF-002', open: true, area: 12.5 }),
      expect.objectContaining({ roomIdentifier: 'ALF-003', open: false, area: 100 }),
    ]);
  });

  it("lists the site's rooms by building, floor and identifier, only those existing on the day", async () => {
    const rooms = await ok<Room[]>(`/site/${site}/rooms?date=${pastDay}`);
    expect(rooms.map((room) => room.roomIdentifier)).toEqual([
      'ALF-001',
      'ALF-002',
      'ALF-003',
      'ALF-101',
      'BET-001',
    ]);
    expect(Object.keys(rooms[0] ?? {}).sort()).toEqual(
      [
        'roomName',
        'open',
        'areaCategoryId',
        'area',
        'frequency',
        'roomIdentifier',
        'roomId',
        'floorId',
        'floorName',
        'buildingName',
      ].sort(),
    );
    const today = await ok<Room[]>(`/site/${site}/rooms`);
    expect(today.find((room) => room.roomIdentifier === 'ALF-002')?.open).toBe(false);
    expect(rooms.find((room) => room.roomIdentifier === 'ALF-101')).toMatchObject({
      roomName: 'Studio medico',
      area: 32,
    });
  });
});

describe('GET /real-estate/{siteCode}/rooms', () => {
  const list = (query: string) => ok<RoomListResult>(`/real-estate/${site}/rooms?date=${pastDay}&${query}`);

  it("narrowed to another site's floor, a site's table lists nothing of that floor", async () => {
    const tree = await ok<RoomTree>(`/real-estate/UB000001/tree?date=${pastDay}`);
    const otherFloor = tree.buildings[0]?.floors[0]?.floorId;
    expect(otherFloor).toBeDefined();
    const narrowed = await list(`floorId=${otherFloor}`);
    expect(narrowed.total).toBe(0);
    expect(narrowed.data).toEqual([]);
  });

  it('pages the rooms by identifier, with the total and the totals of every room kept', async () => {
    const second = await list('pageSize=2&page=2');
    expect(identifiers(second)).toEqual(['ALF-003', 'ALF-101']);
    expect(second.total).toBe(5);
    expect(second.totals).toEqual({
      rooms: 5,
      openRooms: 3,
      area: 204.5,
      openArea: 64.5,
      equivalentOpenArea: 59.6,
    });
    expect(second).toMatchObject({ siteName: registry.siteName, date: pastDay });
  });

  it('gives each row its words and the day it changes next', async () => {
    const { data } = await list('query=ALF-002');
    expect(data).toEqual([
      {
        roomId: ids.rooms['ALF-002'],
        roomIdentifier: 'ALF-002',
        roomName: 'Ambulatorio 2',
        open: true,
        state: 'open',
        areaCategoryId: registry.categories.offices,
        areaCategoryName: 'Prova uffici',
        area: 12.5,
        frequency: 'P5/7',
        frequencyName: 'Prova cinque giorni su sette',
        floorId: ids.floors.alfaGround,
        floorName: 'Piano terra',
        buildingName: 'Padiglione Alfa',
        nextChangeOn: '2026-03-01',
      },
    ]);
  });

  it('sorts by area, name, category and frequency, both ways', async () => {
    expect(identifiers(await list('sortBy=area&sortDirection=desc'))).toEqual([
      'ALF-003',
      'BET-001',
      'ALF-101',
      'ALF-001',
      'ALF-002',
    ]);
    expect(identifiers(await list('sortBy=name'))).toEqual([
      'ALF-002',
      'ALF-003',
      'ALF-001',
      'BET-001',
      'ALF-101',
    ]);
    expect(identifiers(await list('sortBy=category'))).toEqual([
      'ALF-001',
      'BET-001',
      'ALF-003',
      'ALF-002',
      'ALF-101',
    ]);
    expect(identifiers(await list('sortBy=frequency&sortDirection=desc'))[0]).toBe('BET-001');
    expect(identifiers(await list('sortBy=building&sortDirection=desc'))).toEqual([
      'BET-001',
      'ALF-101',
      'ALF-001',
      'ALF-002',
      'ALF-003',
    ]);
  });

  it('filters by state on the day, building, floor, category, frequency and search words', async () => {
    const notOpen = await list('state=notOpen');
    expect(identifiers(notOpen)).toEqual(['ALF-003', 'BET-001']);
    expect(notOpen.totals).toEqual({ rooms: 2, openRooms: 0, area: 140, openArea: 0, equivalentOpenArea: 0 });
    expect(identifiers(await list('state=open'))).toEqual(['ALF-001', 'ALF-002', 'ALF-101']);
    expect(identifiers(await ok<RoomListResult>(`/real-estate/${site}/rooms?state=open`))).toEqual([
      'ALF-001',
      'ALF-101',
    ]);
    expect(identifiers(await list('building=Padiglione%20Beta'))).toEqual(['BET-001']);
    expect(identifiers(await list(`floorId=${ids.floors.alfaFirst}`))).toEqual(['ALF-101']);
    expect(identifiers(await list(`areaCategoryId=${registry.categories.offices}`))).toEqual([
      'ALF-002',
      'ALF-101',
    ]);
    expect(identifiers(await list('frequency=P1/7'))).toEqual(['BET-001']);
    expect(identifiers(await list('query=studio%20alf'))).toEqual(['ALF-101']);
    expect(identifiers(await list('query=bet-0'))).toEqual(['BET-001']);
    const none = await list('query=100%25');
    expect(none).toMatchObject({ data: [], total: 0 });
  });
});

describe('GET /real-estate/{siteCode}/rooms/export', () => {
  it('writes the filtered rooms as an Excel sheet, areas as numbers and states in Italian', async () => {
    const response = await call(
      'GET',
      `/real-estate/${site}/rooms/export?date=${pastDay}&sortBy=area&sortDirection=desc&building=Padiglione%20Alfa`,
      'cliente.demo',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="locali-${site}-${pastDay}.xlsx";`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Locali');
    if (!sheet) throw new Error('the sheet is missing');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Identificativo locale',
      'Nome locale',
      'Edificio',
      'Piano',
      'Superficie (m²)',
      'Categoria area',
      'Frequenza',
      'Descrizione frequenza',
      'Stato',
      'Prossima variazione',
    ]);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'ALF-003',
      'Cortile',
      'Padiglione Alfa',
      'Piano terra',
      100,
      'Prova esterni',
      'P5/7',
      'Prova cinque giorni su sette',
      'Chiuso',
      new Date('2199-06-01T00:00:00Z'),
    ]);
    expect(sheet.getCell(2, 5).numFmt).toBe('#,##0.00');
    expect(sheet.getCell(5, 5).value).toBe(12.5);
    expect(sheet.getCell(5, 9).value).toBe('Aperto');
  });
});

describe('GET /real-estate/rooms/{roomId}', () => {
  it('shows the room on the day and its history, latest first, with what made each change', async () => {
    const page = await ok<RoomPage>(`/real-estate/rooms/${ids.rooms['ALF-002']}?date=2026-06-01`);
    expect(page).toMatchObject({
      siteCode: site,
      siteName: registry.siteName,
      date: '2026-06-01',
      roomIdentifier: 'ALF-002',
      buildingName: 'Padiglione Alfa',
      floorName: 'Piano terra',
      room: { state: 'closed', open: false, area: 12.5, nextChangeOn: '2199-01-01' },
    });
    expect(page.history).toEqual([
      expect.objectContaining({
        from: '2199-01-01',
        to: null,
        state: 'open',
        source: 'Caricamento iniziale',
      }),
      {
        from: '2026-03-01',
        to: '2198-12-31',
        state: 'closed',
        roomName: 'Ambulatorio 2',
        area: 12.5,
        areaCategoryName: 'Prova uffici',
        frequency: 'P5/7',
        frequencyName: 'Prova cinque giorni su sette',
        // Imported on 15/02/2026 at 23:30 UTC, which is the 16th in Italy.
        source: 'Importazione di locali-alfa.xlsx del 16/02/2026',
      },
      expect.objectContaining({ from: '2025-01-01', to: '2026-02-28', state: 'open' }),
    ]);
  });

  it('has no room on a day before it existed, and still its history', async () => {
    const page = await ok<RoomPage>(`/real-estate/rooms/${ids.rooms['BET-002']}?date=${pastDay}`);
    expect(page.room).toBeNull();
    expect(page.history).toHaveLength(1);
  });

  it('answers 404 for an unknown room and for a room of a site out of reach', async () => {
    const unknown = await call('GET', '/real-estate/rooms/2147483647', 'cliente.demo');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Room not found', body: { code: 'ROOM_NOT_FOUND' } });
    expect((await call('GET', `/real-estate/rooms/${ids.rooms['ALF-001']}`, 'altro.demo')).statusCode).toBe(
      404,
    );
    const otherSite = `/real-estate/rooms/${ids.rooms['MQ-001']}`;
    expect((await call('GET', otherSite, registry.limitedUser)).statusCode).toBe(404);
    expect((await call('GET', otherSite, 'cliente.demo')).statusCode).toBe(200);
  });
});

describe('GET /real-estate/catalogue', () => {
  it('gives the categories and frequencies with their coefficients, null when not set', async () => {
    const catalogue = await ok<RoomCatalogue>('/real-estate/catalogue');
    expect(catalogue.areaCategories).toEqual(
      expect.arrayContaining([
        { id: registry.categories.wards, name: 'Prova degenze', coefficient: 1.2 },
        { id: registry.categories.outdoor, name: 'Prova esterni', coefficient: null },
      ]),
    );
    expect(catalogue.frequencies.slice(-2)).toEqual([
      { code: 'P5/7', name: 'Prova cinque giorni su sette', coefficient: 1 },
      { code: 'P1/7', name: 'Prova settimanale', coefficient: null },
    ]);
  });
});

describe('GET /dashboard/real-estate', () => {
  it("adds up today's rooms of the user's sites, the closures in progress and the sites most closed", async () => {
    // The limited user sees UB999001 only.
    const summary = await ok<RealEstateSummary>('/dashboard/real-estate', registry.limitedUser);
    expect(summary).toEqual({
      totals: { rooms: 5, openRooms: 2, area: 204.5, openArea: 52, equivalentOpenArea: 49.6 },
      sites: 1,
      // ALF-002 and ALF-003 open again later; BET-001 is suspended with no end.
      temporarilyClosed: 2,
      sitesWithClosures: [{ siteCode: site, siteName: registry.siteName, rooms: 5, notOpen: 3 }],
    });
  });

  it("covers every site of the customer's user, and none of another customer", async () => {
    const whole = await ok<RealEstateSummary>('/dashboard/real-estate');
    expect(whole.sites).toBeGreaterThanOrEqual(3);
    expect(whole.totals.rooms).toBeGreaterThanOrEqual(7);
    const other = await ok<RealEstateSummary>('/dashboard/real-estate', 'altro.demo');
    expect(other.sitesWithClosures.map((entry) => entry.siteCode)).not.toContain(site);
    expect((await call('GET', '/dashboard/real-estate', 'staff.demo')).statusCode).toBe(403);
  });
});

describe('who may read the registry', () => {
  const tree = `/real-estate/${site}/tree`;

  it("refuses another customer's site and one not given to a user limited to some sites", async () => {
    const foreign = await call('GET', tree, 'altro.demo');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: 'Site not owned' });
    expect((await call('GET', tree, registry.limitedUser)).statusCode).toBe(200);
    const notGiven = await call('GET', `/real-estate/${registry.flatSite}/rooms`, registry.limitedUser);
    expect(notGiven.statusCode).toBe(403);
    expect(notGiven.json()).toMatchObject({ message: 'Site not owned' });
  });

  it('offers a user limited to some sites only those in the site picker', async () => {
    const picked = await ok<AutocompleteItem[]>('/site/customer-autocomplete/all', registry.limitedUser);
    expect(picked.map((item) => item.id)).toEqual([site]);
  });

  it('refuses customer users without sub-role real estate registry and staff without permission sites', async () => {
    for (const username of ['limitato.demo', registry.staffWithoutSites]) {
      for (const url of [
        tree,
        `/site/${site}/rooms`,
        '/real-estate/catalogue',
        `/real-estate/rooms/${ids.rooms['ALF-001']}`,
      ]) {
        expect((await call('GET', url, username)).statusCode, `${url} as ${username}`).toBe(403);
      }
    }
  });

  it('opens every site to staff with permission sites', async () => {
    for (const username of ['staff.demo', 'operatore.demo']) {
      const result = await ok<RoomListResult>(`/real-estate/${registry.flatSite}/rooms`, username);
      expect(identifiers(result)).toEqual(['MQ-001']);
    }
  });

  it('answers 400 for a malformed site code or day, and 404 for an unknown site', async () => {
    const malformed = await call('GET', '/real-estate/XX1/tree', 'cliente.demo');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Invalid siteCode' });
    expect((await call('GET', `${tree}?date=2025-02-30`, 'cliente.demo')).statusCode).toBe(400);
    expect((await call('GET', `/real-estate/${site}/rooms?sortBy=price`, 'cliente.demo')).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/real-estate/UB999999/tree', 'staff.demo')).statusCode).toBe(404);
  });
});
