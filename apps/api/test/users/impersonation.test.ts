import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, inject, login, query, sql, userIdOf } from '../support/identity.ts';
import { closeTestApp, createTestApp, loginAs, type TestApp } from '../support/test-app.ts';

/** Impersonation links, the impersonated session and the audit log page. */

const publicUrl = 'https://portale.example.it';
let testApp: TestApp;
let staff: string;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: publicUrl, SMTP_URL: 'smtp://127.0.0.1:9' });
  staff = await loginAs(testApp, 'staff.demo');
});
afterAll(() => closeTestApp(testApp));

const createLink = (userId: string, token = staff) =>
  inject(testApp, 'POST', `/api/user/create-impersonation/${userId}`, { token });
const impersonate = (secret: string) => inject(testApp, 'POST', `/api/user/impersonate?secret=${secret}`);

describe('impersonation', () => {
  let impersonated = '';

  it('a link of staff with permission 1 opens a session of the customer user, once', async () => {
    const clienteId = await userIdOf(testApp, 'cliente.demo');
    const [before] = await query<{ last_login_at: string | null }>(
      testApp,
      sql`select last_login_at from users where id = ${clienteId}`,
    );
    const created = await createLink(clienteId);
    expect(created.statusCode).toBe(200);
    const { url } = created.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${publicUrl}/impersonate-user\\?secret=[A-Za-z0-9_-]{43}$`));
    const secret = codeOf(url, 'secret');

    const opened = await impersonate(secret);
    expect(opened.statusCode).toBe(200);
    impersonated = opened.json<{ token: string }>().token;
    const profile = (await inject(testApp, 'GET', '/api/user/me', { token: impersonated })).json();
    expect(profile).toMatchObject({ username: 'cliente.demo', impersonatedBy: 'Alessandro Romano' });
    const [after] = await query<{ last_login_at: string | null }>(
      testApp,
      sql`select last_login_at from users where id = ${clienteId}`,
    );
    expect(after?.last_login_at).toEqual(before?.last_login_at);

    expect((await impersonate(secret)).json()).toMatchObject({
      status: 404,
      message: 'Invalid security code',
    });
    const own = (
      await inject(testApp, 'GET', '/api/user/me', { token: await loginAs(testApp, 'cliente.demo') })
    ).json();
    expect(own.impersonatedBy).toBeNull();
  });

  it('the impersonated session cannot change the password, two-factor or email preferences', async () => {
    const refused = [
      inject(testApp, 'POST', '/api/user/change-password', {
        token: impersonated,
        payload: { oldPassword: 'x', newPassword: 'Nuova2026!', confirmPassword: 'Nuova2026!' },
      }),
      inject(testApp, 'POST', '/api/user/two-factor/setup', { token: impersonated }),
      inject(testApp, 'POST', '/api/user/two-factor/enable', {
        token: impersonated,
        payload: { code: '123456' },
      }),
      inject(testApp, 'POST', '/api/user/two-factor/disable', {
        token: impersonated,
        payload: { code: '123456' },
      }),
      inject(testApp, 'GET', '/api/emailpreference/usertoken', { token: impersonated }),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.json()).toMatchObject({
        status: 403,
        message: 'Not allowed while impersonating a user',
      });
    }
  });

  it('logout ends the impersonation; both steps are audited with the staff user as actor', async () => {
    expect((await inject(testApp, 'POST', '/api/user/logout', { token: impersonated })).statusCode).toBe(204);
    expect((await inject(testApp, 'GET', '/api/user/me', { token: impersonated })).statusCode).toBe(401);
    const response = await inject(testApp, 'GET', '/api/audit?username=cliente.demo', { token: staff });
    const events = response.json<{ data: { event: string; actor: { fullName: string } | null }[] }>().data;
    // The refused requests above are not listed; the logout is, as every request but a read of the session.
    expect(events.slice(0, 4).map((entry) => [entry.event, entry.actor?.fullName])).toEqual([
      ['impersonated_request', 'Alessandro Romano'],
      ['logout', 'Alessandro Romano'],
      ['login_succeeded', 'Giulia Bianchi'],
      ['impersonation_started', 'Alessandro Romano'],
    ]);
  });

  it('400 Cannot create url for staff, unknown or disabled users; 403 for customers and staff without permission 1', async () => {
    for (const target of [
      await userIdOf(testApp, 'operatore.demo'),
      '00000000-0000-4000-8000-000000000000',
      'x',
    ]) {
      expect((await createLink(target)).json()).toMatchObject({ status: 400, message: 'Cannot create url' });
    }
    const [inactive] = await query<{ id: string }>(
      testApp,
      sql`select id from users where customer_code = 'CL0004' limit 1`,
    );
    expect((await createLink(inactive?.id ?? '')).statusCode).toBe(400);
    const target = await userIdOf(testApp, 'altro.demo');
    for (const username of ['cliente.demo', 'operatore.demo']) {
      const response = await createLink(target, await loginAs(testApp, username));
      expect(response.json()).toMatchObject({
        status: 403,
        message: 'Authenticated user cannot impersonate',
      });
    }
  });

  it("a link expires after its lifetime, and dies with its maker's permission", async () => {
    const target = await userIdOf(testApp, 'altro.demo');
    const expired = codeOf((await createLink(target)).json<{ url: string }>().url, 'secret');
    await query(
      testApp,
      sql`update one_time_codes set expires_at = now() - interval '1 second' where purpose = 'impersonation'`,
    );
    expect((await impersonate(expired)).statusCode).toBe(404);

    const revoked = codeOf((await createLink(target)).json<{ url: string }>().url, 'secret');
    await query(testApp, sql`update users set back_office_permissions = '{4}' where username = 'staff.demo'`);
    expect((await impersonate(revoked)).statusCode).toBe(404);
    await query(
      testApp,
      sql`update users set back_office_permissions = '{0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,16,17,18}' where username = 'staff.demo'`,
    );
  });
});

describe('GET /audit', () => {
  it('filters by event, username and day in Italy, pages newest first, and names actor and subject', async () => {
    await login(testApp, 'nessuno.demo');
    // An old failure at 00:30 in Italy on 16 March 2024, when it was still the 15th in UTC.
    await query(
      testApp,
      sql`insert into audit_log (event, username, occurred_at)
          values ('login_failed', 'vecchio.demo', '2024-03-15T23:30:00Z')`,
    );
    type Entry = {
      id: number;
      occurredAt: string;
      event: string;
      username: string | null;
      ip: string | null;
    };
    const get = async (search: string) => {
      const response = await inject(testApp, 'GET', `/api/audit${search}`, { token: staff });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Entry[]; total: number }>();
    };
    const failures = await get('?event=login_failed&username=nessuno');
    expect(failures.total).toBe(1);
    expect(failures.data[0]).toMatchObject({
      event: 'login_failed',
      username: 'nessuno.demo',
      ip: '127.0.0.1',
    });

    const all = await get('?pageSize=200');
    const times = all.data.map((entry) => entry.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    const ids = all.data.map((entry) => entry.id);
    const second = await get('?pageSize=2&page=2');
    expect(second.data.map((entry) => entry.id)).toEqual(ids.slice(2, 4));
    expect(second.total).toBe(all.total);

    // Each filter alone keeps exactly the entries it should: some of them, never all.
    const expectKept = async (search: string, keep: (entry: Entry) => boolean) => {
      const expected = all.data.filter(keep).map((entry) => entry.id);
      expect(expected.length, search).toBeGreaterThan(0);
      expect(expected.length, search).toBeLessThan(all.data.length);
      expect(
        (await get(`${search}&pageSize=200`)).data.map((entry) => entry.id),
        search,
      ).toEqual(expected);
    };
    const isOld = (entry: Entry) => entry.username === 'vecchio.demo';
    await expectKept('?event=login_failed', (entry) => entry.event === 'login_failed');
    await expectKept('?username=NESSUNO', (entry) => entry.username === 'nessuno.demo');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    await expectKept(`?from=${today}&to=${today}`, (entry) => !isOld(entry));
    await expectKept('?from=2024-03-16&to=2024-03-16', isOld);
    expect((await get('?to=2024-03-15')).total).toBe(0);
    expect((await inject(testApp, 'GET', '/api/audit?from=ieri', { token: staff })).statusCode).toBe(400);
  });

  it('never holds a password, token or code', async () => {
    const rows = await query<{ text: string }>(
      testApp,
      sql`select coalesce(details::text, '') as text from audit_log`,
    );
    for (const row of rows) expect(row.text).not.toMatch(/Portale2026|[A-Za-z0-9_-]{43}/);
  });
});

async function newTicketBody(token: string) {
  const options = await inject(testApp, 'GET', '/api/tickets/site-options', { token });
  const [site] = options.json<{ siteCode: string }[]>();
  return {
    type: 'COMPLAINT',
    urgency: 'MEDIUM',
    siteCode: site?.siteCode,
    subject: 'Letta per conto del cliente',
    description: 'Prova',
  };
}

describe('reading while impersonating', () => {
  it("leaves no read receipt and does not consult a ticket's answer in the customer's name", async () => {
    const clienteId = await userIdOf(testApp, 'cliente.demo');
    const secret = codeOf((await createLink(clienteId)).json<{ url: string }>().url, 'secret');
    const asCustomer = (await impersonate(secret)).json<{ token: string }>().token;
    const customer = await loginAs(testApp, 'cliente.demo');

    const created = await inject(testApp, 'POST', '/api/tickets', {
      token: customer,
      payload: await newTicketBody(customer),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { ticketId } = created.json<{ ticketId: string }>();
    await inject(testApp, 'POST', `/api/tickets/${ticketId}/take-in-charge`, { token: staff });
    await inject(testApp, 'POST', `/api/tickets/${ticketId}/answer`, {
      token: staff,
      payload: { text: 'Fatto.' },
    });

    const seen = await inject(testApp, 'POST', `/api/tickets/${ticketId}/seen`, { token: asCustomer });
    expect(seen.statusCode).toBe(200);
    const state = async () =>
      (await inject(testApp, 'GET', `/api/tickets/${ticketId}`, { token: customer })).json<{
        state: string;
      }>().state;
    expect(await state()).toBe('MANAGED');
    await inject(testApp, 'POST', `/api/tickets/${ticketId}/seen`, { token: customer });
    expect(await state()).toBe('ANSWER_CONSULTED');

    const unread = async () =>
      (await inject(testApp, 'GET', '/api/user/me', { token: customer })).json<{
        newCommunications: number;
      }>().newCommunications;
    const threads = await inject(testApp, 'GET', '/api/messages/my-list', { token: customer });
    const [thread] = threads.json<{ data: { threadId: string }[] }>().data;
    expect(await unread()).toBe(1);
    const read = await inject(testApp, 'POST', `/api/messages/${thread?.threadId}/read`, {
      token: asCustomer,
    });
    expect(read.statusCode).toBe(204);
    expect(await unread()).toBe(1);
  });
});
