import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDetail, SiteService } from '@portale/shared';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
const tokens: Record<string, string> = {};
let site: SiteDetail;

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['cliente.demo', 'staff.demo', 'operatore.demo']) {
    tokens[username] = await loginAs(testApp, username);
  }
  site = (await call('staff.demo', 'GET', '/api/site/UB000005/details')).json<SiteDetail>();
});
afterAll(() => closeTestApp(testApp));

function call(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: bearer(tokens[username] ?? ''),
    ...(payload && { payload }),
  });
}
const fieldPaths = (body: string) =>
  ((JSON.parse(body) as { body: { fields?: { path: string }[] } }).body.fields ?? []).map(
    (field) => field.path,
  );

const nextYear = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
const service = () => ({
  serviceName: 'Lavaggio delle tende',
  frequency: 'yearly',
  from: site.dateFrom,
  to: site.dateTo,
  feeSplit: {
    endDate: site.dateTo,
    items: [
      { startDate: site.dateFrom, fee: 310, notes: 'Canone annuo ripartito' },
      { startDate: nextYear(site.dateFrom), fee: 318.75, notes: null },
    ],
  },
});

describe('the services of a site', () => {
  let created: SiteService;

  it('creates a service with its fee split (201) and shows it on the detail', async () => {
    const response = await call('staff.demo', 'POST', '/api/site/UB000005/create-service', service());
    expect(response.statusCode, response.body).toBe(201);
    created = response.json<SiteService>();
    expect(created).toMatchObject({
      serviceName: 'Lavaggio delle tende',
      frequency: 'yearly',
      from: site.dateFrom,
      to: site.dateTo,
      feeSplit: { endDate: site.dateTo, items: [{ fee: 310 }, { fee: 318.75, notes: null }] },
    });
    const detail = (await call('cliente.demo', 'GET', '/api/site/UB000005/details')).json<SiteDetail>();
    expect(detail.siteServices.map((row) => row.siteServiceId)).toContain(created.siteServiceId);
  });

  it('gets one service of the site, and 404 for a service of another site or none', async () => {
    const url = `/api/site/UB000005/get-service/${created.siteServiceId}`;
    expect((await call('staff.demo', 'GET', url)).json<SiteService>()).toEqual(created);
    const elsewhere = await call(
      'staff.demo',
      'GET',
      `/api/site/UB000006/get-service/${created.siteServiceId}`,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ message: 'Service not found' });
    expect((await call('staff.demo', 'GET', '/api/site/UB000005/get-service/999999')).statusCode).toBe(404);
    expect((await call('staff.demo', 'GET', '/api/site/UB999999/get-service/1')).json()).toMatchObject({
      message: 'Site not found',
    });
  });

  it('updates a service and replaces its fee split', async () => {
    const response = await call('staff.demo', 'PUT', '/api/site/UB000005/update-service', {
      ...service(),
      siteServiceId: created.siteServiceId,
      serviceName: 'Lavaggio di tende e tendaggi',
      frequency: 'periodic',
      feeSplit: {
        endDate: site.dateTo,
        items: [{ startDate: site.dateFrom, fee: 0, notes: 'Compreso nel canone' }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SiteService>()).toMatchObject({
      siteServiceId: created.siteServiceId,
      serviceName: 'Lavaggio di tende e tendaggi',
      frequency: 'periodic',
      feeSplit: { items: [{ fee: 0, notes: 'Compreso nel canone' }] },
    });
    const withoutFee = await call('staff.demo', 'PUT', '/api/site/UB000005/update-service', {
      ...service(),
      siteServiceId: created.siteServiceId,
      feeSplit: null,
    });
    expect(withoutFee.json<SiteService>().feeSplit).toBeNull();
    const missing = await call('staff.demo', 'PUT', '/api/site/UB000006/update-service', {
      ...service(),
      siteServiceId: created.siteServiceId,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the dates inside the site and the fee split inside the service, naming the field', async () => {
    const early = await call('staff.demo', 'POST', '/api/site/UB000005/create-service', {
      ...service(),
      from: '2001-01-01',
    });
    expect(early.json()).toMatchObject({ status: 400, message: 'Dates not valid' });
    expect(fieldPaths(early.body)).toEqual(['body.from']);
    const split = await call('staff.demo', 'POST', '/api/site/UB000005/create-service', {
      ...service(),
      to: nextYear(site.dateFrom),
      feeSplit: {
        endDate: site.dateTo,
        items: [
          { startDate: site.dateFrom, fee: 10, notes: null },
          { startDate: site.dateFrom, fee: 10, notes: null },
        ],
      },
    });
    expect(split.json()).toMatchObject({ status: 400, message: 'Supplied data not valid' });
    expect(fieldPaths(split.body)).toEqual(['body.feeSplit.items.1.startDate', 'body.feeSplit.endDate']);
    const blank = await call('staff.demo', 'POST', '/api/site/UB000005/create-service', {
      ...service(),
      serviceName: '  ',
      frequency: 'sometimes',
    });
    expect(fieldPaths(blank.body)).toEqual(expect.arrayContaining(['body.serviceName', 'body.frequency']));
  });

  it('removes a service (204), then it is gone', async () => {
    const url = `/api/site/UB000005/remove-service/${created.siteServiceId}`;
    expect((await call('staff.demo', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('staff.demo', 'DELETE', url)).statusCode).toBe(404);
    const detail = (await call('staff.demo', 'GET', '/api/site/UB000005/details')).json<SiteDetail>();
    expect(detail.siteServices.map((row) => row.siteServiceId)).not.toContain(created.siteServiceId);
  });

  it('needs the services permission', async () => {
    expect(
      (await call('operatore.demo', 'POST', '/api/site/UB000005/create-service', service())).statusCode,
    ).toBe(403);
    expect((await call('cliente.demo', 'GET', '/api/site/UB000005/get-service/1')).statusCode).toBe(403);
  });
});
