import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishingItem, PublishingSort } from '@portale/shared';
import { siteCodes } from './support/seed-codes.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
let token = '';

beforeAll(async () => {
  testApp = await createTestApp();
  token = await loginAs(testApp, 'staff.demo');
});
afterAll(() => closeTestApp(testApp));

const get = (query: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/site/sites-for-publishing?${query}`,
    headers: bearer(token),
  });

async function publishing(query: string) {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PublishingItem[]; total: number }>().data;
}

const lower = (text: string) => text.toLowerCase();

/** What each order compares, key by key: the chosen key first, the site code last. */
const keysOf: Record<PublishingSort, (site: PublishingItem) => string[]> = {
  customer: (site) => [lower(site.client), site.jobTaskId, site.siteCode],
  name: (site) => [lower(site.siteName), site.siteCode],
  jobOrder: (site) => [site.jobTaskId, lower(site.siteName), site.siteCode],
  startDate: (site) => [site.dateFrom, lower(site.siteName), site.siteCode],
};

/** -1, 0 or 1, comparing the keys in turn; the first key in the given direction, the others ascending. */
function compare(a: string[], b: string[], direction: 'asc' | 'desc') {
  for (const [index, key] of a.entries()) {
    const other = b[index] ?? '';
    if (key === other) continue;
    const ascending = key < other ? -1 : 1;
    return index === 0 && direction === 'desc' ? -ascending : ascending;
  }
  return 0;
}

describe('GET /site/sites-for-publishing: sorts', () => {
  it('keeps the default order: customer, then job order, then site code', async () => {
    const byDefault = await publishing('pageSize=100');
    expect(byDefault).toHaveLength(40);
    expect(await publishing('pageSize=100&sortBy=customer&sortDirection=asc')).toEqual(byDefault);
    const keys = byDefault.map(keysOf.customer);
    expect(keys).toEqual([...keys].sort((a, b) => compare(a, b, 'asc')));
  });

  it('sorts by name, customer, job order and start date, both ways, ending with the site code', async () => {
    for (const sortBy of ['name', 'customer', 'jobOrder', 'startDate'] as const) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const sites = await publishing(`pageSize=100&sortBy=${sortBy}&sortDirection=${sortDirection}`);
        expect(sites, `${sortBy} ${sortDirection}`).toHaveLength(40);
        const keys = sites.map(keysOf[sortBy]);
        expect(keys, `${sortBy} ${sortDirection}`).toEqual(
          [...keys].sort((a, b) => compare(a, b, sortDirection)),
        );
      }
    }
    const latest = await publishing('pageSize=100&sortBy=startDate&sortDirection=desc');
    const earliest = await publishing('pageSize=100&sortBy=startDate');
    expect(latest[0]?.dateFrom).toBe(earliest.at(-1)?.dateFrom);
    expect(latest[0]?.dateFrom).not.toBe(earliest[0]?.dateFrom);
  });

  it('pages without overlaps or gaps when many sites share a key', async () => {
    const whole = await publishing('pageSize=100&sortBy=jobOrder&sortDirection=desc');
    const pages = [];
    for (let page = 1; page <= 6; page++) {
      pages.push(...(await publishing(`page=${page}&pageSize=7&sortBy=jobOrder&sortDirection=desc`)));
    }
    expect(pages.map((site) => site.siteCode)).toEqual(whole.map((site) => site.siteCode));
    expect(new Set(whole.map((site) => site.jobTaskId)).size).toBeLessThan(whole.length);
  });

  it('sorts the filtered list too', async () => {
    const sites = await publishing('pageSize=100&clientCode=CL0001&sortBy=name&sortDirection=desc');
    expect(sites.map((site) => site.siteCode).sort()).toEqual(siteCodes(1, 18));
    const keys = sites.map(keysOf.name);
    expect(keys).toEqual([...keys].sort((a, b) => compare(a, b, 'desc')));
  });

  it('refuses an unknown sort or direction with 400 naming the field', async () => {
    const response = await get('sortBy=colore&sortDirection=su');
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; body: { fields: { path: string }[] } }>();
    expect(body.message).toBe('Invalid parameters');
    expect(body.body.fields.map((field) => field.path).sort()).toEqual([
      'querystring.sortBy',
      'querystring.sortDirection',
    ]);
  });
});
