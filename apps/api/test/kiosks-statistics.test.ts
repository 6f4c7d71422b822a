import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskList, KioskSiteIndex, KioskStatistics, KioskWithKey } from '@portale/shared';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * The kiosks' statistics: a small set of votes recomputed here by hand (days and hours in Italy, the
 * index, the kiosk), the ranking's pull to the average recomputed from each site's votes, and each
 * customer kept to the sites they see.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'silent' });
  for (const username of ['cliente.demo', 'altro.demo', 'limitato.demo', 'staff.demo', 'operatore.demo'])
    tokens[username] = await loginAs(testApp, username);
}, 60_000);
afterAll(() => closeTestApp(testApp));

const statistics = async (username: string, query = '') => {
  const response = await call('GET', `/kiosks/statistics${query}`, username);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.json<KioskStatistics>();
};
const indexOf = (points: number, votes: number) => Math.round(((points / votes - 1) * 100) / 3);

const romeParts = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, weekday, hour: Number(parts.hour) };
};

describe('kiosk statistics', () => {
  it('adds up a small set of votes by hand: by day, hour of the week, kiosk and site', async () => {
    // A site of cliente.demo's without the demo's kiosks.
    const withKiosks = new Set(
      (await call('GET', '/kiosks', 'staff.demo')).json<KioskList>().kiosks.map((kiosk) => kiosk.siteCode),
    );
    const sites = (await call('GET', '/site/customer-autocomplete/all', 'cliente.demo')).json<
      { id: string }[]
    >();
    const siteCode = sites.map((site) => site.id).find((code) => !withKiosks.has(code))!;
    const created = await call('POST', '/kiosks', 'staff.demo', { siteCode, name: 'Chiosco contato a mano' });
    const { kiosk, key } = created.json<KioskWithKey>();
    const day1 = Date.now() - 2 * 86_400_000;
    const day2 = Date.now() - 86_400_000;
    const votes = [
      { id: 'h1', vote: 4, votedAt: new Date(day1).toISOString() },
      { id: 'h2', vote: 3, votedAt: new Date(day1 + 60_000).toISOString() },
      { id: 'h3', vote: 1, votedAt: new Date(day1 + 120_000).toISOString() },
      { id: 'h4', vote: 4, votedAt: new Date(day2).toISOString() },
      { id: 'h5', vote: 4, votedAt: new Date(day2 + 3600_000).toISOString() },
    ];
    const upload = await testApp.app.inject({
      method: 'POST',
      url: '/api/kiosk-votes',
      headers: { 'x-kiosk-key': key },
      payload: { votes },
    });
    expect(upload.json()).toEqual({ accepted: 5, duplicates: 0, filtered: 0 });

    const figures = await statistics('cliente.demo', `?siteCode=${siteCode}`);
    // 4 + 3 + 1 + 4 + 4 = 16 points over 5 votes: (3.2 − 1) / 3 × 100 = 73.3 → 73.
    expect(figures.total).toEqual({
      votes: 5,
      index: 73,
      badVotes: 1,
      byVote: [
        { vote: 1, votes: 1 },
        { vote: 2, votes: 0 },
        { vote: 3, votes: 1 },
        { vote: 4, votes: 3 },
      ],
    });
    const expectedDays = new Map<string, number[]>();
    const expectedHours = new Map<string, number[]>();
    for (const vote of votes) {
      const { day, weekday, hour } = romeParts(vote.votedAt);
      expectedDays.set(day, [...(expectedDays.get(day) ?? []), vote.vote]);
      expectedHours.set(`${weekday}-${hour}`, [
        ...(expectedHours.get(`${weekday}-${hour}`) ?? []),
        vote.vote,
      ]);
    }
    const sum = (list: number[]) => list.reduce((total, vote) => total + vote, 0);
    expect(figures.days).toEqual(
      [...expectedDays]
        .sort()
        .map(([day, list]) => ({ day, votes: list.length, index: indexOf(sum(list), list.length) })),
    );
    expect(
      figures.hours.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.votes, cell.index]).sort(),
    ).toEqual(
      [...expectedHours].map(([cell, list]) => [cell, list.length, indexOf(sum(list), list.length)]).sort(),
    );
    expect(figures.kiosks).toEqual([expect.objectContaining({ kioskId: kiosk.id, votes: 5, index: 73 })]);
    // One site: the average it is pulled toward is its own.
    expect(figures.sites).toEqual([
      expect.objectContaining({ siteCode, votes: 5, index: 73, rankingIndex: 73 }),
    ]);
    // A period that ends before it starts holds no vote.
    const inverted = await statistics('cliente.demo', '?from=2026-03-01&to=2026-02-01');
    expect(inverted.total.votes).toBe(0);
    expect(inverted.total.index).toBeNull();
    expect(inverted.days).toEqual([]);
  });

  it('ranks the sites pulled toward the average by (n × mean + m × mean of all) / (n + m)', async () => {
    const all = await statistics('cliente.demo');
    expect(all.sites.length).toBeGreaterThan(2);
    const points = all.total.byVote.reduce((total, entry) => total + entry.vote * entry.votes, 0);
    const globalMean = points / all.total.votes;
    const m = all.priorVotes;
    expect(m).toBe(30);
    let previous = Infinity;
    for (const site of all.sites) {
      const own = await statistics(
        'cliente.demo',
        `?siteCode=${site.siteCode}&from=${all.from}&to=${all.to}`,
      );
      const sitePoints = own.total.byVote.reduce((total, entry) => total + entry.vote * entry.votes, 0);
      expect(own.total.votes).toBe(site.votes);
      expect(site.index).toBe(indexOf(sitePoints, site.votes));
      const shrunk = (sitePoints + m * globalMean) / (site.votes + m);
      expect(site.rankingIndex).toBe(Math.round(((shrunk - 1) * 100) / 3));
      expect(shrunk).toBeLessThanOrEqual(previous + 1e-9);
      previous = shrunk;
    }
    const votesByDay = all.days.reduce((total, day) => total + day.votes, 0);
    const votesByHour = all.hours.reduce((total, cell) => total + cell.votes, 0);
    const votesByKiosk = all.kiosks.reduce((total, kiosk) => total + kiosk.votes, 0);
    expect([votesByDay, votesByHour, votesByKiosk]).toEqual([
      all.total.votes,
      all.total.votes,
      all.total.votes,
    ]);
  });

  it('keeps each customer to the sites they see; staff with survey see all, others are refused', async () => {
    const own = await statistics('cliente.demo');
    const ownSites = new Set(own.sites.map((site) => site.siteCode));
    const other = await statistics('altro.demo');
    expect(other.total.votes).toBeGreaterThan(0);
    expect(other.sites.some((site) => ownSites.has(site.siteCode))).toBe(false);
    expect(other.kiosks.some((kiosk) => ownSites.has(kiosk.siteCode))).toBe(false);
    // Naming another customer's site or job order shows nothing of it.
    const [someOwnSite] = own.sites;
    const peek = await statistics('altro.demo', `?siteCode=${someOwnSite!.siteCode}`);
    expect(peek.total.votes).toBe(0);
    expect(peek.sites).toEqual([]);
    const index = (await call('GET', '/kiosks/site-index', 'altro.demo')).json<KioskSiteIndex>();
    expect(index.sites.some((site) => ownSites.has(site.siteCode))).toBe(false);

    const everyone = await statistics('staff.demo');
    expect(everyone.total.votes).toBeGreaterThanOrEqual(own.total.votes + other.total.votes);
    expect(everyone.sites.length).toBeGreaterThan(own.sites.length);
    for (const username of ['limitato.demo', 'operatore.demo']) {
      expect((await call('GET', '/kiosks/statistics', username)).statusCode).toBe(403);
      expect((await call('GET', '/kiosks/site-index', username)).statusCode).toBe(403);
    }
  });

  it('gives the dashboard each site’s index and votes of the last 30 days, the lowest first', async () => {
    const index = (await call('GET', '/kiosks/site-index', 'cliente.demo')).json<KioskSiteIndex>();
    expect(index.sites.length).toBeGreaterThan(0);
    const indexes = index.sites.map((site) => site.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    const [first] = index.sites;
    const own = await statistics(
      'cliente.demo',
      `?siteCode=${first!.siteCode}&from=${index.from}&to=${index.to}`,
    );
    // The 30 days are counted by the clock, the statistics by days in Italy: the same votes within a day's edge.
    expect(Math.abs(own.total.votes - first!.votes)).toBeLessThanOrEqual(own.days.at(0)?.votes ?? 0);
    expect(first!.votes).toBeGreaterThan(0);
  });
});
