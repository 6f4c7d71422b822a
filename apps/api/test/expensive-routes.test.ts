import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@portale/shared';
import { multipart } from './support/multipart.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * The routes that cost the server much (the room import, the zip of invoices, the Excel exports) take
 * a limited number of calls per minute from each user. The limit counts every call, so the calls here
 * are the cheapest each route answers.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const limit = 3;

beforeAll(async () => {
  testApp = await createTestApp({ EXPENSIVE_ROUTE_CALLS_PER_MINUTE: String(limit) });
  for (const username of ['staff.demo', 'operatore.demo', 'cliente.demo'])
    tokens[username] = await loginAs(testApp, username);
});
afterAll(() => closeTestApp(testApp));

function call(username: string, route: { method: 'GET' | 'POST'; url: string }) {
  const upload = multipart([
    { name: 'siteCode', body: 'UB999999' },
    { name: 'file', filename: 'locali.xlsx', body: Buffer.from('non è un foglio') },
  ]);
  return testApp.app.inject({
    ...route,
    headers: {
      ...bearer(tokens[username] ?? ''),
      ...(route.method === 'POST' && { 'content-type': upload.contentType }),
    },
    ...(route.method === 'POST' && { payload: upload.payload }),
  });
}

async function expectLimited(username: string, route: { method: 'GET' | 'POST'; url: string }) {
  for (let count = 1; count <= limit; count += 1) {
    const response = await call(username, route);
    expect(response.statusCode, `${route.url}, call ${count}`).not.toBe(429);
  }
  const refused = await call(username, route);
  expect(refused.statusCode, refused.body).toBe(429);
  expect(refused.json<ApiErrorBody>().body.code).toBe('TOO_MANY_REQUESTS');
}

describe('a per-user limit on expensive routes', () => {
  it('refuses a user’s room imports past the limit, not another user’s', async () => {
    const route = { method: 'POST', url: '/api/site/import-rooms' } as const;
    await expectLimited('staff.demo', route);
    expect((await call('operatore.demo', route)).statusCode).not.toBe(429);
  });

  it('limits the zip of invoices and every Excel export', async () => {
    await expectLimited('cliente.demo', { method: 'GET', url: '/api/billing/zip?documentIds=0' });
    await expectLimited('cliente.demo', { method: 'GET', url: '/api/billing/my-list/export?search=%00' });
    await expectLimited('cliente.demo', { method: 'GET', url: '/api/site/my-list/export?search=%00' });
    await expectLimited('staff.demo', { method: 'GET', url: '/api/real-estate/UB999999/rooms/export' });
  });
});
