import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailServer, type MailServer } from '../support/mail-server.ts';
import { auditOf, inject, login, query, sql, userIdOf } from '../support/identity.ts';
import { closeTestApp, createTestApp, demoPassword, type TestApp } from '../support/test-app.ts';

/** POST /user/login with every status of SPEC.md section 8, the lockout and the password expiry. */

let testApp: TestApp;
let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
  testApp = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL: 'https://portale.example.it' });
});
afterAll(async () => {
  await closeTestApp(testApp);
  await mail.close();
});

const setUser = (username: string, assignment: ReturnType<typeof sql>) =>
  query(testApp, sql`update users set ${assignment} where username = ${username}`);

describe('login statuses', () => {
  it('200: signs in, records the sign-in with the address, and sets the last login', async () => {
    const response = await login(testApp, 'cliente.demo');
    expect(response.statusCode).toBe(200);
    const [entry] = await auditOf(testApp, await userIdOf(testApp, 'cliente.demo'));
    expect(entry).toMatchObject({ event: 'login_succeeded', ip: '127.0.0.1' });
  });

  it('401: wrong password, with the catalogue message, counted as a failure', async () => {
    const response = await login(testApp, 'limitato.demo', 'Sbagliata1!');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'User is not authorized to access', status: 401 });
    const [entry] = await auditOf(testApp, await userIdOf(testApp, 'limitato.demo'));
    expect(entry?.event).toBe('login_failed');
    expect(JSON.stringify(entry)).not.toContain('Sbagliata1!');
  });

  it('404: unknown user, audited with the typed username only', async () => {
    const response = await login(testApp, 'nessuno.demo');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('User not found');
    const rows = await query<{ event: string }>(
      testApp,
      sql`select event from audit_log where username = 'nessuno.demo' and subject_user_id is null`,
    );
    expect(rows.map((row) => row.event)).toEqual(['login_failed']);
  });

  it('403: a disabled user, a user who never completed first access, a user of an inactive customer', async () => {
    await setUser('altro.demo', sql`enabled = false`);
    expect((await login(testApp, 'altro.demo')).statusCode).toBe(403);
    await setUser('altro.demo', sql`enabled = true`);

    const [pending] = await query<{ username: string }>(
      testApp,
      sql`update users set password_hash = null where id = (select id from users where kind = 'customer'
          and customer_code = 'CL0002' and username <> 'altro.demo' limit 1) returning username`,
    );
    const notEnabled = await login(testApp, pending?.username ?? '');
    expect(notEnabled.statusCode).toBe(403);
    expect(notEnabled.json().message).toBe('User doesnt have permission to login');

    const [inactive] = await query<{ username: string }>(
      testApp,
      sql`select username from users where customer_code = 'CL0004' limit 1`,
    );
    const inactiveCustomer = await login(testApp, inactive?.username ?? '');
    expect(inactiveCustomer.statusCode).toBe(403);
    expect(inactiveCustomer.json().body.code).toBe('LOGIN_NOT_PERMITTED');
  });

  it('419: a password older than PASSWORD_MAX_AGE_DAYS answers a renew code, which renews it', async () => {
    await setUser('ati.demo', sql`password_changed_at = now() - interval '181 days'`);
    const expired = await login(testApp, 'ati.demo');
    expect(expired.statusCode).toBe(419);
    const body = expired.json<{ message: string; body: { securityCode: string } }>();
    expect(body.message).toBe('Password Expired');
    expect(body.body.securityCode).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const renew = (payload: object) =>
      inject(testApp, 'POST', `/api/user/renew-password/${body.body.securityCode}`, { payload });
    expect(
      (
        await renew({
          oldPassword: 'Sbagliata1!',
          newPassword: 'Rinnovata2027!',
          confirmPassword: 'Rinnovata2027!',
        })
      ).statusCode,
    ).toBe(403);
    const renewed = await renew({
      oldPassword: demoPassword,
      newPassword: 'Rinnovata2027!',
      confirmPassword: 'Rinnovata2027!',
    });
    expect(renewed.statusCode).toBe(204);
    const again = await renew({
      oldPassword: 'Rinnovata2027!',
      newPassword: 'Altra2027!',
      confirmPassword: 'Altra2027!',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Invalid security code');
    expect((await login(testApp, 'ati.demo')).statusCode).toBe(401);
    expect((await login(testApp, 'ati.demo', 'Rinnovata2027!')).statusCode).toBe(200);
  });
});

describe('lockout (409 User Lockout)', () => {
  it('locks after 10 failures within 15 minutes, emails the user, and opens again when the lock ends', async () => {
    const userId = await userIdOf(testApp, 'cliente.demo');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await login(testApp, 'cliente.demo', `Sbagliata${attempt}!`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 409]);

    const locked = await login(testApp, 'cliente.demo');
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ message: 'User Lockout', status: 409 });

    const email = await mail.waitFor((message) => message.subject.includes('bloccato'));
    expect(email.to).toEqual(['giulia.bianchi@ao-santalucia.it']);
    expect(email.subject).toBe('Accesso al Portale Clienti bloccato temporaneamente');
    expect(email.text).toContain('dopo 10 tentativi di accesso non riusciti');
    expect(email.text).toContain('https://portale.example.it/recover-password');
    expect(email.html).toContain('<a href="https://portale.example.it/recover-password">');

    const events = (await auditOf(testApp, userId)).map((entry) => entry.event);
    expect(events.slice(0, 3)).toEqual(['login_refused', 'login_locked_out', 'login_failed']);

    await setUser('cliente.demo', sql`locked_until = now() - interval '1 second'`);
    expect((await login(testApp, 'cliente.demo')).statusCode).toBe(200);
    // The counter starts again after a lock: one more failure does not lock.
    expect((await login(testApp, 'cliente.demo', 'Sbagliata!1')).statusCode).toBe(401);
  });

  it('does not count failures older than the window', async () => {
    const userId = await userIdOf(testApp, 'operatore.demo');
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await login(testApp, 'operatore.demo', 'Sbagliata1!')).statusCode).toBe(401);
    }
    await query(
      testApp,
      sql`update audit_log set occurred_at = now() - interval '16 minutes' where subject_user_id = ${userId}`,
    );
    expect((await login(testApp, 'operatore.demo', 'Sbagliata1!')).statusCode).toBe(401);
  });
});

describe('rate limit of the second step', () => {
  it('is keyed on the connection address, not on X-Forwarded-For', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/user/login/two-factor',
          headers: { 'x-forwarded-for': `10.0.0.${attempt}` },
          payload: { twoFactorCode: 'A'.repeat(43), code: '123456' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
      // Each route counts on its own.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/user/send-reset-password?username=nessuno',
      });
      expect(other.statusCode).toBe(404);
    } finally {
      await closeTestApp(limited);
    }
  });
});
