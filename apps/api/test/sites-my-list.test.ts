import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyJobOrder, MySiteListResult } from '@portale/shared';
import { siteCodes } from './support/seed-codes.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of [
    'cliente.demo',
    'ati.demo',
    'altro.demo',
    'chiara.galli',
    'limitato.demo',
    'staff.demo',
  ]) {
    tokens[username] = await loginAs(testApp, username);
  }
});
afterAll(() => closeTestApp(testApp));

const get = (username: string, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[username] ?? '') });

async function myList(username: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await get(username, `/api/site/my-list?${search.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MySiteListResult>();
}

const codes = (result: MySiteListResult) => result.data.map((site) => site.siteCode);
const sortedCodes = (result: MySiteListResult) => codes(result).sort();

describe('GET /site/my-list: whose sites', () => {
  it("gives a customer user their customer's published sites, with the counts", async () => {
    const result = await myList('cliente.demo', { pageSize: 100 });
    expect(result).toMatchObject({ total: 15, sitesNumber: 18, publishedSitesNumber: 15 });
    // Of CL0001's UB000001 to UB000018, all but the three unpublished ones.
    const unpublished = ['UB000007', 'UB000008', 'UB000018'];
    expect(sortedCodes(result)).toEqual(siteCodes(1, 18).filter((code) => !unpublished.includes(code)));
  });

  it("gives another customer's user none of them", async () => {
    const result = await myList('altro.demo', { pageSize: 100 });
    // CL0002's UB000019 to UB000030, but the unpublished Filiale di Pavia.
    expect(sortedCodes(result)).toEqual(siteCodes(19, 30).filter((code) => code !== 'UB000025'));
  });

  it("gives a group user only the sites of the job orders their ATI holds, with the ATI's managers", async () => {
    const result = await myList('ati.demo', { pageSize: 100 });
    expect(result).toMatchObject({ total: 6, sitesNumber: 7, publishedSitesNumber: 6 });
    // Not UB000034 (unpublished) nor UB000038, Magazzino farmaceutico di Lecco (a job order of CL0003 alone).
    expect(sortedCodes(result)).toEqual([
      'UB000031',
      'UB000032',
      'UB000033',
      'UB000035',
      'UB000036',
      'UB000037',
    ]);
    for (const site of result.data) expect(site.atiManagersNames).toHaveLength(2);
  });

  it('gives a user limited to some sites only those', async () => {
    const result = await myList('chiara.galli', { pageSize: 100 });
    expect(codes(result).sort()).toEqual(['UB000001', 'UB000002', 'UB000004', 'UB000012']);
    expect(result.sitesNumber).toBe(4);
  });

  it('refuses users without the site sub-role, and staff', async () => {
    expect((await get('limitato.demo', '/api/site/my-list')).statusCode).toBe(403);
    expect((await get('staff.demo', '/api/site/my-list')).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/site/my-list' })).statusCode).toBe(401);
  });
});

describe('GET /site/my-list: search, filters, sorts and pages', () => {
  it('finds sites by part of the name, any case, every word counting', async () => {
    const result = await myList('cliente.demo', { query: 'PADIGLIONE', pageSize: 100 });
    // Not UB000008, Laboratorio analisi – Padiglione E, which is not published.
    expect(sortedCodes(result)).toEqual([
      'UB000001',
      'UB000002',
      'UB000003',
      'UB000005',
      'UB000012',
      'UB000013',
    ]);
    expect(codes(await myList('cliente.demo', { query: 'padiglione blocco' }))).toEqual(['UB000005']);
  });

  it('finds sites by code, city and job order', async () => {
    expect(codes(await myList('cliente.demo', { query: 'ub000012' }))).toEqual(['UB000012']);
    const rho = await myList('cliente.demo', { query: 'rho' });
    expect(rho.data.map((site) => site.city)).toEqual(['Rho', 'Rho']);
    const [first] = (await myList('cliente.demo', { query: 'hospice' })).data;
    expect(first?.siteCode).toBe('UB000014');
    const byJobOrder = await myList('cliente.demo', { query: first?.jobTaskId ?? '', pageSize: 100 });
    expect(sortedCodes(byJobOrder)).toEqual(['UB000012', 'UB000013', 'UB000014']);
  });

  it('narrows to one job order', async () => {
    const [hospice] = (await myList('cliente.demo', { query: 'hospice' })).data;
    const seen: string[] = [];
    for (const page of [1, 2]) {
      const result = await myList('cliente.demo', { jobTaskId: hospice?.jobTaskId ?? '', pageSize: 2, page });
      expect(result.total).toBe(3);
      seen.push(...codes(result));
    }
    expect(seen.sort()).toEqual(['UB000012', 'UB000013', 'UB000014']);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect((await myList('cliente.demo', { query: '%' })).total).toBe(0);
    expect((await myList('cliente.demo', { query: '_' })).total).toBe(0);
  });

  it('filters by status: active, closed, in activation, extended', async () => {
    const active = await myList('cliente.demo', { status: 'active', pageSize: 100 });
    const closed = await myList('cliente.demo', { status: 'closed', pageSize: 100 });
    const starting = await myList('cliente.demo', { status: 'inActivation', pageSize: 100 });
    const extended = await myList('cliente.demo', { status: 'extended', pageSize: 100 });
    // Each status keeps some of cliente.demo's 15 published sites, by the day offsets of fixed.ts.
    expect(sortedCodes(active)).toEqual([...siteCodes(1, 6), 'UB000012', 'UB000013', 'UB000014', 'UB000017']);
    expect(sortedCodes(closed)).toEqual(['UB000011', 'UB000015', 'UB000016']);
    expect(sortedCodes(starting)).toEqual(['UB000009', 'UB000010']); // Casa della Comunità di Rho, Legnano
    expect(sortedCodes(extended)).toEqual(['UB000012', 'UB000013', 'UB000014']);
    // The status each site shows agrees with the filter that found it.
    expect(new Set(active.data.map((site) => site.status))).toEqual(new Set(['active']));
    expect(new Set(closed.data.map((site) => site.status))).toEqual(new Set(['closed']));
    expect(new Set(starting.data.map((site) => site.status))).toEqual(new Set(['inActivation']));
    expect(extended.data.every((site) => site.isExtended && site.status === 'active')).toBe(true);
    expect(active.sitesNumber).toBe(18);
  });

  it('sorts by name, job order and last service, both ways', async () => {
    const names = (await myList('cliente.demo', { sortBy: 'name', pageSize: 100 })).data.map((site) =>
      site.siteName.toLowerCase(),
    );
    expect(names).toHaveLength(15);
    expect(names).toEqual([...names].sort());
    const descending = (
      await myList('cliente.demo', { sortBy: 'name', sortDirection: 'desc', pageSize: 100 })
    ).data;
    expect(descending.map((site) => site.siteName.toLowerCase())).toEqual([...names].reverse());
    const byJobOrder = (await myList('cliente.demo', { sortBy: 'jobOrder', pageSize: 100 })).data;
    const jobOrders = byJobOrder.map((site) => site.jobTaskId);
    expect(jobOrders).toHaveLength(15);
    expect(jobOrders).toEqual([...jobOrders].sort());
    const byService = (
      await myList('cliente.demo', { sortBy: 'lastService', sortDirection: 'desc', pageSize: 100 })
    ).data;
    const days = byService.map((site) => site.lastServiceDay);
    const served = days.filter((day): day is string => day !== null);
    // The two sites in activation have never been served: they come last.
    expect([days.length, served.length]).toEqual([15, 13]);
    expect(served).toEqual([...served].sort().reverse());
    expect(days.slice(served.length)).toEqual([null, null]);
  });

  it('pages through every result once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const result = await myList('cliente.demo', { page, pageSize: 4, sortBy: 'name' });
      expect(result.total).toBe(15);
      seen.push(...codes(result));
    }
    expect(new Set(seen).size).toBe(15);
    const beyond = await myList('cliente.demo', { page: 9, pageSize: 4 });
    expect(beyond).toMatchObject({ data: [], total: 15 });
  });

  it('returns the my-list fields: image, last service, managers, dates, map position', async () => {
    const [site] = (await myList('cliente.demo', { query: 'UB000001' })).data;
    expect(site).toMatchObject({
      siteCode: 'UB000001',
      siteName: 'Presidio Ospedaliero Santa Lucia – Padiglione A',
      city: 'Milano',
      isOnDuty: true,
      operatingSegment: 'Sanità',
      img: null,
      atiManagersNames: [],
      status: 'active',
    });
    expect(site?.lastService).toEqual(expect.any(String));
    expect(site?.lastServiceDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(site?.latitude).toBeCloseTo(45.46, 0);
  });

  it('answers malformed parameters with 400 naming them', async () => {
    const response = await get('cliente.demo', '/api/site/my-list?pageSize=1000&status=aperte&sortBy=colore');
    expect(response.statusCode).toBe(400);
    const paths = response
      .json<{ body: { fields: { path: string }[] } }>()
      .body.fields.map((field) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining(['querystring.pageSize', 'querystring.status', 'querystring.sortBy']),
    );
  });
});

describe('GET /site/my-list/export', () => {
  it('downloads the filtered list as an Excel file with Italian headers', async () => {
    const response = await get('cliente.demo', '/api/site/my-list/export?status=active&sortBy=name');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="ubicazioni-\d{4}-\d{2}-\d{2}\.xlsx";/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ubicazioni');
    expect(sheet?.getRow(1).values).toEqual(
      expect.arrayContaining(['Codice', 'Ubicazione', 'Città', 'Stato']),
    );
    expect(sheet?.rowCount).toBe(11);
    const statuses = new Set<string>();
    sheet?.eachRow((row, index) => index > 1 && statuses.add(String(row.getCell(8).value)));
    expect([...statuses]).toEqual(['Attiva']);
    // 'Dal' and 'Al' are real dates, which Excel sorts and filters as such, shown the Italian way.
    const from = sheet?.getRow(2).getCell(10);
    expect(sheet?.getRow(1).getCell(10).value).toBe('Dal');
    expect(from?.type).toBe(ExcelJS.ValueType.Date);
    expect(from?.numFmt).toBe('dd/mm/yyyy');
    expect(sheet?.getRow(2).getCell(11).type).toBe(ExcelJS.ValueType.Date);
  });

  it("exports only the caller's sites", async () => {
    const response = await get('ati.demo', '/api/site/my-list/export');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Ubicazioni')?.rowCount).toBe(7);
  });
});

describe('GET /site/last/served', () => {
  it('lists the sites served most recently, latest first', async () => {
    const response = await get('cliente.demo', '/api/site/last/served?limit=3');
    expect(response.statusCode).toBe(200);
    const sites = response.json<MySiteListResult['data']>();
    expect(sites).toHaveLength(3);
    const days = sites.map((site) => site.lastServiceDay ?? '');
    expect(days).toEqual([...days].sort().reverse());
    const mine = new Set(codes(await myList('cliente.demo', { pageSize: 100 })));
    expect(sites.every((site) => mine.has(site.siteCode))).toBe(true);
  });
});

describe('GET /job-orders/my-list', () => {
  it('lists the job orders with a site the user sees, with extension and segment', async () => {
    const response = await get('cliente.demo', '/api/job-orders/my-list');
    expect(response.statusCode).toBe(200);
    const jobOrders = response.json<MyJobOrder[]>();
    expect(jobOrders).toHaveLength(4);
    const critical = jobOrders.find((row) => row.description.startsWith('Sanificazione delle aree critiche'));
    expect(critical).toMatchObject({
      isExtended: true,
      extensionDays: 360,
      sitesNumber: 3,
      markedAsStarted: true,
    });
    const green = jobOrders.find((row) => row.description === 'Manutenzione del verde e delle aree esterne');
    expect(green).toMatchObject({ operatingSegment: null, markedAsStarted: false, sitesNumber: 1 });
  });

  it("gives a group user the ATI's job orders only, and a limited user those of their sites", async () => {
    expect((await get('ati.demo', '/api/job-orders/my-list')).json<MyJobOrder[]>()).toHaveLength(2);
    const limited = (await get('chiara.galli', '/api/job-orders/my-list')).json<MyJobOrder[]>();
    expect(limited.map((row) => row.sitesNumber).sort()).toEqual([1, 3]);
  });
});

describe('GET /site/my-list: every shape of the query', () => {
  // The list's statement is prepared once per shape; each combination must plan and answer.
  it('answers every combination of filter, sort, search and page, for every kind of user', async () => {
    const failures: string[] = [];
    for (const username of ['cliente.demo', 'ati.demo', 'chiara.galli']) {
      for (const status of ['', 'active', 'closed', 'inActivation', 'extended']) {
        for (const sortBy of ['name', 'jobOrder', 'lastService']) {
          for (const sortDirection of ['asc', 'desc']) {
            for (const query of ['', 'a', 'a e']) {
              for (const page of [1, 2]) {
                const search = new URLSearchParams({
                  sortBy,
                  sortDirection,
                  page: String(page),
                  pageSize: '2',
                });
                if (status) search.set('status', status);
                if (query) search.set('query', query);
                const response = await get(username, `/api/site/my-list?${search.toString()}`);
                if (response.statusCode !== 200)
                  failures.push(`${username} ${search.toString()}: ${response.statusCode}`);
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
