import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@portale/shared';
import { html } from '../src/modules/notifications/safe-html.ts';
import { codeOf, query, sql, userIdOf } from './support/identity.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['cliente.demo', 'altro.demo', 'staff.demo', 'operatore.demo']) {
    tokens[username] = await loginAs(testApp, username);
    ids[username] = await userIdOf(testApp, username);
  }
});
afterAll(() => closeTestApp(testApp));

const call = apiCaller(() => testApp, tokens);

const listOf = async (username: string, unread = false) => {
  const response = await call(
    'GET',
    unread ? '/notifications/my-list-unread' : '/notifications/my-list',
    username,
  );
  expect(response.statusCode).toBe(200);
  return response.json<NotificationItem[]>();
};

const hasDot = async (username: string) =>
  (await call('GET', '/user/me', username)).json<{ hasNotifications: boolean }>().hasNotifications;

describe('the notification service', () => {
  it('stores a notification with the SPEC fields, the sender name and an escaped template', async () => {
    const item = await testApp.services.notifications.notify({
      userId: ids['cliente.demo'] ?? '',
      template: html`Nuovo documento: <strong>${'<script>alert(1)</script>'}</strong>`,
      state: 'ati-managers',
      fromUserId: ids['staff.demo'] ?? null,
    });
    expect(item).toMatchObject({
      state: 'ati-managers',
      stateParams: null,
      read: false,
      template: 'Nuovo documento: <strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>',
      userFromName: 'Alessandro Romano',
    });
    expect(new Date(item.creationDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [listed] = await listOf('cliente.demo');
    expect(listed).toEqual(item);
  });

  it('shows no sender for a notification of the portal itself', async () => {
    const item = await testApp.services.notifications.notify({
      userId: ids['cliente.demo'] ?? '',
      template: html`Benvenuta nel portale`,
    });
    expect(item.userFromName).toBeNull();
    expect(item.state).toBeNull();
  });

  it('refuses a target without the parameters of its path', async () => {
    await expect(
      testApp.services.notifications.notify({
        userId: ids['cliente.demo'] ?? '',
        template: html`Segnalazione aggiornata`,
        state: 'ticket-detail',
      }),
    ).rejects.toThrow(/ticketId/);
  });
});

describe('my lists, newest first, own only', () => {
  it("lists only the caller's notifications, newest first, unread ones in my-list-unread", async () => {
    const mine = await listOf('cliente.demo');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const dates = mine.map((item) => item.creationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await listOf('altro.demo')).toEqual([]);
    // With the oldest read, the unread list keeps all the others.
    const oldest = mine.at(-1)?.notificationId;
    await query(testApp, sql`update notifications set read = true where id = ${oldest}`);
    const unread = await listOf('cliente.demo', true);
    expect(unread.map((item) => item.notificationId)).toEqual(
      mine.slice(0, -1).map((item) => item.notificationId),
    );
    expect(unread.every((item) => !item.read)).toBe(true);
  });

  it('limits the lists in SQL: 50 by default, limit on request', async () => {
    const userId = ids['operatore.demo'] ?? '';
    await testApp.database.db.execute(
      sql`insert into notifications (user_id, template, created_at)
          select ${userId}, 'Avviso ' || n, now() - n * interval '1 minute' from generate_series(1, 60) n`,
    );
    const all = await listOf('operatore.demo');
    expect(all).toHaveLength(50);
    expect(all[0]?.template).toBe('Avviso 1');
    const few = await call('GET', '/notifications/my-list-unread?limit=3', 'operatore.demo');
    expect(few.json<NotificationItem[]>().map((item) => item.template)).toEqual([
      'Avviso 1',
      'Avviso 2',
      'Avviso 3',
    ]);
    expect((await call('GET', '/notifications/my-list?limit=0', 'operatore.demo')).statusCode).toBe(400);
  });
});

describe('mark as read and read all', () => {
  it("marks the owner's notification read, and the dot goes off when none is left unread", async () => {
    expect(await hasDot('cliente.demo')).toBe(true);
    const unread = await listOf('cliente.demo', true);
    for (const item of unread) {
      const response = await call(
        'POST',
        `/notifications/${item.notificationId}/mark-as-read`,
        'cliente.demo',
      );
      expect(response.statusCode).toBe(204);
    }
    expect(await listOf('cliente.demo', true)).toEqual([]);
    expect((await listOf('cliente.demo')).every((item) => item.read)).toBe(true);
    expect(await hasDot('cliente.demo')).toBe(false);
    // Again: harmless.
    const again = await call(
      'POST',
      `/notifications/${unread[0]?.notificationId}/mark-as-read`,
      'cliente.demo',
    );
    expect(again.statusCode).toBe(204);
  });

  it("answers 404 Notification not found for another user's notification, and leaves it unread", async () => {
    const item = await testApp.services.notifications.notify({
      userId: ids['altro.demo'] ?? '',
      template: html`Solo per Luca`,
    });
    const response = await call('POST', `/notifications/${item.notificationId}/mark-as-read`, 'cliente.demo');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'Notification not found',
      status: 404,
      body: { code: 'NOTIFICATION_NOT_FOUND' },
    });
    const [row] = await query<{ read: boolean }>(
      testApp,
      sql`select read from notifications where id = ${item.notificationId}`,
    );
    expect(row?.read).toBe(false);
    expect(await hasDot('altro.demo')).toBe(true);
  });

  it('answers 404 for an unknown or malformed id, never 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'non-un-id', "1' or '1'='1"]) {
      const response = await call(
        'POST',
        `/notifications/${encodeURIComponent(id)}/mark-as-read`,
        'cliente.demo',
      );
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('opening one notification reads the others that lead to the same page, and only those', async () => {
    await call('PUT', '/notifications/read-all', 'cliente.demo');
    const about = (ticketId: string, text: string) =>
      testApp.services.notifications.notify({
        userId: ids['cliente.demo'] ?? '',
        template: html`${text}`,
        state: 'ticket-detail',
        stateParams: { ticketId },
      });
    const taken = await about('ticket-a', 'Presa in carico');
    const answered = await about('ticket-a', 'Risposta ricevuta');
    const other = await about('ticket-b', 'Presa in carico');
    const general = await testApp.services.notifications.notify({
      userId: ids['cliente.demo'] ?? '',
      template: html`Benvenuta`,
    });

    const response = await call(
      'POST',
      `/notifications/${answered.notificationId}/mark-as-read`,
      'cliente.demo',
    );
    expect(response.statusCode).toBe(204);
    const unread = (await listOf('cliente.demo', true)).map((item) => item.notificationId);
    expect(unread).not.toContain(taken.notificationId);
    expect(unread).not.toContain(answered.notificationId);
    expect(unread).toEqual(expect.arrayContaining([other.notificationId, general.notificationId]));
    expect(unread).toHaveLength(2);
  });

  it('staff impersonating a customer see the notifications but leave them unread', async () => {
    await call('PUT', '/notifications/read-all', 'cliente.demo');
    const item = await testApp.services.notifications.notify({
      userId: ids['cliente.demo'] ?? '',
      template: html`Nuova risposta`,
    });
    const link = await call('POST', `/user/create-impersonation/${ids['cliente.demo']}`, 'staff.demo');
    expect(link.statusCode, link.body).toBe(200);
    const secret = codeOf(link.json<{ url: string }>().url, 'secret');
    const opened = await testApp.app.inject({
      method: 'POST',
      url: `/api/user/impersonate?secret=${secret}`,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    tokens.impersonated = opened.json<{ token: string }>().token;

    expect((await listOf('impersonated', true)).map((listed) => listed.notificationId)).toEqual([
      item.notificationId,
    ]);
    const marked = await call('POST', `/notifications/${item.notificationId}/mark-as-read`, 'impersonated');
    expect(marked.statusCode).toBe(204);
    expect((await call('PUT', '/notifications/read-all', 'impersonated')).statusCode).toBe(204);
    expect((await listOf('cliente.demo', true)).map((listed) => listed.notificationId)).toEqual([
      item.notificationId,
    ]);
    expect(await hasDot('cliente.demo')).toBe(true);
    const foreign = await call(
      'POST',
      `/notifications/00000000-0000-4000-8000-000000000000/mark-as-read`,
      'impersonated',
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("read-all marks only the caller's notifications", async () => {
    await testApp.services.notifications.notify({ userId: ids['cliente.demo'] ?? '', template: html`Uno` });
    await testApp.services.notifications.notify({ userId: ids['cliente.demo'] ?? '', template: html`Due` });
    expect((await call('PUT', '/notifications/read-all', 'cliente.demo')).statusCode).toBe(204);
    expect(await listOf('cliente.demo', true)).toEqual([]);
    expect(await hasDot('cliente.demo')).toBe(false);
    expect((await listOf('altro.demo', true)).length).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/notifications/my-list' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /notifications/send (staff, communications)', () => {
  it('sends an escaped text to a user by username, with the staff user as sender', async () => {
    const response = await call('POST', '/notifications/send', 'staff.demo', {
      username: 'Cliente.Demo',
      text: 'Intervento <b>straordinario</b>\ndomani alle 8',
      state: 'dashboard',
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<NotificationItem>();
    expect(item).toMatchObject({
      template: 'Intervento &lt;b&gt;straordinario&lt;/b&gt;<br>domani alle 8',
      state: 'dashboard',
      userFromName: 'Alessandro Romano',
      read: false,
    });
    expect((await listOf('cliente.demo', true))[0]?.notificationId).toBe(item.notificationId);
  });

  it('sends by user id with the target parameters', async () => {
    const response = await call('POST', '/notifications/send', 'staff.demo', {
      userId: ids['altro.demo'],
      text: 'Nuova risposta',
      state: 'ticket-detail',
      stateParams: { ticketId: 'SEG-2026-000123' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<NotificationItem>().stateParams).toEqual({ ticketId: 'SEG-2026-000123' });
  });

  it('answers 400 for a target without its parameters, both or neither recipient, an unknown state', async () => {
    const bodies = [
      { username: 'cliente.demo', text: 'x', state: 'ticket-detail' },
      { username: 'cliente.demo', userId: ids['cliente.demo'], text: 'x' },
      { text: 'x' },
      { username: 'cliente.demo', text: 'x', state: 'javascript:alert(1)' },
      { username: 'cliente.demo', text: '   ' },
    ];
    for (const body of bodies) {
      expect(
        (await call('POST', '/notifications/send', 'staff.demo', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
  });

  it('answers 404 User not found for an unknown recipient', async () => {
    const response = await call('POST', '/notifications/send', 'staff.demo', {
      username: 'nessuno',
      text: 'Ciao',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'User not found' });
  });

  it('is refused to customers and to staff without the communications permission', async () => {
    for (const username of ['cliente.demo', 'operatore.demo']) {
      const response = await call('POST', '/notifications/send', username, {
        username: 'altro.demo',
        text: 'x',
      });
      expect(response.statusCode, username).toBe(403);
    }
  });
});
