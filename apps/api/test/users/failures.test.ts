import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailServer, type MailServer } from '../support/mail-server.ts';
import { codeOf, inject, login, query, sql } from '../support/identity.ts';
import { closeTestApp, createTestApp, demoPassword, loginAs, type TestApp } from '../support/test-app.ts';

/**
 * The 500s of the catalogue: a mail server that refuses mail, and a database that fails under a flow.
 * Each answers the catalogue's message with no internals.
 */

let testApp: TestApp;
let mail: MailServer;
let staff: string;
beforeAll(async () => {
  mail = await startMailServer({ refuse: true });
  testApp = await createTestApp({ SMTP_URL: mail.url });
  staff = await loginAs(testApp, 'staff.demo');
});
afterAll(async () => {
  await closeTestApp(testApp);
  await mail.close();
});

const expectGeneric500 = (
  response: Awaited<ReturnType<typeof inject>>,
  code: string,
  message = 'Generic error',
) => {
  expect(response.statusCode).toBe(500);
  expect(response.json()).toMatchObject({ status: 500, message, body: { code } });
  // 550 as a word (an SMTP reply code): the random request id may hold those digits inside.
  expect(response.body).not.toMatch(/relation|sessions_|one_time_codes|\.ts:\d+|SMTP|\b550\b/);
};

/** Runs a request while a table is renamed away, so the flow's query fails. */
async function withTableMissing<T>(table: string, run: () => Promise<T>): Promise<T> {
  await query(testApp, sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await run();
  } finally {
    await query(testApp, sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

describe('when the mail server refuses mail', () => {
  it('send reset answers 500 Generic error', async () => {
    expectGeneric500(
      await inject(testApp, 'POST', '/api/user/send-reset-password?username=cliente.demo'),
      'MAIL_FAILED',
    );
  });

  it('a new user is still created, with the link to hand over and activationEmailSent false', async () => {
    const response = await inject(testApp, 'POST', '/api/user/new-user', {
      token: staff,
      payload: {
        kind: 'customer',
        username: 'senza.posta',
        email: 'senza.posta@ao-santalucia.it',
        firstName: 'Senza',
        surname: 'Posta',
        customerCode: 'CL0001',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ userId: string; activationLink: string; activationEmailSent: boolean }>();
    expect(body.activationEmailSent).toBe(false);
    expect(
      (await inject(testApp, 'GET', `/api/user/first-access/${codeOf(body.activationLink)}`)).statusCode,
    ).toBe(200);
    const resend = await inject(testApp, 'POST', `/api/user/send-activation-email/${body.userId}`, {
      token: staff,
    });
    expectGeneric500(resend, 'MAIL_FAILED');
  });

  it('a lockout still locks', async () => {
    for (let attempt = 0; attempt < 9; attempt++) await login(testApp, 'altro.demo', 'Sbagliata1!');
    expect((await login(testApp, 'altro.demo', 'Sbagliata1!')).statusCode).toBe(409);
  });
});

describe('when the database fails under a flow', () => {
  it('login answers 500 Error in token generation when the session cannot be stored', async () => {
    const response = await withTableMissing('sessions', () => login(testApp, 'limitato.demo'));
    expectGeneric500(response, 'LOGIN_TOKEN_GENERATION', 'Error in token generation');
  });

  it('reset, renew and first access answer 500 Generic error', async () => {
    const code = 'A'.repeat(43);
    const body = { oldPassword: demoPassword, newPassword: 'Nuova2026!', confirmPassword: 'Nuova2026!' };
    const responses = await withTableMissing('one_time_codes', async () => [
      await inject(testApp, 'POST', `/api/user/reset-password/${code}`, {
        payload: { password: 'Nuova2026!' },
      }),
      await inject(testApp, 'POST', `/api/user/renew-password/${code}`, { payload: body }),
      await inject(testApp, 'GET', `/api/user/first-access/${code}`),
    ]);
    for (const response of responses) expectGeneric500(response, 'INTERNAL');
  });

  it('change password answers 500 Generic error', async () => {
    const token = await loginAs(testApp, 'ati.demo');
    const response = await withTableMissing('audit_log', () =>
      inject(testApp, 'POST', '/api/user/change-password', {
        token,
        payload: { oldPassword: demoPassword, newPassword: 'Nuova2026!', confirmPassword: 'Nuova2026!' },
      }),
    );
    expectGeneric500(response, 'INTERNAL');
  });
});
