import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Answers that must not be kept: every /api answer carries `Cache-Control: no-store` (files and exports
 * their own `private, no-store`), and the CSP lets the page connect to its own origin only.
 */

let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['cliente.demo', 'staff.demo']) tokens[username] = await loginAs(testApp, username);
});
afterAll(() => closeTestApp(testApp));

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

describe('Cache-Control on /api answers', () => {
  it.each([
    ['cliente.demo', '/user/me'],
    ['cliente.demo', '/site/my-list'],
    ['cliente.demo', '/tickets/my-list'],
    ['cliente.demo', '/notifications/my-list'],
    ['staff.demo', '/user/me'],
    ['staff.demo', '/tickets/queue'],
    ['staff.demo', '/audit'],
  ])('is no-store on what %s reads at %s', async (username, url) => {
    const response = await call('GET', url, username);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on a refusal, a validation error and an unknown path too', async () => {
    const refused = await call('GET', '/audit', 'cliente.demo');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    const invalid = await call('GET', '/tickets/my-list?from=2025-02-30', 'cliente.demo');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const unknown = await call('GET', '/nothing-here', 'cliente.demo');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['/site/my-list/export', /^attachment; filename="ubicazioni-\d{4}-\d{2}-\d{2}\.xlsx";/],
    ['/billing/my-list/export', /^attachment; filename="fatture-\d{4}-\d{2}-\d{2}\.xlsx";/],
    [
      '/real-estate/UB000001/rooms/export',
      /^attachment; filename="locali-UB000001-\d{4}-\d{2}-\d{2}\.xlsx";/,
    ],
  ])('sends the export %s as a private, no-store download, never shown in the page', async (url, name) => {
    const response = await call('GET', url, 'cliente.demo');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-disposition']).toMatch(name);
  });

  it('is no-store on every GET of the OpenAPI document, as a customer and as staff', async () => {
    const document = (
      await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json<OpenApiDocument>();
    const paths = Object.entries(document.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path.replace(/\{[^}]+\}/g, 'x'));
    expect(paths.length).toBeGreaterThan(20);
    const kept: string[] = [];
    for (const username of ['cliente.demo', 'staff.demo']) {
      for (const path of paths) {
        const response = await call('GET', path.replace(/^\/api/, ''), username);
        const cacheControl = String(response.headers['cache-control'] ?? '');
        if (!/(^|[\s,])no-store($|[\s,])/.test(cacheControl))
          kept.push(
            `${path} as ${username}: ${response.statusCode} cache-control ${cacheControl || '(none)'}`,
          );
      }
    }
    expect(kept).toEqual([]);
  });

  it('leaves the web app configuration outside /api to its own no-cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the content security policy', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1);

  it('lets the page connect to its own origin only, with no websocket to any host', async () => {
    for (const url of ['/api/health', '/config.json', '/api/user/me']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(directive(policy, 'connect-src'), url).toEqual(["'self'"]);
      expect(directive(policy, 'default-src'), url).toEqual(["'self'"]);
      expect(policy).not.toMatch(/(^|\s)wss?:(\s|;|$)/);
    }
  });
});
