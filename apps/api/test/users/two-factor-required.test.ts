import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../src/modules/users/totp.ts';
import { inject } from '../support/identity.ts';
import { closeTestApp, createTestApp, loginAs, type TestApp } from '../support/test-app.ts';

/** TWO_FACTOR_REQUIRED_FOR_STAFF: staff without two-factor sign in, but hold no permission until they enrol. */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ TWO_FACTOR_REQUIRED_FOR_STAFF: 'true' });
});
afterAll(() => closeTestApp(testApp));

describe('two-factor required for staff', () => {
  it('withholds back-office permissions until enrolment, then grants them on the next request', async () => {
    const token = await loginAs(testApp, 'staff.demo');
    const me = async () => (await inject(testApp, 'GET', '/api/user/me', { token })).json();
    expect(await me()).toMatchObject({
      twoFactorSetupRequired: true,
      twoFactorEnabled: false,
      backOfficeSubRoles: [],
    });
    expect((await inject(testApp, 'GET', '/api/user/portale', { token })).statusCode).toBe(403);

    const { secret } = (await inject(testApp, 'POST', '/api/user/two-factor/setup', { token })).json<{
      secret: string;
    }>();
    const enabled = await inject(testApp, 'POST', '/api/user/two-factor/enable', {
      token,
      payload: { code: totpCodeAt(secret, new Date()) },
    });
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(await me()).toMatchObject({ twoFactorSetupRequired: false, twoFactorEnabled: true });
    expect((await me()).backOfficeSubRoles).toHaveLength(18);
    expect((await inject(testApp, 'GET', '/api/user/portale', { token })).statusCode).toBe(200);

    const disable = await inject(testApp, 'POST', '/api/user/two-factor/disable', {
      token,
      payload: { code: recoveryCodes[0] },
    });
    expect(disable.json()).toMatchObject({
      status: 403,
      message: 'Two factor authentication is required for staff',
    });
    const again = await inject(testApp, 'POST', '/api/user/two-factor/setup', { token });
    expect(again.json()).toMatchObject({ status: 409, message: 'Two factor authentication already enabled' });
  });

  it('leaves customer users alone', async () => {
    const token = await loginAs(testApp, 'cliente.demo');
    const profile = (await inject(testApp, 'GET', '/api/user/me', { token })).json();
    expect(profile).toMatchObject({ twoFactorSetupRequired: false, impersonatedBy: null });
    const enable = await inject(testApp, 'POST', '/api/user/two-factor/enable', {
      token,
      payload: { code: '123456' },
    });
    expect(enable.json()).toMatchObject({ status: 400, message: 'Two factor setup not started' });
  });
});
