import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySiteListResult, PublishingItem, SiteDetail, SiteListResult } from '@portale/shared';
import { siteCodes } from './support/seed-codes.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['cliente.demo', 'staff.demo', 'operatore.demo']) {
    tokens[username] = await loginAs(testApp, username);
  }
});
afterAll(() => closeTestApp(testApp));

const call = (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: bearer(tokens[username] ?? ''), ...(payload && { payload }) });

type Publishing = { data: PublishingItem[]; total: number };
const publishing = async (query = '') => {
  const response = await call('staff.demo', 'GET', `/api/site/sites-for-publishing?pageSize=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Publishing>();
};
const named = (list: Publishing, name: string) => list.data.find((site) => site.siteName === name);
const codesOf = (list: Publishing) => list.data.map((site) => site.siteCode).sort();
/** The sites fixed.ts leaves unpublished: three of CL0001's, one of CL0002's and CL0003's, CL0004's two. */
const unpublishedCodes = ['UB000007', 'UB000008', 'UB000018', 'UB000025', 'UB000034', 'UB000039', 'UB000040'];
const fields = (body: string) =>
  (JSON.parse(body) as { body: { fields?: { path: string; message: string }[] } }).body.fields ?? [];

describe('GET /site/sites-for-publishing', () => {
  it('lists every site with its publication and the three warnings', async () => {
    const list = await publishing();
    expect(list.total).toBe(40);
    expect(named(list, 'Casa della Comunità di Rho')).toMatchObject({
      isPublished: true,
      baseFeeWarning: true,
      serviceWarning: false,
      datesWarning: false,
    });
    expect(named(list, 'Filiale di Lodi')).toMatchObject({ serviceWarning: true, baseFeeWarning: false });
    expect(named(list, 'Centro servizi di Brescia – vetrate')).toMatchObject({ datesWarning: true });
    expect(named(list, 'Presidio Ospedaliero Santa Lucia – Padiglione A')).toMatchObject({
      clientCode: 'CL0001',
      datesWarning: false,
      baseFeeWarning: false,
      serviceWarning: false,
    });
  });

  it('filters by customer, job order, segment, missing segment, publication, warnings and text', async () => {
    // Each filter keeps some of the 40 sites, not all: compared by code, a filter that keeps nothing fails.
    expect(codesOf(await publishing('&clientCode=CL0002'))).toEqual(siteCodes(19, 30));
    expect(codesOf(await publishing('&operatingSegment=Uffici'))).toEqual([
      ...siteCodes(19, 28),
      'UB000036',
      'UB000037',
    ]);
    expect(codesOf(await publishing('&onlyIncludeSitesWithoutOperatingSegment=true'))).toEqual([
      'UB000017',
      'UB000018',
      'UB000029',
      'UB000030',
      'UB000038',
    ]);
    expect(codesOf(await publishing('&isPublished=false'))).toEqual(unpublishedCodes);
    expect((await publishing('&isPublished=true')).total).toBe(40 - unpublishedCodes.length);
    // The three sites publishing-warnings.ts leaves incomplete.
    expect(codesOf(await publishing('&onlyWithWarnings=true'))).toEqual(['UB000009', 'UB000024', 'UB000030']);
    expect(codesOf(await publishing('&query=lodi'))).toEqual(['UB000024']);
    // Every word counts: the customer's name and the site's, unpublished sites too.
    expect(codesOf(await publishing('&query=ospedaliera%20padiglione'))).toEqual([
      'UB000001',
      'UB000002',
      'UB000003',
      'UB000005',
      'UB000008',
      'UB000012',
      'UB000013',
    ]);
    const [glazing] = (await publishing('&query=UB000030')).data;
    expect(codesOf(await publishing(`&jobTaskId=${glazing?.jobTaskId}`))).toEqual(['UB000029', 'UB000030']);
    expect(codesOf(await publishing('&clientCode=CL0001&isPublished=false'))).toEqual([
      'UB000007',
      'UB000008',
      'UB000018',
    ]);
    const page = await call('staff.demo', 'GET', '/api/site/sites-for-publishing?page=2&pageSize=15');
    expect(page.json<Publishing>()).toMatchObject({ total: 40, data: expect.any(Array) });
    expect(page.json<Publishing>().data).toHaveLength(15);
  });

  it('is for staff with the sites or the services permission, not for customers', async () => {
    expect((await call('cliente.demo', 'GET', '/api/site/sites-for-publishing')).statusCode).toBe(403);
    expect((await call('operatore.demo', 'GET', '/api/site/sites-for-publishing')).statusCode).toBe(200);
  });
});

describe('publishing sites', () => {
  const customerTotal = async () =>
    (await call('cliente.demo', 'GET', '/api/site/my-list')).json<MySiteListResult>().total;

  it("lists a customer's published and unpublished sites", async () => {
    const published = (
      await call('staff.demo', 'GET', '/api/site/list/published/CL0001')
    ).json<SiteListResult>();
    const hidden = (
      await call('staff.demo', 'GET', '/api/site/list/notpublished/CL0001?query=sede')
    ).json<SiteListResult>();
    expect(published.data.map((site) => site.siteCode).sort()).toEqual(
      siteCodes(1, 18).filter((code) => !unpublishedCodes.includes(code)),
    );
    expect(hidden.data.map((site) => site.siteName)).toEqual(['Sede direzionale']);
  });

  it('publishes a site, and the customer then sees it; unpublishes many at once', async () => {
    expect(await customerTotal()).toBe(15);
    expect((await call('cliente.demo', 'GET', '/api/site/UB000007/details')).statusCode).toBe(404);
    const published = await call('operatore.demo', 'POST', '/api/site/set-published', {
      siteCodes: ['UB000007', 'UB000008'],
      published: true,
    });
    expect(published.json()).toEqual({ updated: 2 });
    expect(await customerTotal()).toBe(17);
    const seen = await call('cliente.demo', 'GET', '/api/site/UB000007/details');
    expect(seen.json<SiteDetail>()).toMatchObject({ siteName: 'Sede direzionale', isPublished: true });
    await call('staff.demo', 'POST', '/api/site/set-published', {
      siteCodes: ['UB000007', 'UB000008'],
      published: false,
    });
    expect(await customerTotal()).toBe(15);
  });

  it('changes nothing when a code is unknown (404) or malformed (400)', async () => {
    const unknown = await call('staff.demo', 'POST', '/api/site/set-published', {
      siteCodes: ['UB000007', 'UB999999'],
      published: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(fields(unknown.body)[0]?.message).toContain('UB999999');
    const malformed = await call('staff.demo', 'POST', '/api/site/set-published', {
      siteCodes: ['UB000007', 'sede'],
      published: true,
    });
    expect(malformed.statusCode).toBe(400);
    expect(fields(malformed.body).map((field) => field.path)).toEqual(['body.siteCodes.1']);
    expect(await customerTotal()).toBe(15);
    const empty = await call('staff.demo', 'POST', '/api/site/set-published', {
      siteCodes: [],
      published: true,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 204 for a customer that is not active and 404 for an unknown one', async () => {
    const inactive = await call('staff.demo', 'GET', '/api/site/list/published/CL0004');
    expect(inactive.statusCode).toBe(204);
    expect(inactive.body).toBe('');
    expect((await call('staff.demo', 'GET', '/api/site/list/notpublished/CL9999')).json()).toMatchObject({
      status: 404,
      message: 'Customer not found',
    });
    expect((await call('staff.demo', 'GET', '/api/site/list/published/..%2F')).json()).toMatchObject({
      status: 400,
      message: 'Missing customerCode',
    });
  });
});

describe('PUT /site/{siteCode}/save-dates', () => {
  const saveDates = (siteCode: string, body: object) =>
    call('staff.demo', 'PUT', `/api/site/${siteCode}/save-dates`, body);

  it('refuses a start after the end and dates outside the job order, naming the field', async () => {
    const site = (await call('staff.demo', 'GET', '/api/site/UB000002/details')).json<SiteDetail>();
    const reversed = await saveDates('UB000002', { dateFrom: site.dateTo, dateTo: site.dateFrom });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      message: 'Dates not valid',
      body: { code: 'SITE_DATES_NOT_VALID' },
    });
    expect(fields(reversed.body).map((field) => field.path)).toContain('body.dateTo');
    const outside = await saveDates('UB000002', { dateFrom: '2001-01-01', dateTo: site.dateTo });
    expect(fields(outside.body)).toEqual([
      { path: 'body.dateFrom', message: expect.stringContaining('prima della commessa') },
    ]);
    expect((await saveDates('UB999999', { dateFrom: site.dateFrom, dateTo: site.dateTo })).statusCode).toBe(
      404,
    );
    expect((await saveDates('UB000002', { dateFrom: '2026-02-30', dateTo: site.dateTo })).statusCode).toBe(
      400,
    );
  });

  it('saves new dates and cuts the fee split and the services to them', async () => {
    const before = (await call('staff.demo', 'GET', '/api/site/UB000002/details')).json<SiteDetail>();
    const dateTo = `${Number(before.dateFrom.slice(0, 4)) + 1}${before.dateFrom.slice(4)}`;
    const response = await saveDates('UB000002', { dateFrom: before.dateFrom, dateTo });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<SiteDetail>();
    expect(after.dateTo).toBe(dateTo);
    expect(after.feeSplit?.endDate).toBe(dateTo);
    expect(after.feeSplit?.items.every((item) => item.startDate <= dateTo)).toBe(true);
    expect(after.feeSplit?.items[0]).toEqual(before.feeSplit?.items[0]);
    for (const service of after.siteServices) {
      expect(service.to <= dateTo).toBe(true);
      if (service.feeSplit) expect(service.feeSplit.endDate <= service.to).toBe(true);
    }
  });

  it('refuses dates that would leave a service with no day', async () => {
    const site = (await call('staff.demo', 'GET', '/api/site/UB000003/details')).json<SiteDetail>();
    const late = await call('staff.demo', 'POST', '/api/site/UB000003/create-service', {
      serviceName: 'Pulizia straordinaria di fine cantiere',
      frequency: 'extraordinary',
      from: site.dateTo,
      to: site.dateTo,
      feeSplit: null,
    });
    expect(late.statusCode, late.body).toBe(201);
    const response = await saveDates('UB000003', { dateFrom: site.dateFrom, dateTo: site.dateFrom });
    expect(response.statusCode).toBe(400);
    expect(fields(response.body)[0]?.message).toContain('Pulizia straordinaria di fine cantiere');
  });
});

describe('PUT /site/{siteCode}/save-fees', () => {
  const settings = {
    feeFormula: 'flat_per_square_metre',
    weekLength: 5,
    holidaysAreWorkingDays: false,
    monthDuration: 'calendar',
  };
  const saveFees = (username: string, siteCode: string, body: object) =>
    call(username, 'PUT', `/api/site/${siteCode}/save-fees`, { ...settings, ...body });

  it('names an overlapping period, a period out of order and one outside the site', async () => {
    const site = (await call('staff.demo', 'GET', '/api/site/UB000009/details')).json<SiteDetail>();
    const start = site.dateFrom;
    const next = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
    const response = await saveFees('staff.demo', 'UB000009', {
      endDate: site.dateTo,
      items: [
        { startDate: start, fee: 1200, notes: 'Canone' },
        { startDate: next, fee: 1250.5, notes: null },
        { startDate: next, fee: 1300, notes: null },
        { startDate: '2001-01-01', fee: -5, notes: null },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Supplied data not valid', status: 400 });
    expect(fields(response.body)).toEqual([
      { path: 'body.items.2.startDate', message: 'Il periodo si sovrappone al precedente' },
      { path: 'body.items.3.startDate', message: 'I periodi devono essere in ordine di data di inizio' },
      {
        path: 'body.items.3.startDate',
        message: expect.stringContaining('prima dell’inizio dell’ubicazione'),
      },
      { path: 'body.items.3.fee', message: 'Il canone non può essere negativo' },
    ]);
  });

  it('refuses an end after the site, fees with three decimals and a bad week length', async () => {
    const site = (await call('staff.demo', 'GET', '/api/site/UB000009/details')).json<SiteDetail>();
    const response = await saveFees('staff.demo', 'UB000009', {
      endDate: '2099-12-31',
      items: [{ startDate: site.dateFrom, fee: 10.005, notes: null }],
    });
    expect(fields(response.body).map((field) => field.path)).toEqual(['body.items.0.fee', 'body.endDate']);
    const week = await saveFees('staff.demo', 'UB000009', {
      endDate: site.dateTo,
      items: [{ startDate: site.dateFrom, fee: 10, notes: null }],
      weekLength: 4,
    });
    expect(week.statusCode).toBe(400);
    expect(fields(week.body).map((field) => field.path)).toEqual(['body.weekLength']);
  });

  it('saves the fee split and the formula, and the publishing warning goes away', async () => {
    const site = (await call('staff.demo', 'GET', '/api/site/UB000009/details')).json<SiteDetail>();
    const next = `${Number(site.dateFrom.slice(0, 4)) + 1}${site.dateFrom.slice(4)}`;
    const response = await saveFees('operatore.demo', 'UB000009', {
      endDate: site.dateTo,
      items: [
        { startDate: site.dateFrom, fee: 2150.4, notes: 'Canone contrattuale' },
        { startDate: next, fee: 2193.41, notes: 'Adeguamento ISTAT' },
      ],
      monthDuration: 'thirty_days',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<SiteDetail>();
    expect(saved.feeSplit).toEqual({
      endDate: site.dateTo,
      items: [
        { startDate: site.dateFrom, fee: 2150.4, notes: 'Canone contrattuale' },
        { startDate: next, fee: 2193.41, notes: 'Adeguamento ISTAT' },
      ],
    });
    expect(saved.feeSettings).toEqual({ ...settings, monthDuration: 'thirty_days', patronSaintDay: null });
    expect(saved.currentMonthFee).toMatchObject({ workingDays: expect.any(Number) });
    expect(named(await publishing('&query=UB000009'), 'Casa della Comunità di Rho')?.baseFeeWarning).toBe(
      false,
    );
    const customerView = (await call('cliente.demo', 'GET', '/api/site/UB000009/details')).json<SiteDetail>();
    expect(customerView.feeSplit?.items).toHaveLength(2);
  });

  it('is refused to customers', async () => {
    expect(
      (await saveFees('cliente.demo', 'UB000009', { endDate: '2030-01-01', items: [] })).statusCode,
    ).toBe(403);
  });
});
