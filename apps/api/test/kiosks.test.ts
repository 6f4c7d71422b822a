import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskAlertSettings, KioskList, KioskStatistics, KioskWithKey } from '@portale/shared';
import { startMailServer, type MailServer } from './support/mail-server.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Kiosks' uploads and staff's kiosks: a key opens its own kiosk and site only, votes sent twice are kept
 * once, a burst of presses keeps its first, a revoked or replaced key is refused, each key is limited,
 * bad batches answer 400; and the alert tells the site's contacts once a window.
 */
let testApp: TestApp;
let mail: MailServer;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  mail = await startMailServer();
  testApp = await createTestApp({ LOG_LEVEL: 'silent', SMTP_URL: mail.url });
  for (const username of ['altro.demo', 'staff.demo']) tokens[username] = await loginAs(testApp, username);
}, 60_000);
afterAll(async () => {
  await closeTestApp(testApp);
  await mail.close();
});

const upload = (key: string | undefined, body: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/kiosk-votes',
    headers: key === undefined ? {} : { 'x-kiosk-key': key },
    payload: body as object,
  });

const install = async (siteCode: string, name: string) => {
  const response = await call('POST', '/kiosks', 'staff.demo', { siteCode, name });
  expect(response.statusCode).toBe(201);
  return response.json<KioskWithKey>();
};

/** A moment `seconds` after a base a few minutes ago, as the device writes it. */
const base = Date.now() - 3600_000;
const at = (seconds: number) => new Date(base + seconds * 1000).toISOString();

const siteVotes = async (siteCode: string) =>
  (await call('GET', `/kiosks/statistics?siteCode=${siteCode}`, 'staff.demo')).json<KioskStatistics>().total
    .votes;

describe('kiosk uploads', () => {
  it('gives the key once, stores votes once, and keeps the first press of a burst', async () => {
    const { kiosk, key } = await install('UB000002', 'Chiosco di prova');
    expect(key).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(kiosk.keyPrefix)).toBe(true);
    const list = await call('GET', '/kiosks?siteCode=UB000002', 'staff.demo');
    expect(list.json<KioskList>().kiosks.map((entry) => entry.id)).toContain(kiosk.id);
    expect(list.body).not.toContain(key);

    const votes = [
      { id: 'v1', vote: 4, votedAt: at(0) },
      { id: 'v2', vote: 3, votedAt: at(10) },
      { id: 'v3', vote: 1, votedAt: at(20) },
    ];
    expect((await upload(key, { votes })).json()).toEqual({ accepted: 3, duplicates: 0, filtered: 0 });
    // Sent again after a lost answer: nothing is stored twice.
    expect((await upload(key, { votes })).json()).toEqual({ accepted: 0, duplicates: 3, filtered: 0 });
    // A burst: 0.5 s and 1.5 s after v3, then one within 2 s of a press of the same batch; one id twice.
    const burst = [
      { id: 'v4', vote: 1, votedAt: at(20.5) },
      { id: 'v5', vote: 1, votedAt: at(21.5) },
      { id: 'v6', vote: 2, votedAt: at(40) },
      { id: 'v7', vote: 2, votedAt: at(41) },
      { id: 'v6', vote: 2, votedAt: at(40) },
    ];
    expect((await upload(key, { votes: burst })).json()).toEqual({ accepted: 1, duplicates: 1, filtered: 3 });
    expect(await siteVotes('UB000002')).toBe(4);
    const seen = (await call('GET', '/kiosks?siteCode=UB000002', 'staff.demo')).json<KioskList>().kiosks;
    expect(seen.find((entry) => entry.id === kiosk.id)?.lastSeenAt).not.toBeNull();
  });

  it('writes only to the key’s own kiosk and site, whatever the body says', async () => {
    const own = await install('UB000003', 'Chiosco A');
    const [foreignSite] = (await call('GET', '/site/customer-autocomplete/all', 'altro.demo')).json<
      { id: string }[]
    >();
    const other = await install(foreignSite!.id, 'Chiosco B');
    const before = { own: await siteVotes('UB000003'), other: await siteVotes(other.kiosk.siteCode) };
    const response = await upload(own.key, {
      siteCode: other.kiosk.siteCode,
      kioskId: other.kiosk.id,
      votes: [{ id: 'x1', vote: 4, votedAt: at(100) }],
    });
    expect(response.json()).toEqual({ accepted: 1, duplicates: 0, filtered: 0 });
    expect(await siteVotes('UB000003')).toBe(before.own + 1);
    expect(await siteVotes(other.kiosk.siteCode)).toBe(before.other);
    // The same device id on another kiosk is another vote.
    expect(
      (await upload(other.key, { votes: [{ id: 'x1', vote: 4, votedAt: at(100) }] })).json(),
    ).toMatchObject({
      accepted: 1,
    });
  });

  it('refuses a missing, unknown, revoked or replaced key with 401', async () => {
    const votes = [{ id: 'r1', vote: 3, votedAt: at(200) }];
    for (const key of [undefined, '', 'ck_sconosciuta'])
      expect((await upload(key, { votes })).json()).toMatchObject({
        status: 401,
        message: 'Kiosk key not valid',
      });
    const { kiosk, key } = await install('UB000002', 'Chiosco da revocare');
    expect((await upload(key, { votes })).statusCode).toBe(200);
    const revoked = await call('POST', `/kiosks/${kiosk.id}/revoke`, 'staff.demo');
    expect(revoked.json<{ revokedAt: string | null }>().revokedAt).not.toBeNull();
    expect((await upload(key, { votes })).statusCode).toBe(401);
    const replaced = (await call('POST', `/kiosks/${kiosk.id}/key`, 'staff.demo')).json<KioskWithKey>();
    expect(replaced.kiosk.revokedAt).toBeNull();
    expect(replaced.key).not.toBe(key);
    expect((await upload(key, { votes })).statusCode).toBe(401);
    expect((await upload(replaced.key, { votes })).json()).toEqual({
      accepted: 0,
      duplicates: 1,
      filtered: 0,
    });
    expect((await call('POST', '/kiosks/2147483647/revoke', 'staff.demo')).json()).toMatchObject({
      status: 404,
      message: 'Kiosk not found',
    });
  });

  it('answers a bad batch with 400 and the field, never storing part of it', async () => {
    const { key } = await install('UB000002', 'Chiosco dei lotti');
    const bad = [
      {},
      { votes: [] },
      { votes: [{ id: 'b1', vote: 5, votedAt: at(300) }] },
      { votes: [{ id: 'b1', vote: 2.5, votedAt: at(300) }] },
      { votes: [{ id: '', vote: 2, votedAt: at(300) }] },
      { votes: [{ id: 'b1', vote: 2, votedAt: 'ieri' }] },
      {
        votes: Array.from({ length: 501 }, (_, index) => ({
          id: `b${index}`,
          vote: 4,
          votedAt: at(index * 3),
        })),
      },
    ];
    for (const body of bad) {
      const response = await upload(key, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid parameters' });
    }
    const future = await upload(key, {
      votes: [
        { id: 'f1', vote: 4, votedAt: at(310) },
        { id: 'f2', vote: 4, votedAt: new Date(Date.now() + 3600_000).toISOString() },
        { id: 'f3', vote: 4, votedAt: new Date(Date.now() - 40 * 86_400_000).toISOString() },
      ],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      message: 'Kiosk votes not valid',
      body: { fields: [{ path: 'votes.1.votedAt' }, { path: 'votes.2.votedAt' }] },
    });
    // A batch after a day's outage is welcome.
    const yesterday = Date.now() - 86_400_000;
    const late = Array.from({ length: 50 }, (_, index) => ({
      id: `late-${index}`,
      vote: 4,
      votedAt: new Date(yesterday + index * 60_000).toISOString(),
    }));
    expect((await upload(key, { votes: late })).json()).toEqual({ accepted: 50, duplicates: 0, filtered: 0 });
  });

  it('limits each key to 60 uploads a minute with 429', async () => {
    const { key } = await install('UB000002', 'Chiosco impaziente');
    const other = await install('UB000002', 'Chiosco paziente');
    for (let index = 0; index < 60; index += 1) {
      const response = await upload(key, {
        votes: [{ id: `l${index}`, vote: 4, votedAt: at(1000 + index * 5) }],
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await upload(key, { votes: [{ id: 'l60', vote: 4, votedAt: at(1400) }] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Too many requests' });
    // Another kiosk's key is counted apart.
    expect((await upload(other.key, { votes: [{ id: 'o1', vote: 4, votedAt: at(1400) }] })).statusCode).toBe(
      200,
    );
  });
});

describe('kiosk alert', () => {
  it('tells the site’s contacts once when a window’s bad votes pass the threshold', async () => {
    const siteCode = 'UB000001';
    const settings = { thresholdPercent: 50, windowMinutes: 60, minimumVotes: 4 };
    const saved = await call('PUT', `/kiosks/sites/${siteCode}/alert-settings`, 'staff.demo', settings);
    expect(saved.json<KioskAlertSettings>()).toMatchObject({
      ...settings,
      isDefault: false,
      recentAlerts: [],
    });
    const { key } = await install(siteCode, 'Chiosco dell’allarme');
    // The hour before this one: a whole window, already ended.
    const hour = Math.floor(Date.now() / 3600_000) * 3600_000 - 3600_000;
    const press = (id: string, vote: number, minute: number) => ({
      id,
      vote,
      votedAt: new Date(hour + minute * 60_000).toISOString(),
    });
    // 2 bad of 4: at the threshold (the demo's votes end yesterday, and none at night).
    await upload(key, {
      votes: [press('a1', 4, 1), press('a2', 2, 2), press('a3', 1, 3), press('a4', 4, 4)],
    });
    await upload(key, { votes: [press('a5', 1, 5), press('a6', 1, 6)] });
    const after = (
      await call('GET', `/kiosks/sites/${siteCode}/alert-settings`, 'staff.demo')
    ).json<KioskAlertSettings>();
    expect(after.recentAlerts).toHaveLength(1);
    expect(after.recentAlerts[0]).toMatchObject({ windowStart: new Date(hour).toISOString() });
    expect(after.recentAlerts[0]!.badVotes * 2).toBeGreaterThanOrEqual(after.recentAlerts[0]!.votes);
    const message = await mail.waitFor((received) =>
      received.subject.startsWith('Chioschi: molti voti negativi'),
    );
    expect(message.text).toContain(siteCode);
    expect(message.text).toMatch(/voti negativi \(pessimo o insufficiente\) su \d+/);
    const sent = mail.messages.filter((received) => received.subject === message.subject).length;
    // More bad votes in the same window: no second alert.
    await upload(key, { votes: [press('a7', 1, 30), press('a8', 1, 31)] });
    const again = (
      await call('GET', `/kiosks/sites/${siteCode}/alert-settings`, 'staff.demo')
    ).json<KioskAlertSettings>();
    expect(again.recentAlerts).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.messages.filter((received) => received.subject === message.subject)).toHaveLength(sent);
  });
});
