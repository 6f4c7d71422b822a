import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../src/modules/users/totp.ts';
import { auditOf, inject, login, query, sql, userIdOf } from '../support/identity.ts';
import { closeTestApp, createTestApp, type TestApp } from '../support/test-app.ts';

/** Two-factor enrolment and sign-in: 202, the second step with an app or recovery code, and turning it off. */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
});
afterAll(() => closeTestApp(testApp));

const setUser = (username: string, assignment: ReturnType<typeof sql>) =>
  query(testApp, sql`update users set ${assignment} where username = ${username}`);

describe('two-factor sign-in (202, then POST /user/login/two-factor)', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('enrols staff.demo: setup gives the secret and a QR code, enable returns 10 recovery codes', async () => {
    const token = (await login(testApp, 'staff.demo')).json<{ token: string }>().token;
    const setup = await inject(testApp, 'POST', '/api/user/two-factor/setup', { token });
    expect(setup.statusCode).toBe(200);
    const body = setup.json<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }>();
    secret = body.secret;
    expect(body.otpauthUrl).toContain('otpauth://totp/Portale%20Clienti:staff.demo');
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await inject(testApp, 'POST', '/api/user/two-factor/enable', {
      token,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const enabled = await inject(testApp, 'POST', '/api/user/two-factor/enable', {
      token,
      payload: { code: totpCodeAt(secret, new Date()) },
    });
    expect(enabled.statusCode).toBe(200);
    recoveryCodes = enabled.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    const stored = await query<{ code_hash: string }>(
      testApp,
      sql`select code_hash from recovery_codes where user_id = ${await userIdOf(testApp, 'staff.demo')}`,
    );
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    const profile = (await inject(testApp, 'GET', '/api/user/me', { token })).json();
    expect(profile.twoFactorEnabled).toBe(true);
  });

  it('answers 202 with a twoFactorCode; the app code completes the sign-in once', async () => {
    const first = await login(testApp, 'staff.demo');
    expect(first.statusCode).toBe(202);
    const body = first.json<{
      message: string;
      status: number;
      body: { code: string; twoFactorCode: string };
    }>();
    expect(body).toMatchObject({ message: 'Two factor authentication needed', status: 202 });
    expect(body.body.code).toBe('LOGIN_TWO_FACTOR_NEEDED');

    const second = (code: string, twoFactorCode = body.body.twoFactorCode) =>
      inject(testApp, 'POST', '/api/user/login/two-factor', { payload: { twoFactorCode, code } });
    const wrong = await second('123456');
    expect(wrong.statusCode).toBe(401);
    // The enrolment used the current step: the next one is still inside the accepted window.
    const code = totpCodeAt(secret, new Date(Date.now() + 30_000));
    const done = await second(code);
    expect(done.statusCode).toBe(200);
    const token = done.json<{ token: string }>().token;
    expect((await inject(testApp, 'GET', '/api/user/me', { token })).statusCode).toBe(200);

    // The twoFactorCode is spent, and the same app code cannot sign in again (replay).
    expect((await second(code)).statusCode).toBe(404);
    const replay = await login(testApp, 'staff.demo');
    const replayed = await second(code, replay.json().body.twoFactorCode);
    expect(replayed.statusCode).toBe(401);
  });

  it('accepts each recovery code once, and refuses an unknown or expired twoFactorCode with 404', async () => {
    const twoFactorCode = (await login(testApp, 'staff.demo')).json().body.twoFactorCode as string;
    const step = (code: string, pending = twoFactorCode) =>
      inject(testApp, 'POST', '/api/user/login/two-factor', { payload: { twoFactorCode: pending, code } });
    expect((await step(recoveryCodes[0]?.toUpperCase() ?? '')).statusCode).toBe(200);
    const next = (await login(testApp, 'staff.demo')).json().body.twoFactorCode as string;
    expect((await step(recoveryCodes[0] ?? '', next)).statusCode).toBe(401);
    expect((await step('123456', 'A'.repeat(43))).json()).toMatchObject({
      status: 404,
      message: 'Invalid security code',
    });
    await query(
      testApp,
      sql`update one_time_codes set expires_at = now() - interval '1 second'
                             where purpose = 'two_factor_login'`,
    );
    expect((await step(recoveryCodes[1] ?? '', next)).statusCode).toBe(404);
  });

  it('counts wrong second-factor codes towards the lockout', async () => {
    const staffId = await userIdOf(testApp, 'staff.demo');
    await query(testApp, sql`delete from audit_log where subject_user_id = ${staffId}`);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const pending = await login(testApp, 'staff.demo');
      if (pending.statusCode !== 202) {
        statuses.push(pending.statusCode);
        continue;
      }
      const response = await inject(testApp, 'POST', '/api/user/login/two-factor', {
        payload: { twoFactorCode: pending.json().body.twoFactorCode, code: '000000' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(9).fill(401), 409]);
    expect((await login(testApp, 'staff.demo')).statusCode).toBe(409);
    await setUser('staff.demo', sql`locked_until = now() - interval '1 second'`);
  });

  it('turns two-factor off with a recovery code; then the password alone signs in', async () => {
    const pending = (await login(testApp, 'staff.demo')).json().body.twoFactorCode as string;
    const signedIn = await inject(testApp, 'POST', '/api/user/login/two-factor', {
      payload: { twoFactorCode: pending, code: recoveryCodes[2] },
    });
    const token = signedIn.json<{ token: string }>().token;
    const disable = (code: string) =>
      inject(testApp, 'POST', '/api/user/two-factor/disable', { token, payload: { code } });
    expect((await disable('000000')).json()).toMatchObject({
      status: 400,
      message: 'Invalid two factor code',
    });
    expect((await disable(recoveryCodes[3] ?? '')).statusCode).toBe(204);
    expect((await disable(recoveryCodes[4] ?? '')).json().message).toBe(
      'Two factor authentication not enabled',
    );
    expect((await login(testApp, 'staff.demo')).statusCode).toBe(200);
    const events = (await auditOf(testApp, await userIdOf(testApp, 'staff.demo'))).map(
      (entry) => entry.event,
    );
    expect(events.slice(0, 3)).toEqual(['login_succeeded', 'two_factor_disabled', 'login_succeeded']);
  });
});
