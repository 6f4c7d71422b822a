import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@portale/db';
import { hubPath, type NotificationItem } from '@portale/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { html } from '../src/modules/notifications/safe-html.ts';
import {
  connected,
  disconnection,
  hubLogin,
  listen,
  closeOpenedSockets,
  openSocket,
  signedInSocket as signedInSocketOf,
  waitFor,
} from './support/hub-sockets.ts';
import { query, sql, userIdOf } from './support/identity.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';
import { testDatabaseKind } from './support/test-database.ts';

/**
 * The real-time hub over a real socket: handshake, Login, Notify, and sessions that end. On PostgreSQL
 * a second instance is started on the same database and the notification crosses from one to the other
 * through the postgres adapter; on PGlite (one process owns the database) the same test runs on one.
 */

let instanceA: TestApp;
let urlA: string;
const signedInSocket = (url: string, username: string, testApp = instanceA) =>
  signedInSocketOf(url, username, testApp);

beforeAll(async () => {
  instanceA = await createTestApp();
  urlA = await listen(instanceA.app);
});
afterAll(async () => {
  closeOpenedSockets();
  await closeTestApp(instanceA);
});

describe('the handshake', () => {
  it('refuses a socket without a token, or with one that is not a session, with status 401', async () => {
    for (const token of [undefined, 'A'.repeat(43), 'not a token']) {
      const { socket } = openSocket(urlA, token);
      const error = await connected(socket).then(
        () => null,
        (err: Error & { data?: unknown }) => err,
      );
      expect(error?.message).toBe('Unauthorized');
      expect(error?.data).toEqual({ status: 401 });
    }
  });

  it('accepts websocket only, at /api/hub', async () => {
    const polling = await fetch(`${urlA}${hubPath}/?EIO=4&transport=polling`);
    expect(polling.status).toBe(400);
  });
});

describe('Login', () => {
  it("is refused for another user's id: no room, no notification", async () => {
    const token = await loginAs(instanceA, 'altro.demo');
    const { socket, received } = openSocket(urlA, token);
    await connected(socket);
    const clienteId = await userIdOf(instanceA, 'cliente.demo');
    expect(await hubLogin(socket, clienteId)).toEqual({ ok: false, error: 'Forbidden' });
    await instanceA.services.notifications.notify({ userId: clienteId, template: html`Per Giulia` });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  });

  it('Logout leaves the room: no more notifications on that socket', async () => {
    const { socket, received } = await signedInSocket(urlA, 'limitato.demo');
    socket.emit('Logout');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await instanceA.services.notifications.notify({
      userId: await userIdOf(instanceA, 'limitato.demo'),
      template: html`Dopo il Logout`,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  });
});

describe('a socket that logs in again after a lost connection', () => {
  it('is sent what its user missed since the time it gives, once, and nothing older than ten minutes', async () => {
    const userId = await userIdOf(instanceA, 'ati.demo');
    const first = await signedInSocket(urlA, 'ati.demo');
    const ack = (await hubLogin(first.socket, userId)) as { ok: true; at: string };
    expect(Date.parse(ack.at)).toBeLessThanOrEqual(Date.now());
    first.socket.disconnect();
    const missed = await instanceA.services.notifications.notify({ userId, template: html`Mentre eri via` });

    const again = openSocket(urlA, first.token);
    await connected(again.socket);
    expect(await again.socket.timeout(3000).emitWithAck('Login', userId, ack.at)).toMatchObject({ ok: true });
    const replayed = await waitFor(
      () =>
        again.received.find((notice) =>
          (notice.payload as NotificationItem).template.includes('Mentre eri via'),
        ),
      3000,
    );
    expect(replayed.payload).toEqual(missed);

    // Given the time of that notification, there is nothing more to send; a time of long ago sends
    // only what the last ten minutes hold (the user's others made older here).
    const later = openSocket(urlA, first.token);
    await connected(later.socket);
    await later.socket.timeout(3000).emitWithAck('Login', userId, missed.creationDate);
    await query(
      instanceA,
      sql`update notifications set created_at = now() - interval '11 minutes'
          where user_id = ${userId} and id <> ${missed.notificationId}`,
    );
    const old = openSocket(urlA, first.token);
    await connected(old.socket);
    await old.socket.timeout(3000).emitWithAck('Login', userId, '2020-01-01T00:00:00Z');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(later.received).toEqual([]);
    expect(old.received.map((notice) => (notice.payload as NotificationItem).notificationId)).toEqual([
      missed.notificationId,
    ]);
  });
});

describe('Login floods', () => {
  it('closes a socket that sends Login more than 10 times a minute', async () => {
    const { socket } = await signedInSocket(urlA, 'altro.demo');
    const userId = await userIdOf(instanceA, 'altro.demo');
    const gone = disconnection(socket);
    for (let n = 0; n < 10; n++) socket.emit('Login', userId);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('sessions that end lose their sockets', () => {
  it('a logout disconnects that session at once, not the other sessions of the user', async () => {
    const first = await signedInSocket(urlA, 'cliente.demo');
    const second = await signedInSocket(urlA, 'cliente.demo');
    const gone = disconnection(first.socket);
    const response = await instanceA.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(first.token),
    });
    expect(response.statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(second.socket.connected).toBe(true);
  });

  it('the periodic check closes sockets whose session was removed or whose user was disabled', async () => {
    const removed = await signedInSocket(urlA, 'staff.demo');
    const disabled = await signedInSocket(urlA, 'operatore.demo');
    const kept = await signedInSocket(urlA, 'ati.demo');
    await query(
      instanceA,
      sql`delete from sessions where user_id = (select id from users where username = 'staff.demo')`,
    );
    await query(instanceA, sql`update users set enabled = false where username = 'operatore.demo'`);
    try {
      const gone = Promise.all([disconnection(removed.socket), disconnection(disabled.socket)]);
      expect(await instanceA.services.hub.recheckSessions()).toBe(2);
      expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
      expect(kept.socket.connected).toBe(true);
    } finally {
      await query(instanceA, sql`update users set enabled = true where username = 'operatore.demo'`);
    }
  });

  it('disconnectUser closes every socket of the user', async () => {
    const one = await signedInSocket(urlA, 'ati.demo');
    const gone = disconnection(one.socket);
    instanceA.services.hub.disconnectUser(await userIdOf(instanceA, 'ati.demo'));
    expect(await gone).toBe('io server disconnect');
  });
});

const crossInstance = testDatabaseKind === 'postgres';

describe(crossInstance ? 'two API instances on one PostgreSQL database' : 'one API instance (PGlite)', () => {
  let instanceB: { app: TestApp['app']; database: DatabaseHandle } | null = null;
  let urlB = '';

  beforeAll(async () => {
    if (!crossInstance) {
      urlB = urlA;
      return;
    }
    const [row] = await query<{ name: string }>(instanceA, sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL_TEST ?? '');
    url.pathname = `/${row?.name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 5 });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: 'does-not-exist' });
    const { app } = await buildApp({ config, database });
    await app.ready();
    instanceB = { app, database };
    urlB = await listen(app);
  });
  afterAll(async () => {
    if (!instanceB) return;
    await instanceB.app.close();
    await instanceB.database.close();
  });

  it(
    crossInstance
      ? 'a notification created through instance A reaches cliente.demo on instance B within 1 s, and nobody else'
      : 'a notification reaches cliente.demo within 1 s, and nobody else',
    async () => {
      const clienteId = await userIdOf(instanceA, 'cliente.demo');
      const cliente = await signedInSocket(urlB, 'cliente.demo');
      const altro = await signedInSocket(urlB, 'altro.demo');
      const altroOnA = await signedInSocket(urlA, 'altro.demo');

      // The adapter of a new instance starts listening asynchronously: wait until a probe crosses.
      await waitFor(() => {
        instanceA.services.hub.notifyUser(clienteId, 'probe', {});
        return cliente.received.find((event) => event.name === 'probe');
      }, 10_000);

      const staffToken = await loginAs(instanceA, 'staff.demo');
      const started = performance.now();
      const response = await instanceA.app.inject({
        method: 'POST',
        url: '/api/notifications/send',
        headers: bearer(staffToken),
        payload: {
          username: 'cliente.demo',
          text: 'Il servizio di domani inizia alle 7',
          state: 'dashboard',
        },
      });
      expect(response.statusCode).toBe(201);
      const sent = response.json<NotificationItem>();

      const arrived = await waitFor(
        () => cliente.received.find((event) => event.name === 'notification'),
        1_000,
      );
      expect(arrived.at - started).toBeLessThan(1_000);
      expect(arrived.payload).toEqual(sent);
      expect(arrived.payload).toMatchObject({
        template: 'Il servizio di domani inizia alle 7',
        userFromName: 'Alessandro Romano',
        state: 'dashboard',
      });

      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(cliente.received.filter((event) => event.name === 'notification')).toHaveLength(1);
      expect(altro.received).toEqual([]);
      expect(altroOnA.received).toEqual([]);
    },
  );

  it(
    crossInstance
      ? 'a logout on instance A disconnects the session on instance B'
      : 'a logout disconnects the session',
    async () => {
      const cliente = await signedInSocket(urlB, 'cliente.demo');
      const gone = disconnection(cliente.socket);
      await instanceA.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(cliente.token) });
      expect(await gone).toBe('io server disconnect');
    },
  );
});
