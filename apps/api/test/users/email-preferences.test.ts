import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject, query, sql, userIdOf } from '../support/identity.ts';
import { closeTestApp, createTestApp, loginAs, type TestApp } from '../support/test-app.ts';

/** Email preferences: the per-user token, then the public page's read and save, with the catalogue statuses. */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => closeTestApp(testApp));

describe('email preferences by token', () => {
  it('reads and saves the consents with the per-user token; the statuses of the catalogue', async () => {
    const token = await loginAs(testApp, 'cliente.demo');
    const first = (await inject(testApp, 'GET', '/api/emailpreference/usertoken', { token })).json<{
      token: string;
    }>();
    const { token: preferenceToken } = (
      await inject(testApp, 'GET', '/api/emailpreference/usertoken', { token })
    ).json<{ token: string }>();
    expect(preferenceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const url = (value: string) => `/api/emailpreference/preferences?token=${value}`;
    const read = await inject(testApp, 'GET', url(preferenceToken));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      userId: await userIdOf(testApp, 'cliente.demo'),
      userFirstName: 'Giulia',
      userLastName: 'Bianchi',
      userEmail: 'giulia.bianchi@ao-santalucia.it',
      systemEmailsConsent: true,
      promotionalNewsEmailsConsent: expect.any(Boolean),
    });
    const saved = await inject(testApp, 'PUT', url(preferenceToken), {
      payload: { systemEmailsConsent: true, promotionalNewsEmailsConsent: true },
    });
    expect(saved.json()).toMatchObject({ systemEmailsConsent: true, promotionalNewsEmailsConsent: true });
    expect((await inject(testApp, 'GET', url(preferenceToken))).json().promotionalNewsEmailsConsent).toBe(
      true,
    );

    const refused = await inject(testApp, 'PUT', url(preferenceToken), {
      payload: { systemEmailsConsent: false, promotionalNewsEmailsConsent: false },
    });
    expect(refused.json()).toMatchObject({ status: 400, message: 'Token empty or system consent false' });
    expect((await inject(testApp, 'GET', '/api/emailpreference/preferences')).statusCode).toBe(400);
    expect((await inject(testApp, 'GET', url(''))).statusCode).toBe(400);
    expect((await inject(testApp, 'GET', url(first.token))).json()).toMatchObject({
      status: 403,
      message: 'Invalid token',
    });
    expect((await inject(testApp, 'GET', url('C'.repeat(43)))).statusCode).toBe(403);

    await query(testApp, sql`update users set enabled = false where username = 'cliente.demo'`);
    expect((await inject(testApp, 'GET', url(preferenceToken))).json()).toMatchObject({
      status: 404,
      message: 'User not found',
    });
    await query(testApp, sql`update users set enabled = true where username = 'cliente.demo'`);
  });
});
