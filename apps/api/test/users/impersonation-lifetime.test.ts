import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  disconnection,
  hubLogin,
  listen,
  closeOpenedSockets,
  openSocket,
} from '../support/hub-sockets.ts';
import { codeOf, inject, query, sql, userIdOf } from '../support/identity.ts';
import { closeTestApp, createTestApp, loginAs, type TestApp } from '../support/test-app.ts';

/**
 * An impersonation session ends with the impersonator: it lasts IMPERSONATION_SESSION_MINUTES, and
 * ends at once, with its live connections, when its staff user is disabled, loses permission 1 or is
 * deleted.
 */

let testApp: TestApp;
let url: string;
let staff: string;
let clienteId: string;
let operatoreId: string;

beforeAll(async () => {
  testApp = await createTestApp({ IMPERSONATION_SESSION_MINUTES: '20' });
  url = await listen(testApp.app);
  staff = await loginAs(testApp, 'staff.demo');
  clienteId = await userIdOf(testApp, 'cliente.demo');
  operatoreId = await userIdOf(testApp, 'operatore.demo');
});
afterAll(async () => {
  closeOpenedSockets();
  await closeTestApp(testApp);
});

const setOperatorePermissions = (backOfficePermissions: number[]) =>
  inject(testApp, 'PUT', `/api/user/updatebackoffice/${operatoreId}`, {
    token: staff,
    payload: { backOfficePermissions },
  });

/** operatore.demo, given permission 1, opens a session as cliente.demo, with a live socket. */
async function impersonationByOperatore() {
  expect((await setOperatorePermissions([1, 4, 5])).statusCode).toBe(204);
  const operatore = await loginAs(testApp, 'operatore.demo');
  const link = await inject(testApp, 'POST', `/api/user/create-impersonation/${clienteId}`, {
    token: operatore,
  });
  expect(link.statusCode).toBe(200);
  const secret = codeOf(link.json<{ url: string }>().url, 'secret');
  const opened = await inject(testApp, 'POST', `/api/user/impersonate?secret=${secret}`);
  expect(opened.statusCode).toBe(200);
  const token = opened.json<{ token: string }>().token;
  const { socket } = openSocket(url, token);
  await connected(socket);
  expect(await hubLogin(socket, clienteId)).toMatchObject({ ok: true });
  return { token, socket };
}

const me = (token: string) => inject(testApp, 'GET', '/api/user/me', { token });

describe('an impersonation session', () => {
  it('lasts IMPERSONATION_SESSION_MINUTES, shown in the profile; an own session shows none', async () => {
    const { token } = await impersonationByOperatore();
    const before = Date.now();
    const profile = (await me(token)).json<{ impersonationEndsAt: string; impersonatedBy: string }>();
    const minutesLeft = (Date.parse(profile.impersonationEndsAt) - before) / 60_000;
    expect(minutesLeft).toBeGreaterThan(19);
    expect(minutesLeft).toBeLessThanOrEqual(20);
    const [row] = await query<{ expires_at: Date | string }>(
      testApp,
      sql`select expires_at from sessions where impersonator_user_id = ${operatoreId}`,
    );
    expect(new Date(row?.expires_at ?? 0).toISOString()).toBe(profile.impersonationEndsAt);
    const own = (await me(await loginAs(testApp, 'cliente.demo'))).json<{ impersonationEndsAt: null }>();
    expect(own.impersonationEndsAt).toBeNull();
  });

  it('ends, with its socket, when the staff user who opened it is disabled', async () => {
    const { token, socket } = await impersonationByOperatore();
    expect((await me(token)).statusCode).toBe(200);
    const gone = disconnection(socket);
    const disabled = await inject(testApp, 'PUT', `/api/user/${operatoreId}/status`, {
      token: staff,
      payload: { enabled: false },
    });
    expect(disabled.statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['token-expired']).toBe('true');
    // Enabled again, the ended session stays ended.
    await inject(testApp, 'PUT', `/api/user/${operatoreId}/status`, {
      token: staff,
      payload: { enabled: true },
    });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends, with its socket, when the staff user loses permission 1', async () => {
    const { token, socket } = await impersonationByOperatore();
    const gone = disconnection(socket);
    expect((await setOperatorePermissions([4, 5])).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends on the next request when the staff user changes behind the API’s back', async () => {
    const { token } = await impersonationByOperatore();
    await query(testApp, sql`update users set back_office_permissions = '{4,5}' where id = ${operatoreId}`);
    expect((await me(token)).statusCode).toBe(401);
    const [left] = await query<{ n: number }>(
      testApp,
      sql`select count(*)::int as n from sessions where impersonator_user_id = ${operatoreId}`,
    );
    expect(left?.n).toBe(0);
  });

  it('ends, with its socket, when the staff user is deleted', async () => {
    const { token, socket } = await impersonationByOperatore();
    const gone = disconnection(socket);
    expect((await inject(testApp, 'DELETE', `/api/user/${operatoreId}`, { token: staff })).statusCode).toBe(
      204,
    );
    expect(await gone).toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(401);
  });
});
