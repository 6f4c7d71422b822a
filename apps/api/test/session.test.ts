import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from './support/identity.ts';
import {
  bearer,
  closeTestApp,
  createTestApp,
  demoPassword,
  loginAs,
  type TestApp,
} from './support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => closeTestApp(testApp));

const login = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/user/login', payload: payload as object });
const me = (token: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

describe('POST /user/login', () => {
  it('signs a demo user in with a 256-bit bearer token', async () => {
    const response = await login({ username: 'cliente.demo', password: demoPassword });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; expiresAt: string }>();
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('accepts the username in any case', async () => {
    expect((await login({ username: 'Cliente.Demo', password: demoPassword })).statusCode).toBe(200);
  });

  it('answers a wrong password with 401 and the catalogue message', async () => {
    const response = await login({ username: 'cliente.demo', password: 'Sbagliata1!' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'User is not authorized to access',
      status: 401,
      body: { code: 'LOGIN_NOT_AUTHORIZED' },
    });
  });

  it('answers an unknown user with 404 User not found', async () => {
    const response = await login({ username: 'nessuno.demo', password: demoPassword });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'User not found', status: 404 });
  });

  it('refuses a disabled user with 403 even with the right password', async () => {
    await query(testApp, sql`update users set enabled = false where username = 'altro.demo'`);
    const response = await login({ username: 'altro.demo', password: demoPassword });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'User doesnt have permission to login' });
    await query(testApp, sql`update users set enabled = true where username = 'altro.demo'`);
  });

  it('answers a malformed body with SPEC.md’s 400 Unknow error naming the fields, never 500', async () => {
    const response = await login({ username: '', password: 42 });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; body: { code: string; fields: { path: string }[] } }>();
    expect(body.message).toBe('Unknow error');
    expect(body.body.code).toBe('LOGIN_UNKNOWN_ERROR');
    expect(body.body.fields.map((field) => field.path)).toEqual(
      expect.arrayContaining(['body.username', 'body.password']),
    );
    // A NUL, refused before the body is checked, answers the same.
    const withNul = await login({ username: 'cliente\u0000.demo', password: 'x' });
    expect(withNul.json()).toMatchObject({ status: 400, message: 'Unknow error' });
  });
});

describe('GET /user/me', () => {
  it('returns the customer profile with company, sub-roles and the documents and billing badges', async () => {
    const response = await me(await loginAs(testApp, 'cliente.demo'));
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      username: 'cliente.demo',
      isAuthenticated: true,
      roles: ['customer'],
      hasNotifications: false,
      ati: { isAti: false, image: null, atiName: null },
      backOfficeSubRoles: [],
    });
    expect(profile.customerSubRoles).toHaveLength(17);
    // The invoices of the customer she has not opened (the demo's users opened those older than 40 days).
    const [unopened] = await query<{ count: number }>(
      testApp,
      sql`select count(*)::int as count from billing_documents b join users u on u.username = 'cliente.demo'
          where b.customer_code = u.customer_code
          and not exists (select 1 from billing_document_opens o where o.user_id = u.id and o.document_id = b.id)`,
    );
    expect(profile.newBillingDocuments).toBe(Number(unopened?.count));
    expect(profile.newBillingDocuments).toBeGreaterThan(0);
    // The latest documents of her customer, job orders and published sites she has not opened.
    const [newDocuments] = await query<{ count: number }>(
      testApp,
      sql`select count(*)::int as count from documents d join users u on u.username = 'cliente.demo'
          where not d.outdated and d.category <> 'site-image'
          and not exists (select 1 from document_opens o where o.user_id = u.id and o.document_id = d.id)
          and exists (select 1 from document_associations a where a.document_id = d.id
            and a.customer_code = u.customer_code and ((a.job_order_id is null and a.site_code is null)
            or exists (select 1 from sites s where s.published
              and (s.code = a.site_code or (a.site_code is null and s.job_order_id = a.job_order_id)))))`,
    );
    expect(profile.newDocuments).toBe(Number(newDocuments?.count));
    expect(profile.newDocuments).toBeGreaterThan(0);
    expect(profile.profile.companyName.length).toBeGreaterThan(3);
    expect(profile).not.toHaveProperty('passwordHash');
  });

  it('shows the ATI name and logo to a group user', async () => {
    const profile = (await me(await loginAs(testApp, 'ati.demo'))).json();
    expect(profile.roles).toEqual(['customer', 'ati']);
    expect(profile.ati.isAti).toBe(true);
    expect(profile.ati.atiName).toMatch(/^ATI /);
    expect(profile.ati.image).toMatch(/^data:image\//);
  });

  it('gives staff their back-office permissions and the provider as company', async () => {
    const staff = (await me(await loginAs(testApp, 'staff.demo'))).json();
    expect(staff.roles).toEqual(['staff']);
    expect(staff.backOfficeSubRoles).toHaveLength(18);
    expect(staff.customerSubRoles).toEqual([]);
    const operator = (await me(await loginAs(testApp, 'operatore.demo'))).json();
    expect(operator.backOfficeSubRoles).toEqual([4, 5]);
  });

  it('answers 401 without a token, and 401 Token-Expired for a token that never existed', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['token-expired']).toBeUndefined();
    const forged = await me('x'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['token-expired']).toBe('true');
  });

  it('expires a session idle for longer than the idle lifetime', async () => {
    const token = await loginAs(testApp, 'limitato.demo');
    expect((await me(token)).statusCode).toBe(200);
    await query(
      testApp,
      sql`update sessions set last_seen_at = now() - interval '61 minutes' where user_id = (select id from users where username = 'limitato.demo')`,
    );
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['token-expired']).toBe('true');
  });

  it('expires a session past its absolute lifetime even when in use', async () => {
    const token = await loginAs(testApp, 'limitato.demo');
    await query(
      testApp,
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where username = 'limitato.demo')`,
    );
    expect((await me(token)).headers['token-expired']).toBe('true');
  });

  it('locks out a user disabled while signed in on the next request', async () => {
    const token = await loginAs(testApp, 'altro.demo');
    await query(testApp, sql`update users set enabled = false where username = 'altro.demo'`);
    expect((await me(token)).statusCode).toBe(401);
    await query(testApp, sql`update users set enabled = true where username = 'altro.demo'`);
  });
});

describe('POST /user/logout', () => {
  it('deletes the session so the token stops working', async () => {
    const token = await loginAs(testApp, 'cliente.demo');
    const other = await loginAs(testApp, 'cliente.demo');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.headers['token-expired']).toBe('true');
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('login rate limit', () => {
  it('answers 429 once an address passes the per-minute limit', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: 'cliente.demo', password: 'Sbagliata1!' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await closeTestApp(limited);
    }
  });
});
