import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayPattern, instantPattern, errorCatalogue, type ApiErrorBody } from '@portale/shared';
import { closeTestApp, createTestApp, demoPassword, type TestApp } from './support/test-app.ts';

/**
 * Walks every operation of the OpenAPI document (so each new route is covered the day it lands) and
 * throws generated and malicious params, query strings and bodies at it, signed in and not.
 * Nothing may answer 5xx, leak a stack trace, or take longer than 2 s.
 */

type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProperties: string[];
  parameters: OpenApiParameter[];
  requestBody: unknown;
};

const maliciousStrings = [
  "' OR 1=1 --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '9'.repeat(400),
  'ä'.repeat(5000),
  '-1',
  '1e309',
  'NaN',
  '',
  ' ',
  '🚀',
];

const hostileString = fc.oneof(
  fc.constantFrom(...maliciousStrings),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
  fc.constant({ __proto__: { admin: true } }),
);

/**
 * What every declared query parameter is sent, one at a time: impossible, far and malformed days, huge
 * and non-numbers, empty and very long strings, and the parameter repeated (`a=1&a=2`).
 */
const edgeQueryValues: (string | string[])[] = [
  '2025-02-30',
  '2025-02-29',
  '2025-13-01',
  '2025-00-00',
  '0000-01-01',
  '0001-01-01',
  '99999-01-01',
  '+275760-09-13',
  '1899-12-31',
  '1900-01-01',
  '2199-12-31',
  '2200-01-01',
  '2025-01-01T00:00:00Z',
  '1e308',
  '-1e308',
  '9999999999999999999',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '',
  ' ',
  '\u0000',
  'x'.repeat(10_000),
  ['1', '2'],
  ['2025-01-01', '2025-01-31'],
  ['', 'NaN'],
];

/** Days no contract accepts: each must be a 400 naming the field. */
const badDays = [
  '2025-02-30',
  '2026-02-29',
  '1900-02-29',
  '2025-04-31',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '2200-01-01',
  '99999-01-01',
  '+002025-01-01',
  '2025-1-1',
  '2025-01-01T00:00:00Z',
  '',
  'NaN',
];

let testApp: TestApp;
let operations: Operation[] = [];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = listOperations(document);
}, 60_000);
afterAll(() => closeTestApp(testApp));

async function freshToken(username: string) {
  const { token } = await testApp.services.sessions.login({
    username,
    password: demoPassword,
    ip: '127.0.0.1',
  });
  return token;
}

describe('hostile input on every route of the OpenAPI document', () => {
  it('finds the routes to attack', () => {
    expect(operations.length).toBeGreaterThanOrEqual(5);
  });

  it('never answers 5xx, never leaks a stack, never takes over 2 s', async () => {
    const identities = ['anonymous', 'forged', 'cliente.demo', 'staff.demo'] as const;
    for (const operation of operations) {
      for (const identity of identities) {
        if (identity === 'cliente.demo' || identity === 'staff.demo')
          tokens[identity] = await freshToken(identity);
      }
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...identities),
          fc.tuple(...operation.pathParams.map(() => hostileString), fc.constant('')),
          fc.dictionary(
            fc.oneof(fc.constantFrom(...operation.queryParams, 'x'), hostileString),
            hostileString,
            { maxKeys: 5 },
          ),
          fc.oneof(
            fc.record(Object.fromEntries(operation.bodyProperties.map((name) => [name, hostileValue])), {
              requiredKeys: [],
            }),
            hostileValue,
            fc.constant('{"unterminated": '),
          ),
          async (identity, pathValues, query, body) => {
            const url = buildUrl(operation, pathValues, query);
            const headers: Record<string, string> = {};
            if (identity === 'forged') headers.authorization = `Bearer ${'A'.repeat(43)}`;
            else if (identity !== 'anonymous') headers.authorization = `Bearer ${tokens[identity]}`;
            const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
            if (hasBody) headers['content-type'] = 'application/json';
            const started = performance.now();
            const response = await testApp.app.inject({
              method: operation.method as 'GET',
              url,
              headers,
              ...(hasBody && { payload: typeof body === 'string' ? body : JSON.stringify(body ?? null) }),
            });
            const elapsed = performance.now() - started;
            const label = `${operation.method} ${url} as ${identity}: ${response.statusCode} ${response.body.slice(0, 200)}`;
            expect(response.statusCode, label).toBeLessThan(500);
            expect(response.body, label).not.toMatch(/\s+at\s.+\.(ts|js):\d+/);
            expect(elapsed, label).toBeLessThan(2_000);
          },
        ),
        { numRuns: 40, seed: 20261120 },
      );
    }
  }, 300_000);

  it('answers edge values in every declared query parameter, as a customer and as staff', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations.filter((candidate) => candidate.queryParams.length > 0)) {
      for (const identity of ['cliente.demo', 'staff.demo']) {
        const token = await freshToken(identity);
        for (const name of operation.queryParams) {
          for (const value of edgeQueryValues) {
            const search = new URLSearchParams();
            for (const one of [value].flat()) search.append(name, one);
            const started = performance.now();
            const response = await send(operation, `${plausiblePath(operation)}?${search}`, token);
            const elapsed = performance.now() - started;
            sent++;
            const shown = typeof value === 'string' && value.length > 40 ? `${value.slice(0, 12)}…` : value;
            const label = `${operation.method} ${operation.path} ${name}=${JSON.stringify(shown)} as ${identity}`;
            failures.push(...problemsOf(response, elapsed, label));
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  }, 600_000);

  it('finds the date filters of the audit log and of both ticket lists', () => {
    const dateQueries = operations.flatMap((operation) =>
      dateQueryParams(operation).map((name) => `${operation.method} ${operation.path} ${name}`),
    );
    expect(dateQueries).toEqual(
      expect.arrayContaining([
        'GET /api/audit from',
        'GET /api/audit to',
        'GET /api/tickets/my-list from',
        'GET /api/tickets/my-list to',
        'GET /api/tickets/queue from',
        'GET /api/tickets/queue to',
      ]),
    );
  });

  it('answers a bad date in a query with 400 naming the field, and the first and last days with data', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => dateQueryParams(candidate).length > 0)) {
      const names = dateQueryParams(operation);
      let answered = 0;
      for (const identity of ['cliente.demo', 'staff.demo']) {
        const token = await freshToken(identity);
        const call = (query: Record<string, string>) =>
          send(operation, `${plausiblePath(operation)}?${new URLSearchParams(query)}`, token);
        // Refused to this identity before its query is read: the other identity is the one that checks.
        if ((await call({})).statusCode === 403) continue;
        answered++;
        for (const name of names) {
          for (const day of badDays) {
            const response = await call({ [name]: day });
            const label = `${operation.method} ${operation.path} ${name}=${JSON.stringify(day)} as ${identity}`;
            const body = response.json<ApiErrorBody>();
            const named = body.body?.fields?.some((field) => field.path === `querystring.${name}`);
            if (response.statusCode !== 400 || body.message !== errorCatalogue.VALIDATION.message || !named)
              failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
          }
        }
        const extremes = [
          ...names.flatMap((name) => [{ [name]: '1900-01-01' }, { [name]: '2199-12-31' }]),
          Object.fromEntries(names.map((name, index) => [name, index === 0 ? '1900-01-01' : '2199-12-31'])),
          Object.fromEntries(names.map((name, index) => [name, index === 0 ? '2199-12-31' : '1900-01-01'])),
        ];
        for (const query of extremes) {
          const response = await call(query);
          if (response.statusCode !== 200)
            failures.push(
              `${operation.method} ${operation.path}?${new URLSearchParams(query)} as ${identity}: ` +
                `${response.statusCode} ${response.body.slice(0, 300)}`,
            );
        }
      }
      if (answered === 0) failures.push(`${operation.method} ${operation.path}: refused to every identity`);
    }
    expect(failures).toEqual([]);
  });

  it('takes every date, in a path, a query or a body, as the one calendar day of 1900 to 2199', () => {
    const dates: string[] = [];
    const wrong: string[] = [];
    for (const operation of operations) {
      const where = `${operation.method} ${operation.path}`;
      visitSchemas(
        { parameters: operation.parameters, requestBody: operation.requestBody },
        where,
        (node, at) => {
          // An instant taken as input (a stamping's) has the same years, on a calendar day of theirs.
          if (node.format !== 'date' && node.format !== 'date-time') return;
          dates.push(at);
          const pattern = node.format === 'date' ? calendarDayPattern : instantPattern;
          if (node.pattern !== pattern.source) wrong.push(at);
        },
      );
    }
    expect(dates.length).toBeGreaterThanOrEqual(10);
    expect(wrong).toEqual([]);
  });
});

function listOperations(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: Object.keys(bodySchema?.properties ?? {}),
        parameters,
        requestBody: operation.requestBody,
      };
    }),
  );
}

type JsonSchema = { type?: string; format?: string; pattern?: string; enum?: unknown[] };
type OpenApiParameter = { in: string; name: string; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

function buildUrl(operation: Operation, pathValues: string[], query: Record<string, string>): string {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(pathValues[index++] || 'x'));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The query parameters of an operation that take a calendar day. */
function dateQueryParams(operation: Operation): string[] {
  return operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.schema?.format === 'date')
    .map((parameter) => parameter.name);
}

/**
 * The operation's path with values its path parameters accept, so that the query is what gets checked: a
 * site code is the demo site both cliente.demo and staff see, as a code of the wrong form answers 400
 * before the query is read.
 */
function plausiblePath(operation: Operation): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === 'siteCode') return 'UB000001';
    const schema = operation.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    if (schema?.enum?.length) return encodeURIComponent(String(schema.enum[0]));
    if (schema?.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
    if (schema?.type === 'integer') return '1';
    return 'x';
  });
}

function send(operation: Operation, url: string, token: string) {
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return testApp.app.inject({
    method: operation.method as 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(hasBody && { 'content-type': 'application/json' }),
    },
    ...(hasBody && { payload: '{}' }),
  });
}

/** What is wrong with an answer to hostile input: a 5xx, a stack trace, or over 2 s. */
function problemsOf(response: { statusCode: number; body: string }, elapsed: number, label: string) {
  const problems: string[] = [];
  if (elapsed >= 2_000) problems.push(`${label}: ${Math.round(elapsed)} ms`);
  if (response.statusCode >= 500)
    problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  if (/\s+at\s.+\.(ts|js):\d+/.test(response.body)) problems.push(`${label}: stack trace in the body`);
  return problems;
}

/** Calls visit on every JSON schema object under a node (parameters, request bodies), with its place. */
function visitSchemas(node: unknown, at: string, visit: (schema: JsonSchema, at: string) => void) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => {
      const name = (item as { name?: unknown } | null)?.name;
      visitSchemas(item, `${at}/${typeof name === 'string' ? name : index}`, visit);
    });
    return;
  }
  if (node === null || typeof node !== 'object') return;
  visit(node as JsonSchema, at);
  for (const [key, value] of Object.entries(node)) visitSchemas(value, `${at}/${key}`, visit);
}
