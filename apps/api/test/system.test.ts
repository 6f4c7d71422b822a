import { publicAccess } from '@portale/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';
import { testDatabaseKind } from './support/test-database.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => closeTestApp(testApp));

describe('health and readiness', () => {
  it('reports the process up with its version', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('reports ready when the database answers, naming the driver', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.json()).toEqual({ status: 'ready', database: testDatabaseKind });
  });
});

describe('an instance stopping behind a load balancer', () => {
  it('answers its health check 503 with Retry-After once draining, and keeps serving meanwhile', async () => {
    const stopping = await createTestApp();
    try {
      stopping.services.drain();
      const health = await stopping.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('1');
      const ready = await stopping.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await closeTestApp(stopping);
    }
  });
});

describe('web app configuration', () => {
  it('serves /config.json from the API configuration, with the durations the screens state', async () => {
    const custom = await createTestApp({
      TILE_SERVER_URL: 'https://tiles.example.it/{z}/{x}/{y}.png',
      ANALYTICS_ID: 'G-123',
      LOGIN_LOCKOUT_MINUTES: '30',
      CODE_TTL_FIRST_ACCESS_HOURS: '48',
      CODE_TTL_IMPERSONATION_MINUTES: '5',
      TICKET_DUE_HOURS_MEDIUM: '12',
    });
    try {
      const response = await custom.app.inject({ method: 'GET', url: '/config.json' });
      expect(response.json()).toEqual({
        apiBaseUrl: '/api',
        tileServerUrl: 'https://tiles.example.it/{z}/{x}/{y}.png',
        analyticsId: 'G-123',
        version: expect.any(String),
        durations: {
          loginLockoutMinutes: 30,
          activationLinkHours: 48,
          impersonationLinkMinutes: 5,
          ticketDueHours: { VERY_HIGH: 4, HIGH: 8, MEDIUM: 12, LOW: 72, VERY_LOW: 168 },
        },
      });
      expect(response.headers['content-security-policy']).toContain('https://tiles.example.it');
    } finally {
      await closeTestApp(custom);
    }
  });
});

describe('errors', () => {
  it('answers an unknown API path with the catalogue shape and a request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toEqual({
      message: 'Not found',
      status: 404,
      body: { code: 'NOT_FOUND', requestId },
    });
  });

  it('hides the internals of an unexpected failure behind the generic 500', async () => {
    const failing = await createTestApp({}, (app) =>
      app.get('/api/failing', { config: { access: publicAccess } }, () => {
        throw new Error('connection to db-secret-host refused');
      }),
    );
    const response = await failing.app.inject({ method: 'GET', url: '/api/failing' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ message: 'Generic error', status: 500 });
    expect(response.body).not.toContain('db-secret-host');
    expect(response.body).not.toMatch(/\.ts:\d+/);
    await closeTestApp(failing);
  });

  it('answers 503 with Retry-After, not 500, while the database cannot be reached', async () => {
    const cut = await createTestApp({}, (app) =>
      app.get('/api/cut', { config: { access: publicAccess } }, () => {
        const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), {
          code: 'ECONNREFUSED',
        });
        throw new Error('Failed query: select 1', { cause: refused });
      }),
    );
    try {
      const response = await cut.app.inject({ method: 'GET', url: '/api/cut' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
      expect(response.body).not.toContain('10.0.0.5');
    } finally {
      await closeTestApp(cut);
    }
  });

  it('refuses to register an API route without an access policy', async () => {
    await expect(createTestApp({}, (app) => app.get('/api/unguarded', () => 'open'))).rejects.toThrow(
      /declares no access policy/,
    );
  });

  it('refuses a NUL character in the query or the body with 400 before any database call', async () => {
    const token = await loginAs(testApp, 'cliente.demo');
    const query = await testApp.app.inject({
      method: 'GET',
      url: '/api/site/my-list?query=%00',
      headers: bearer(token),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      message: 'Invalid parameters',
      body: { fields: [{ path: 'query' }] },
    });
    const body = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'cliente\u0000.demo', password: 'x' },
    });
    expect(body.statusCode).toBe(400);
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('documents every route of SPEC.md built so far under /api', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/login',
        '/api/user/me',
        '/api/user/logout',
        '/api/health',
        '/api/ready',
      ]),
    );
    expect(document.paths['/api/user/login'].post.requestBody).toBeDefined();
  });

  it('serves the viewer at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
