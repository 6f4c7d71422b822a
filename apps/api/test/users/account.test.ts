import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailServer, type MailServer } from '../support/mail-server.ts';
import { auditOf, codeOf, inject, login, query, sql, userIdOf } from '../support/identity.ts';
import { closeTestApp, createTestApp, demoPassword, loginAs, type TestApp } from '../support/test-app.ts';

/**
 * The account flows as a user lives them, through a real SMTP server: activation email, first access,
 * password recovery, change and renewal, and every status of SPEC.md section 8 for them.
 */

const publicUrl = 'https://portale.example.it';
let testApp: TestApp;
let mail: MailServer;
let staffToken: string;
beforeAll(async () => {
  mail = await startMailServer();
  testApp = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL: publicUrl });
  staffToken = await loginAs(testApp, 'staff.demo');
});
afterAll(async () => {
  await closeTestApp(testApp);
  await mail.close();
});

const newCustomerUser = async (username: string) => {
  const response = await inject(testApp, 'POST', '/api/user/new-user', {
    token: staffToken,
    payload: {
      kind: 'customer',
      username,
      email: `${username}@ao-santalucia.it`,
      firstName: 'Anna',
      surname: 'Ricci',
      customerCode: 'CL0001',
      permissionsRoleClaim: [0, 5],
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ userId: string; activationLink: string; activationEmailSent: boolean }>();
};

describe('first access, from the activation email', () => {
  it('GET shows who is enabling; POST sets the password and consents, once; then the user signs in', async () => {
    const created = await newCustomerUser('anna.ricci');
    expect(created.activationEmailSent).toBe(true);
    const email = await mail.waitFor((message) => message.to.includes('anna.ricci@ao-santalucia.it'));
    expect(email.subject).toBe('Attiva il tuo accesso al Portale Clienti');
    expect(email.text).toContain('Gentile Anna Ricci,');
    expect(email.text).toContain('Il tuo nome utente è: anna.ricci');
    expect(email.text).toContain('Il link vale 7 giorni');
    const link = linkIn(email, `${publicUrl}/enable-user?code=`);
    expect(link).toBe(created.activationLink);
    expect(email.html).toContain(`href="${link}"`);
    const code = codeOf(link);

    const info = await inject(testApp, 'GET', `/api/user/first-access/${code}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      userId: created.userId,
      username: 'anna.ricci',
      email: 'anna.ricci@ao-santalucia.it',
      firstName: 'Anna',
      lastName: 'Ricci',
      emailConfirmed: false,
    });
    expect((await login(testApp, 'anna.ricci', 'Attivata2026!')).statusCode).toBe(403);

    const post = (payload: object) => inject(testApp, 'POST', `/api/user/first-access/${code}`, { payload });
    const noConsent = await post({
      password: 'Attivata2026!',
      systemEmailsConsent: false,
      promotionalNewsEmailsConsent: true,
    });
    expect(noConsent.json()).toMatchObject({
      status: 400,
      message: 'Validation password error or system consent false',
    });
    const weak = await post({
      password: 'attivata',
      systemEmailsConsent: true,
      promotionalNewsEmailsConsent: false,
    });
    expect(weak.statusCode).toBe(400);
    const done = await post({
      password: 'Attivata2026!',
      systemEmailsConsent: true,
      promotionalNewsEmailsConsent: true,
    });
    expect(done.statusCode).toBe(204);

    const again = await post({
      password: 'Attivata2026!',
      systemEmailsConsent: true,
      promotionalNewsEmailsConsent: true,
    });
    expect(again.json()).toMatchObject({
      status: 409,
      message: 'User already have set first-access password or is already enabled',
    });
    expect((await inject(testApp, 'GET', `/api/user/first-access/${code}`)).statusCode).toBe(409);
    expect((await login(testApp, 'anna.ricci', 'Attivata2026!')).statusCode).toBe(200);
    const [row] = await query<{
      email_confirmed: boolean;
      system_emails_consent: boolean;
      promotional_news_emails_consent: boolean;
    }>(
      testApp,
      sql`select email_confirmed, system_emails_consent, promotional_news_emails_consent from users where id = ${created.userId}`,
    );
    expect(row).toEqual({
      email_confirmed: true,
      system_emails_consent: true,
      promotional_news_emails_consent: true,
    });
    expect((await auditOf(testApp, created.userId)).map((entry) => entry.event)).toContain(
      'first_access_completed',
    );
  });

  it('404 for an unknown, malformed or expired code; a newer link voids the older one', async () => {
    expect((await inject(testApp, 'GET', `/api/user/first-access/${'A'.repeat(43)}`)).json()).toMatchObject({
      status: 404,
      message: 'Invalid security code',
    });
    expect((await inject(testApp, 'GET', '/api/user/first-access/nonsense')).statusCode).toBe(404);

    const created = await newCustomerUser('paolo.neri');
    const first = codeOf(created.activationLink);
    const resent = await inject(testApp, 'POST', `/api/user/send-activation-email/${created.userId}`, {
      token: staffToken,
    });
    expect(resent.statusCode).toBe(200);
    const second = codeOf(resent.json<{ activationLink: string }>().activationLink);
    expect((await inject(testApp, 'GET', `/api/user/first-access/${first}`)).statusCode).toBe(404);
    expect((await inject(testApp, 'GET', `/api/user/first-access/${second}`)).statusCode).toBe(200);
    await query(
      testApp,
      sql`update one_time_codes set expires_at = now() - interval '1 second' where user_id = ${created.userId}`,
    );
    expect((await inject(testApp, 'GET', `/api/user/first-access/${second}`)).statusCode).toBe(404);
  });
});

describe('password recovery, from the reset email', () => {
  it('emails a link to /reset-password; the reset signs out every session and works once', async () => {
    const sessionA = await loginAs(testApp, 'limitato.demo');
    const sessionB = await loginAs(testApp, 'limitato.demo');
    const sent = await inject(testApp, 'POST', '/api/user/send-reset-password?username=limitato.demo');
    expect(sent.statusCode).toBe(204);
    const email = await mail.waitFor(
      (message) => message.subject === 'Reimposta la password del Portale Clienti',
    );
    expect(email.to).toEqual(['marco.conti@ao-santalucia.it']);
    expect(email.text).toContain('Il link vale 60 minuti');
    const code = codeOf(linkIn(email, `${publicUrl}/reset-password?code=`));

    const reset = (password: string, value = code) =>
      inject(testApp, 'POST', `/api/user/reset-password/${value}`, { payload: { password } });
    expect((await reset('debole')).json()).toMatchObject({
      status: 400,
      message: 'Validation password error',
    });
    expect((await reset('Ripristinata2026!')).statusCode).toBe(204);
    expect((await reset('Ripristinata2027!')).json()).toMatchObject({
      status: 404,
      message: 'Invalid security code',
    });
    expect((await reset('Ripristinata2027!', 'B'.repeat(43))).statusCode).toBe(404);

    for (const token of [sessionA, sessionB]) {
      expect((await inject(testApp, 'GET', '/api/user/me', { token })).statusCode).toBe(401);
    }
    expect((await login(testApp, 'limitato.demo')).statusCode).toBe(401);
    expect((await login(testApp, 'limitato.demo', 'Ripristinata2026!')).statusCode).toBe(200);
  });

  it('lifts a lockout', async () => {
    await query(
      testApp,
      sql`update users set locked_until = now() + interval '10 minutes' where username = 'altro.demo'`,
    );
    expect((await login(testApp, 'altro.demo')).statusCode).toBe(409);
    await inject(testApp, 'POST', '/api/user/send-reset-password?username=altro.demo');
    const email = await mail.waitFor((message) => message.to.includes('luca.ferrari@bancaalpina.it'));
    const code = codeOf(linkIn(email, `${publicUrl}/reset-password?code=`));
    await inject(testApp, 'POST', `/api/user/reset-password/${code}`, {
      payload: { password: 'Sbloccata2026!' },
    });
    expect((await login(testApp, 'altro.demo', 'Sbloccata2026!')).statusCode).toBe(200);
  });

  it('404 User not found for unknown and disabled users; 429 past the emails allowed per hour', async () => {
    const unknown = await inject(testApp, 'POST', '/api/user/send-reset-password?username=nessuno');
    expect(unknown.json()).toMatchObject({ status: 404, message: 'User not found' });
    await query(testApp, sql`update users set enabled = false where username = 'operatore.demo'`);
    expect(
      (await inject(testApp, 'POST', '/api/user/send-reset-password?username=operatore.demo')).statusCode,
    ).toBe(404);
    await query(testApp, sql`update users set enabled = true where username = 'operatore.demo'`);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(
        (await inject(testApp, 'POST', '/api/user/send-reset-password?username=operatore.demo')).statusCode,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });

  it('sends a user who never activated the account a new activation email instead', async () => {
    await newCustomerUser('mai.attivato');
    const before = mail.messages.length;
    expect(
      (await inject(testApp, 'POST', '/api/user/send-reset-password?username=mai.attivato')).statusCode,
    ).toBe(204);
    const email = await mail.waitFor(
      (message, index = mail.messages.indexOf(message)) =>
        index >= before && message.to.includes('mai.attivato@ao-santalucia.it'),
    );
    expect(email.subject).toBe('Attiva il tuo accesso al Portale Clienti');
  });
});

describe('change password (signed in)', () => {
  const change = (token: string, payload: object) =>
    inject(testApp, 'POST', '/api/user/change-password', { token, payload });

  it('answers each status of the catalogue, then changes it and signs out the other sessions only', async () => {
    const current = await loginAs(testApp, 'ati.demo');
    const other = await loginAs(testApp, 'ati.demo');
    const cases: [object, number, string][] = [
      [
        { oldPassword: demoPassword, newPassword: 'corta', confirmPassword: 'corta' },
        400,
        'NewPassword validation error',
      ],
      [
        { oldPassword: demoPassword, newPassword: 'Nuova2026!', confirmPassword: 'Nuova2026?' },
        422,
        'NewPassword is different from ConfirmPassword',
      ],
      [
        { oldPassword: demoPassword, newPassword: demoPassword, confirmPassword: demoPassword },
        406,
        'NewPassword is equal to OldPassword',
      ],
      [
        { oldPassword: 'Sbagliata1!', newPassword: 'Nuova2026!', confirmPassword: 'Nuova2026!' },
        403,
        'Wrong old password',
      ],
    ];
    for (const [payload, status, message] of cases) {
      expect((await change(current, payload)).json()).toMatchObject({ status, message });
    }
    const missing = await change(current, { oldPassword: demoPassword, newPassword: 'Nuova2026!' });
    expect(missing.statusCode).toBe(400);

    const done = await change(current, {
      oldPassword: demoPassword,
      newPassword: 'Nuova2026!',
      confirmPassword: 'Nuova2026!',
    });
    expect(done.statusCode).toBe(204);
    expect((await inject(testApp, 'GET', '/api/user/me', { token: current })).statusCode).toBe(200);
    expect((await inject(testApp, 'GET', '/api/user/me', { token: other })).statusCode).toBe(401);
    expect((await login(testApp, 'ati.demo', 'Nuova2026!')).statusCode).toBe(200);
    const [entry] = await auditOf(testApp, await userIdOf(testApp, 'ati.demo'));
    expect(JSON.stringify(entry)).not.toContain('Nuova2026!');
  });

  it('401 Unauthorized without a session', async () => {
    const response = await inject(testApp, 'POST', '/api/user/change-password', {
      payload: { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' },
    });
    expect(response.json()).toMatchObject({ status: 401, message: 'Unauthorized' });
  });
});
