import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailServer, type MailServer } from '../support/mail-server.ts';
import { auditOf, inject, login, query, sql, userIdOf } from '../support/identity.ts';
import { closeTestApp, createTestApp, demoPassword, loginAs, type TestApp } from '../support/test-app.ts';

/** Back-office user administration (permission 1): list, details, create, edit, delete, status, permissions. */

let testApp: TestApp;
let mail: MailServer;
let staff: string;
let staffId: string;
beforeAll(async () => {
  mail = await startMailServer();
  testApp = await createTestApp({ SMTP_URL: mail.url });
  staff = await loginAs(testApp, 'staff.demo');
  staffId = await userIdOf(testApp, 'staff.demo');
});
afterAll(async () => {
  await closeTestApp(testApp);
  await mail.close();
});

type ListBody = {
  data: { username: string; companyName: string; isExternal: boolean; subRoles: number[] }[];
  total: number;
};
const list = async (search: string) => {
  const response = await inject(testApp, 'GET', `/api/user/portale${search}`, { token: staff });
  expect(response.statusCode).toBe(200);
  return response.json<ListBody>();
};
const usernamesOf = async (search: string) => (await list(search)).data.map((user) => user.username).sort();

/** A staff user holding permission 1 but not every permission (Federica Marchetti: 0, 1, 2, 3, 18). */
const limitedStaff = async () => {
  const [row] = await query<{ username: string }>(
    testApp,
    sql`select username from users where first_name = 'Federica' and last_name = 'Marchetti'`,
  );
  return loginAs(testApp, row?.username ?? '');
};

describe('GET /user/{product}', () => {
  it('searches name, surname, email, username and company, every word, case-insensitively', async () => {
    const byName = await list('?query=giulia%20BIANCHI');
    expect(byName.data.map((user) => user.username)).toEqual(['cliente.demo']);
    expect(byName.data[0]).toMatchObject({
      companyName: 'Azienda Ospedaliera Santa Lucia dei Colli',
      isExternal: true,
      activationLink: null,
    });
    // The bank's three users (CL0002), found by two words of its name.
    expect(await usernamesOf('?query=banca%20alpina&pageSize=100')).toEqual([
      'altro.demo',
      'elisa.fontana',
      'michele.sala',
    ]);
    expect((await list('?query=%25')).total).toBe(0);
    expect((await list('?query=_')).total).toBe(0);
  });

  it('filters by kind and customer, and pages and sorts in the database', async () => {
    const staffList = await list('?kind=staff&pageSize=100');
    const staffUsernames = staffList.data.map((user) => user.username).sort();
    expect(staffUsernames).toEqual([
      'davide.fontana',
      'elena.moretti',
      'federica.marchetti',
      'operatore.demo',
      'staff.demo',
    ]);
    expect(
      staffList.data.every(
        (user) => !user.isExternal && user.companyName === 'Servizi Integrati Italia S.p.A.',
      ),
    ).toBe(true);
    expect(staffList.data.find((user) => user.username === 'operatore.demo')?.subRoles).toEqual([4, 5]);
    // The two kinds part everyone between them.
    const customerUsers = await usernamesOf('?kind=customer&pageSize=100');
    expect(customerUsers).toContain('cliente.demo');
    expect([...customerUsers, ...staffUsernames].sort()).toEqual(await usernamesOf('?pageSize=100'));
    const all = await list('?customerCode=CL0001&sortBy=username&pageSize=100');
    // CL0001's five users, in order of username.
    expect(all.data.map((user) => user.username)).toEqual([
      'chiara.galli',
      'cliente.demo',
      'limitato.demo',
      'paola.mariani',
      'stefano.rinaldi',
    ]);
    const page2 = await list('?customerCode=CL0001&sortBy=username&pageSize=2&page=2');
    expect(page2.total).toBe(all.total);
    expect(page2.data.map((user) => user.username)).toEqual(
      all.data.slice(2, 4).map((user) => user.username),
    );
    const usernames = all.data.map((user) => user.username);
    expect(usernames).toEqual([...usernames].sort());
    const descending = await list('?customerCode=CL0001&sortBy=username&sortDirection=desc&pageSize=1');
    expect(descending.data[0]?.username).toBe(usernames.at(-1));
  });

  it('answers 400 for another product name or a bad page', async () => {
    expect((await inject(testApp, 'GET', '/api/user/altro', { token: staff })).statusCode).toBe(400);
    expect((await inject(testApp, 'GET', '/api/user/portale?page=0', { token: staff })).statusCode).toBe(400);
  });
});

describe('GET /user/{userid}/details', () => {
  it("shows a limited user's sites and 404 for unknown ids", async () => {
    const [limited] = await query<{ id: string }>(
      testApp,
      sql`select id from users where first_name = 'Chiara' and last_name = 'Galli'`,
    );
    const details = await inject(testApp, 'GET', `/api/user/${limited?.id}/details`, { token: staff });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      isExternal: true,
      isEnabled: true,
      isActive: true,
      limitedToSites: true,
    });
    expect(details.json().sites).toHaveLength(4);
    expect(details.json()).not.toHaveProperty('passwordHash');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await inject(testApp, 'GET', `/api/user/${id}/details`, { token: staff });
      expect(missing.json()).toMatchObject({ status: 404, message: 'User not found' });
    }
  });
});

describe('POST /user/new-user', () => {
  const create = (payload: object, token = staff) =>
    inject(testApp, 'POST', '/api/user/new-user', { token, payload });
  const customer = {
    kind: 'customer',
    username: 'nuovo.cliente',
    email: 'nuovo.cliente@ao-santalucia.it',
    firstName: 'Nuovo',
    surname: 'Cliente',
    customerCode: 'CL0001',
    permissionsRoleClaim: [0, 5, 5],
  };

  it('creates a customer user limited to sites of their customer, in the first-access state', async () => {
    const [site] = await query<{ code: string }>(
      testApp,
      sql`select s.code from sites s join job_orders j on j.id = s.job_order_id where j.customer_code = 'CL0001' limit 1`,
    );
    const response = await create({ ...customer, limitedToSites: true, siteCodes: [site?.code] });
    expect(response.statusCode).toBe(200);
    const { userId, activationLink, activationEmailSent } = response.json();
    expect(activationLink).toMatch(/^http:\/\/localhost:3000\/enable-user\?code=[A-Za-z0-9_-]{43}$/);
    expect(activationEmailSent).toBe(true);
    const details = (await inject(testApp, 'GET', `/api/user/${userId}/details`, { token: staff })).json();
    expect(details).toMatchObject({
      isActive: false,
      isEnabled: true,
      permissionsRoleClaim: [0, 5],
      limitedToSites: true,
    });
    expect(details.sites.map((s: { siteCode: string }) => s.siteCode)).toEqual([site?.code]);
    expect((await login(testApp, 'nuovo.cliente', demoPassword)).statusCode).toBe(403);
    const created = (await auditOf(testApp, userId)).find((entry) => entry.event === 'user_created');
    expect(created).toMatchObject({
      actor_user_id: staffId,
      details: { kind: 'customer', permissions: [0, 5] },
    });
  });

  it('409 Username already in use, in any case', async () => {
    const response = await create({ ...customer, username: 'Cliente.Demo' });
    expect(response.json()).toMatchObject({ status: 409, message: 'Username already in use' });
  });

  it('400 Cannot create User when kind and fields disagree; 400 for unknown role numbers', async () => {
    const [foreignSite] = await query<{ code: string }>(
      testApp,
      sql`select s.code from sites s join job_orders j on j.id = s.job_order_id where j.customer_code = 'CL0002' limit 1`,
    );
    const invalid = [
      { ...customer, username: 'x.uno', customerCode: undefined },
      { ...customer, username: 'x.due', customerCode: 'CL9999' },
      { ...customer, username: 'x.tre', limitedToSites: true, siteCodes: [foreignSite?.code] },
      { ...customer, username: 'x.quattro', atiGroupId: 1 },
      { ...customer, username: 'x.cinque', kind: 'staff' },
    ];
    for (const payload of invalid) {
      expect((await create(payload)).json(), payload.username).toMatchObject({
        status: 400,
        message: 'Cannot create User',
      });
    }
    const badRole = await create({ ...customer, username: 'x.sei', permissionsRoleClaim: [17] });
    expect(badRole.json()).toMatchObject({ status: 400, message: 'Cannot read permissions role claim' });
    const malformed = await create({ ...customer, username: 'x sette', email: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
  });

  it('creates staff, granting only permissions the creator holds', async () => {
    const staffUser = {
      kind: 'staff',
      username: 'nuovo.staff',
      email: 'nuovo.staff@serviziintegratiitalia.it',
      firstName: 'Nuovo',
      surname: 'Staff',
    };
    const limited = await limitedStaff();
    const beyond = await create({ ...staffUser, permissionsRoleClaim: [1, 4] }, limited);
    expect(beyond.json()).toMatchObject({
      status: 403,
      message: 'Cannot grant or manage permissions you do not hold',
    });
    const within = await create({ ...staffUser, permissionsRoleClaim: [1, 2] }, limited);
    expect(within.statusCode).toBe(200);
  });
});

describe('PUT /user/{userid}, DELETE /user/{userid}, PUT /user/{userid}/status', () => {
  it('edits names, email and username, with the catalogue statuses', async () => {
    const id = await userIdOf(testApp, 'limitato.demo');
    const update = (payload: object, userId = id) =>
      inject(testApp, 'PUT', `/api/user/${userId}`, { token: staff, payload });
    const body = {
      firstName: 'Marco',
      surname: 'Conti Rossi',
      email: 'marco.conti@ao-santalucia.it',
      username: 'limitato.demo',
    };
    const done = await update(body);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ surname: 'Conti Rossi', username: 'limitato.demo' });
    for (const bad of [
      { ...body, firstName: null },
      { ...body, surname: '  ' },
      { ...body, email: 'nope' },
    ]) {
      expect((await update(bad)).json()).toMatchObject({
        status: 400,
        message: 'Invalid field values: some values are null or empty',
      });
    }
    expect((await update({ ...body, username: 'ALTRO.demo' })).statusCode).toBe(409);
    expect((await update(body, '00000000-0000-4000-8000-000000000000')).json().message).toBe(
      'User not found',
    );
  });

  it('disabling signs the user out at once; enabling lets them back; never your own account', async () => {
    const id = await userIdOf(testApp, 'altro.demo');
    const token = await loginAs(testApp, 'altro.demo');
    const status = (enabled: boolean, userId = id) =>
      inject(testApp, 'PUT', `/api/user/${userId}/status`, { token: staff, payload: { enabled } });
    expect((await status(false)).statusCode).toBe(204);
    expect((await inject(testApp, 'GET', '/api/user/me', { token })).statusCode).toBe(401);
    expect((await login(testApp, 'altro.demo')).statusCode).toBe(403);
    expect((await status(true)).statusCode).toBe(204);
    expect((await login(testApp, 'altro.demo')).statusCode).toBe(200);
    expect((await status(false, staffId)).statusCode).toBe(403);
    const events = (await auditOf(testApp, id)).map((entry) => entry.details?.enabled);
    expect(events).toEqual(expect.arrayContaining([false, true]));
  });

  it('deletes a user: 400 Invalid userId, 404, 403 for yourself, 204 ends their sessions', async () => {
    const remove = (userId: string) => inject(testApp, 'DELETE', `/api/user/${userId}`, { token: staff });
    expect((await remove('abc')).json()).toMatchObject({ status: 400, message: 'Invalid userId' });
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove(staffId)).statusCode).toBe(403);
    const [victim] = await query<{ id: string; username: string }>(
      testApp,
      sql`select id, username from users where first_name = 'Paola' and last_name = 'Mariani'`,
    );
    const token = await loginAs(testApp, victim?.username ?? '');
    expect((await remove(victim?.id ?? '')).statusCode).toBe(204);
    expect((await inject(testApp, 'GET', '/api/user/me', { token })).statusCode).toBe(401);
    const [entry] = await query<{ username: string; subject_user_id: string | null }>(
      testApp,
      sql`select username, subject_user_id from audit_log where event = 'user_deleted'`,
    );
    expect(entry).toEqual({ username: victim?.username, subject_user_id: null });
  });

  it('400 User already active for the activation email of an active user; 404 for unknown', async () => {
    const id = await userIdOf(testApp, 'cliente.demo');
    const response = await inject(testApp, 'POST', `/api/user/send-activation-email/${id}`, { token: staff });
    expect(response.json()).toMatchObject({ status: 400, message: 'User already active' });
    expect(
      (await inject(testApp, 'POST', '/api/user/send-activation-email/x', { token: staff })).statusCode,
    ).toBe(404);
  });
});
