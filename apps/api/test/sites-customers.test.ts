import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishingItem, SiteCustomer } from '@portale/shared';
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

const get = (url: string, username = 'staff.demo') =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[username] ?? '') });

async function customers(query = '') {
  const response = await get(`/api/site/customers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteCustomer[]>();
}

const publishingTotal = async (query: string) =>
  (await get(`/api/site/sites-for-publishing?pageSize=1${query}`)).json<{
    data: PublishingItem[];
    total: number;
  }>().total;

describe('GET /site/customers', () => {
  it('finds a customer by part of its name, in any case, with its sites and published sites', async () => {
    const found = await customers('?search=santa%20LUCIA');
    expect(found.map((customer) => customer.customerCode)).toEqual(['CL0001']);
    expect(found[0]).toEqual({
      customerCode: 'CL0001',
      name: 'Azienda Ospedaliera Santa Lucia dei Colli',
      active: true,
      sitesNumber: await publishingTotal('&clientCode=CL0001'),
      publishedSitesNumber: await publishingTotal('&clientCode=CL0001&isPublished=true'),
    });
    expect(found[0]?.sitesNumber).toBeGreaterThan(found[0]?.publishedSitesNumber ?? 0);
  });

  it('finds a customer by its code, and an inactive one too', async () => {
    expect((await customers('?search=cl0002')).map((customer) => customer.customerCode)).toEqual(['CL0002']);
    expect(await customers('?search=CL0004')).toEqual([
      expect.objectContaining({ customerCode: 'CL0004', active: false }),
    ]);
    expect(await customers('?search=nessuno%20si%20chiama%20così')).toEqual([]);
  });

  it('lists every customer by name, case-insensitively, at most `limit` of them', async () => {
    const all = await customers('?limit=100');
    expect(all.map((customer) => customer.customerCode)).toEqual([
      'CL0001',
      'CL0003',
      'CL0002',
      'CL9001',
      'CL0004',
    ]);
    const keys = all.map((customer) => customer.name.toLowerCase());
    expect(keys).toEqual([...keys].sort());
    expect(all.reduce((sum, customer) => sum + customer.sitesNumber, 0)).toBe(await publishingTotal(''));
    expect(await customers('?limit=2')).toEqual(all.slice(0, 2));
    expect(await customers()).toEqual(all.slice(0, 20));
  });

  it('refuses a bad limit or a search too long with 400 Invalid parameters', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=tanti', `?search=${'a'.repeat(101)}`]) {
      const response = await get(`/api/site/customers${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: 'Invalid parameters' });
    }
  });

  it('is for staff with the sites or the services permission', async () => {
    expect((await get('/api/site/customers?search=banca', 'operatore.demo')).json()).toEqual([
      expect.objectContaining({ customerCode: 'CL0002' }),
    ]);
    expect((await get('/api/site/customers', 'cliente.demo')).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/site/customers' })).statusCode).toBe(401);
  });
});
