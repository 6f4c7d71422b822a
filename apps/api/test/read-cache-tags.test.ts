import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySiteListResult } from '@portale/shared';
import { html } from '../src/modules/notifications/safe-html.ts';
import { changeNoticeChannels } from '../src/plugins/cache-freshness.ts';
import { eventually } from './support/eventually.ts';
import { userIdOf } from './support/identity.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * The caches drop only what a change touched (plugins/cache-freshness.ts): a write drops the results
 * read from the tables it declares, a change notice those read from its table. Observed through the
 * caches' counts of hits and misses, not through timing.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['cliente.demo', 'staff.demo']) tokens[username] = await loginAs(testApp, username);
});
afterAll(() => closeTestApp(testApp));

const call = apiCaller(() => testApp, tokens);
const listUrl = '/site/my-list?query=padiglione&sortBy=name&sortDirection=asc';

/** Reads the customer's list page once and says where it came from, with the session behind it. */
async function readList(): Promise<{ site: 'memory' | 'database'; session: 'memory' | 'database' }> {
  const { siteReads, sessions } = testApp.caches;
  const [sitesBefore, sessionsBefore] = [siteReads.stats(), sessions.stats()];
  const response = await call('GET', listUrl, 'cliente.demo');
  expect(response.statusCode).toBe(200);
  expect(response.json<MySiteListResult>().data.length).toBeGreaterThan(0);
  const from = (before: { hits: number }, after: { hits: number }) =>
    after.hits > before.hits ? 'memory' : 'database';
  return {
    site: from(sitesBefore, siteReads.stats()),
    session: from(sessionsBefore, sessions.stats()),
  };
}

/**
 * Waits until every change notice sent so far has reached the app. Notices of one channel arrive in
 * commit order, but each channel has a connection of its own, which the other may overtake: a probe is
 * sent on each channel, and once each has dropped its entry, every earlier notice has been handled.
 */
async function afterPendingNotices() {
  const probe = testApp.caches.siteReads;
  for (const channel of changeNoticeChannels) {
    let loads = 0;
    const readProbe = () => probe.read('probe', async () => (loads += 1), { tags: ['ati_groups'] });
    await readProbe();
    await testApp.database.db.execute(sql`select pg_notify(${channel}, 'ati_groups')`);
    await eventually(async () => (await readProbe()) > 1);
    probe.forget('probe');
  }
}

describe('what a write drops', () => {
  it('keeps the site reads and the other sessions when a notification is marked read', async () => {
    await readList();
    const item = await testApp.services.notifications.notify({
      userId: await userIdOf(testApp, 'cliente.demo'),
      template: html`Nuovo documento disponibile`,
    });
    await readList();
    const marked = await call('POST', `/notifications/${item.notificationId}/mark-as-read`, 'cliente.demo');
    expect(marked.statusCode).toBe(204);
    await afterPendingNotices();
    expect(await readList()).toEqual({ site: 'memory', session: 'memory' });
  });

  it("keeps the site reads and other users' sessions when someone signs in", async () => {
    await readList();
    await loginAs(testApp, 'altro.demo');
    await afterPendingNotices();
    expect(await readList()).toEqual({ site: 'memory', session: 'memory' });
  });

  it('drops the site reads, and keeps the sessions, when staff publish a site', async () => {
    await readList();
    const published = await call('POST', '/site/set-published', 'staff.demo', {
      siteCodes: ['UB000001'],
      published: true,
    });
    expect(published.statusCode).toBe(200);
    expect(await readList()).toEqual({ site: 'database', session: 'memory' });
  });

  it('declares what every write route changes', () => {
    const writes = testApp.caches.writeRoutes.filter((route) => route.url.startsWith('/api/'));
    expect(writes.length).toBeGreaterThanOrEqual(47);
    const undeclared = writes.filter((route) => route.invalidates === undefined);
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });
});

describe('what a change notice drops', () => {
  it('drops the site reads and keeps the sessions when a site changes outside the app', async () => {
    await readList();
    await testApp.database.db.execute(sql`update sites set notes = notes where code = 'UB000001'`);
    await afterPendingNotices();
    expect(await readList()).toEqual({ site: 'database', session: 'memory' });
  });

  it('drops the sessions and keeps the site reads when a user changes outside the app', async () => {
    await readList();
    await testApp.database.db.execute(sql`update users set enabled = true where username = 'altro.demo'`);
    await afterPendingNotices();
    expect(await readList()).toEqual({ site: 'memory', session: 'database' });
  });

  it("sends no notice for a user's last sign-in time", async () => {
    await readList();
    await testApp.database.db.execute(
      sql`update users set last_login_at = now() where username = 'cliente.demo'`,
    );
    await afterPendingNotices();
    expect(await readList()).toEqual({ site: 'memory', session: 'memory' });
  });
});
