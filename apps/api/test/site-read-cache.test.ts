import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySiteListResult, SiteDetail } from '@portale/shared';
import { eventually } from './support/eventually.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Site lists and details are served from memory between changes (plugins/read-cache.ts): a change made
 * through the app is seen by the very next request, one made elsewhere (another instance, an import,
 * psql) as soon as the database's notice arrives.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['cliente.demo', 'staff.demo']) tokens[username] = await loginAs(testApp, username);
});
afterAll(() => closeTestApp(testApp));

const get = (username: string, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[username] ?? '') });

const siteNamed = async (query: string) =>
  (
    await get('cliente.demo', `/api/site/my-list?query=${encodeURIComponent(query)}`)
  ).json<MySiteListResult>();

describe('the site read cache', () => {
  it('sees a site renamed outside the app in the list and the detail', async () => {
    const before = await get('cliente.demo', '/api/site/UB000001/details');
    expect(before.statusCode).toBe(200);
    expect((await siteNamed('Ristrutturato')).total).toBe(0);

    await testApp.database.db.execute(
      sql`update sites set name = 'Padiglione Ristrutturato' where code = 'UB000001'`,
    );
    await eventually(async () => (await siteNamed('Ristrutturato')).total === 1);
    await eventually(async () => {
      const detail = (await get('cliente.demo', '/api/site/UB000001/details')).json<SiteDetail>();
      return detail.siteName === 'Padiglione Ristrutturato';
    });
  });

  it('shows a site unpublished through the app to the customer at once', async () => {
    const listed = async () =>
      (await siteNamed('Ristrutturato')).data.some((site) => site.siteCode === 'UB000001');
    expect(await listed()).toBe(true);
    const unpublish = await testApp.app.inject({
      method: 'POST',
      url: '/api/site/set-published',
      headers: bearer(tokens['staff.demo'] ?? ''),
      payload: { siteCodes: ['UB000001'], published: false },
    });
    expect(unpublish.statusCode).toBe(200);
    expect(await listed()).toBe(false);
    expect((await get('cliente.demo', '/api/site/UB000001/details')).statusCode).toBe(404);

    await testApp.app.inject({
      method: 'POST',
      url: '/api/site/set-published',
      headers: bearer(tokens['staff.demo'] ?? ''),
      payload: { siteCodes: ['UB000001'], published: true },
    });
    expect(await listed()).toBe(true);
  });

  it('keeps one entry per reach: another customer never gets a list cached for the first', async () => {
    const first = await siteNamed('');
    const otherToken = await loginAs(testApp, 'altro.demo');
    const other = (
      await testApp.app.inject({ method: 'GET', url: '/api/site/my-list', headers: bearer(otherToken) })
    ).json<MySiteListResult>();
    const firstCodes = new Set(first.data.map((site) => site.siteCode));
    expect(firstCodes.size).toBeGreaterThan(0);
    expect(other.data.length).toBeGreaterThan(0);
    expect(other.data.some((site) => firstCodes.has(site.siteCode))).toBe(false);
  });
});
