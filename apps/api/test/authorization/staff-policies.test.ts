import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '@portale/shared';
import { query, sql } from '../support/identity.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from '../support/test-app.ts';

/**
 * No route is open to "any staff": every staff policy names the permissions it needs, so a staff user
 * holding none (a phished password of a newcomer), or one who must enrol in two-factor first, passes
 * no staff route at all.
 */

type StaffRoute = { method: string; url: string; permissions: readonly number[] };

async function staffRoutes(testApp: TestApp): Promise<StaffRoute[]> {
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { 'x-access'?: AccessPolicy }>>;
  }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const access = operation['x-access'];
      if (access?.kind !== 'staff') return [];
      // The gate runs before validation: any value of a path parameter reaches it.
      const url = path.replace(/\{[^}]+\}/g, 'x');
      return [{ method: method.toUpperCase(), url, permissions: access.permissions }];
    }),
  );
}

async function statusesAs(testApp: TestApp, token: string, routes: StaffRoute[]) {
  const statuses: Record<string, number> = {};
  for (const route of routes) {
    const response = await testApp.app.inject({
      method: route.method as 'GET',
      url: route.url,
      headers: bearer(token),
    });
    statuses[`${route.method} ${route.url}`] = response.statusCode;
  }
  return statuses;
}

const allForbidden = (statuses: Record<string, number>) =>
  Object.fromEntries(Object.keys(statuses).map((route) => [route, 403]));

describe('staff policies', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => closeTestApp(testApp));

  it('every staff route names at least one permission', async () => {
    const routes = await staffRoutes(testApp);
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => route.permissions.length === 0)).toEqual([]);
  });

  it('a staff user without permissions passes none of them, the site pickers included', async () => {
    await query(
      testApp,
      sql`update users set back_office_permissions = '{}' where username = 'operatore.demo'`,
    );
    const routes = await staffRoutes(testApp);
    const statuses = await statusesAs(testApp, await loginAs(testApp, 'operatore.demo'), routes);
    expect(statuses['GET /api/site/list']).toBe(403);
    expect(statuses['GET /api/site/autocomplete-by-customer/x']).toBe(403);
    expect(statuses).toEqual(allForbidden(statuses));
  });
});

describe('staff who must enrol in two-factor (TWO_FACTOR_REQUIRED_FOR_STAFF)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ TWO_FACTOR_REQUIRED_FOR_STAFF: 'true' });
  });
  afterAll(() => closeTestApp(testApp));

  it('pass no staff route until they enrol, but may read their profile to do so', async () => {
    const token = await loginAs(testApp, 'staff.demo');
    const statuses = await statusesAs(testApp, token, await staffRoutes(testApp));
    expect(statuses['GET /api/site/list']).toBe(403);
    expect(statuses['GET /api/site/list-with-dates/x']).toBe(403);
    expect(statuses).toEqual(allForbidden(statuses));
    const me = await testApp.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  });
});
