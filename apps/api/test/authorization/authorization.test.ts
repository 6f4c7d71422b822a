/**
 * The authorisation matrix: every route of the built app, called as nobody, as every demo account, and
 * as one user for each customer sub-role and each back-office permission holding only that one
 * (callers.ts).
 *
 * How it works: the routes come from the OpenAPI document (every route registered with registerRoute is in
 * it), plus the web app's /config.json, which the document leaves out (`routesOutsideDocument`);
 * /api/openapi.json and the /api/docs viewer are public documentation, hidden from it and left out. Each
 * route needs an entry in one of the `*.matrix.ts` files of this folder, which say who may call it
 * (`access`: the rule of the area's authorisation table it follows, such as
 * `customersOf(ticketsAccess.rules.open)`, or `signedIn`, `everyone`) and how to call it (`request`, with
 * the caller's own ids or another customer's from the context). An allowed caller must get anything but
 * 401/403; anyone else 401 (anonymous) or 403. A contract moved to the wrong sub-role or permission lets a
 * single-role user in, or keeps one out, against its rule: the test fails. It also fails for a route
 * without an entry, an entry without a route, and a customer or staff policy that is no rule of the table.
 *
 * To add an area: create `<area>.matrix.ts` here exporting `matrix: MatrixEntry[]` (see matrix.ts for
 * the admissions and `variants` for the same call with another customer's ids). It is picked up by its
 * file name; nothing else to register.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaTables, buildPath, type AccessPolicy, type AccessRule } from '@portale/shared';
import { bearer, closeTestApp, createTestApp, demoPassword, type TestApp } from '../support/test-app.ts';
import { accounts, createSingleRoleUsers, loadContexts } from './callers.ts';
import type { Account, MatrixCase, MatrixContext, MatrixEntry } from './matrix.ts';

const folder = path.dirname(fileURLToPath(import.meta.url));

let testApp: TestApp;
let routes: string[] = [];
let policies: { route: string; access: AccessPolicy }[] = [];
const entries: (MatrixEntry & { file: string })[] = [];
let contexts: MatrixContext[] = [];
const tokens = new Map<Account, string>();

/** Routes of the app that the OpenAPI document leaves out, as they are no API operation. */
const routesOutsideDocument = ['GET /config.json'];

const prefixOf = (entry: MatrixEntry) => (entry.outsideApi ? '' : '/api');

/** 'GET /api/user/{userid}/details' for an entry's '/user/:userid/details'. */
const routeKey = (entry: MatrixEntry) =>
  `${entry.method} ${prefixOf(entry)}${entry.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/** Whether a route's customer or staff policy is the one a rule of the authorisation table gives. */
function comesFromTable(access: AccessPolicy): boolean {
  const rules: AccessRule[] = Object.values(areaTables).flatMap((table) => Object.values(table.rules));
  const same = (listed: 'every' | readonly number[], named: readonly number[]) =>
    listed === 'every'
      ? named.length === 0
      : listed.length > 0 && JSON.stringify(listed) === JSON.stringify(named);
  if (access.kind === 'customer') return rules.some((rule) => same(rule.customerSubRoles, access.subRoles));
  if (access.kind === 'staff') return rules.some((rule) => same(rule.staffPermissions, access.permissions));
  return true;
}

async function signIn(account: Account): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: account, password: demoPassword },
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${account}: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

beforeAll(async () => {
  testApp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { 'x-access'?: AccessPolicy }>>;
  }>();
  policies = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) =>
      operation['x-access']
        ? [{ route: `${method.toUpperCase()} ${route}`, access: operation['x-access'] }]
        : [],
    ),
  );
  routes = [
    ...Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    ),
    ...routesOutsideDocument,
  ];
  const files = readdirSync(folder).filter((file) => file.endsWith('.matrix.ts'));
  for (const file of files) {
    const module = (await import(path.join(folder, file))) as { matrix: MatrixEntry[] };
    entries.push(...module.matrix.map((entry) => ({ ...entry, file })));
  }
  await createSingleRoleUsers(testApp);
  contexts = await loadContexts(testApp);
  for (const account of accounts) if (account !== 'anonymous') tokens.set(account, await signIn(account));
}, 120_000);
afterAll(() => closeTestApp(testApp));

describe('the authorisation matrix', () => {
  it('has exactly one entry for every route, and no entry without a route', () => {
    const keys = entries.map(routeKey);
    expect(routes.length).toBeGreaterThan(30);
    expect(
      routes.filter((route) => !keys.includes(route)),
      'routes without an entry',
    ).toEqual([]);
    expect(
      keys.filter((key) => !routes.includes(key)),
      'entries without a route',
    ).toEqual([]);
    expect(
      keys.filter((key, index) => keys.indexOf(key) !== index),
      'entries given twice',
    ).toEqual([]);
  });

  it('gives every customer and staff route the policy of a rule of the authorisation table', () => {
    expect(policies.filter(({ access }) => access.kind === 'customer').length).toBeGreaterThan(5);
    expect(policies.filter(({ access }) => access.kind === 'staff').length).toBeGreaterThan(20);
    expect(policies.filter(({ access }) => !comesFromTable(access))).toEqual([]);
  });

  it('lets exactly the allowed accounts past the gate of every route, with their own and foreign ids', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const entry of entries) {
      const cases: MatrixCase[] = [
        { name: 'as written', access: entry.access, ...(entry.request && { request: entry.request }) },
        ...(entry.variants ?? []),
      ];
      for (const matrixCase of cases) {
        for (const context of contexts) {
          const account = context.caller.account;
          const request = matrixCase.request?.(context) ?? {};
          const query = new URLSearchParams(
            Object.entries(request.query ?? {}).map(([name, value]): [string, string] => [
              name,
              String(value),
            ]),
          ).toString();
          const url = `${prefixOf(entry)}${buildPath(entry.path, request.params)}${query ? `?${query}` : ''}`;
          const token =
            account === 'anonymous'
              ? undefined
              : entry.freshSession
                ? await signIn(account)
                : tokens.get(account);
          const hasBody = entry.method !== 'GET' && entry.method !== 'DELETE';
          const response = await testApp.app.inject({
            method: entry.method,
            url,
            ...(token && { headers: bearer(token) }),
            ...(hasBody && { payload: (request.body ?? {}) as object }),
          });
          calls += 1;
          const allowed = matrixCase.access(context.caller);
          const status = response.statusCode;
          const expected = allowed ? 'allowed' : account === 'anonymous' ? '401' : '403';
          const ok = allowed ? status !== 401 && status !== 403 : status === Number(expected);
          if (!ok) {
            failures.push(
              `${entry.method} ${url} [${matrixCase.name}, ${entry.file}] as ${account}: expected ${expected}, got ${status} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // routes x accounts, plus the variants: the closing note of issue 3 quotes this size.
    expect(calls).toBeGreaterThanOrEqual(routes.length * accounts.length);
  }, 120_000);
});
