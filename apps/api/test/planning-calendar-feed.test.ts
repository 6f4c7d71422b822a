import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  romeCalendarDay,
  type CalendarFeedState,
  type NewCalendarFeed,
  type Plan,
} from '@portale/shared';
import { impersonationToken, query, sql } from './support/identity.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * The plan of action's private calendar feed: the link made once and shown once, the file a standard
 * parser (ical.js) reads as all-day events of the user's own sites, and every way a link stops working.
 */
const publicUrl = 'https://portale.example.it';
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: publicUrl, SMTP_URL: 'smtp://127.0.0.1:9' });
  for (const username of ['cliente.demo', 'altro.demo', 'limitato.demo', 'staff.demo'])
    tokens[username] = await loginAs(testApp, username);
  tokens.impersonated = await impersonationToken(testApp, tokens['staff.demo']!, 'cliente.demo');
}, 60_000);
afterAll(() => closeTestApp(testApp));

const today = romeCalendarDay();
const first = addDays(today, -7);
const last = addDays(today, 56);

async function makeFeed(username: string): Promise<NewCalendarFeed> {
  const response = await call('POST', '/planning/calendar-feed', username);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NewCalendarFeed>();
}

/** The feed as a calendar app reads it: no session, the link alone. */
const readFeed = (url: string) => testApp.app.inject({ method: 'GET', url: url.slice(publicUrl.length) });

const feedRow = async (username: string) =>
  query<{ token_hash: string; token_prefix: string; last_read_at: Date | null }>(
    testApp,
    sql`select token_hash, token_prefix, last_read_at from calendar_feeds
        join users on users.id = calendar_feeds.user_id where users.username = ${username}`,
  );

/** The UIDs the plan of action gives a user over the feed's days, read through the API in two ranges. */
async function planUids(username: string): Promise<Set<string>> {
  const uids = new Set<string>();
  for (const [from, days] of [
    [first, 32],
    [addDays(first, 32), 32],
  ] as const) {
    const response = await call('GET', `/planning/occurrences?from=${from}&days=${days}`, username);
    expect(response.statusCode, response.body).toBe(200);
    for (const occurrence of response.json<Plan>().occurrences)
      uids.add(`${occurrence.siteServiceId}-${occurrence.ruleDate}@portale.example.it`);
  }
  return uids;
}

describe('the calendar feed of the plan of action', () => {
  it('makes a link shown once, whose file a calendar parser reads as all-day events of the user’s own sites', async () => {
    expect((await call('GET', '/planning/calendar-feed', 'cliente.demo')).json()).toEqual({ feed: null });
    const made = await makeFeed('cliente.demo');
    const match = /^https:\/\/portale\.example\.it\/api\/planning\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(
      made.url,
    );
    expect(match, made.url).not.toBeNull();
    const token = match![1]!;
    expect(made.feed).toMatchObject({ tokenPrefix: token.slice(0, 8), lastReadAt: null });

    // Only the digest is kept, and the link is never shown again.
    const [stored] = await feedRow('cliente.demo');
    expect(stored).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      token_prefix: token.slice(0, 8),
    });
    const state = await call('GET', '/planning/calendar-feed', 'cliente.demo');
    expect(state.body).not.toContain(token);
    expect(state.json<CalendarFeedState>().feed).toEqual(made.feed);

    const response = await readFeed(made.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");

    const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Piano delle attività – Portale Clienti');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Rome');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(10);
    const states = new Set<string>();
    for (const event of events) {
      const start = event.getFirstProperty('dtstart')!;
      expect(start.type).toBe('date');
      const day = (start.getFirstValue() as ICAL.Time).toString();
      expect(day >= first && day <= last, day).toBe(true);
      expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe(addDays(day, 1));
      expect(event.getFirstPropertyValue('uid')).toMatch(/^\d+-\d{4}-\d{2}-\d{2}@portale\.example\.it$/);
      expect(event.getFirstPropertyValue('summary')).toMatch(/^.+ · .+$/);
      const description = String(event.getFirstPropertyValue('description'));
      states.add(/^Stato: (.+)$/m.exec(description)?.[1] ?? description);
    }
    expect(states).toEqual(new Set(['Svolto', 'Non svolto', 'Pianificato']));

    // The same occurrences as the plan of action's, and none of another customer's.
    const uids = new Set(events.map((event) => String(event.getFirstPropertyValue('uid'))));
    expect(uids).toEqual(await planUids('cliente.demo'));
    const others = await planUids('altro.demo');
    expect(others.size).toBeGreaterThan(0);
    expect([...others].filter((uid) => uids.has(uid))).toEqual([]);
    const serviceIds = [...uids].map((uid) => Number(uid.split('-')[0]));
    const customers = await query<{ customer_code: string }>(
      testApp,
      sql`select distinct job_orders.customer_code from site_services
          join sites on sites.code = site_services.site_code
          join job_orders on job_orders.id = sites.job_order_id
          where site_services.id in (${sql.join(serviceIds, sql`, `)})`,
    );
    expect(customers).toEqual([{ customer_code: 'CL0001' }]);

    // The read is recorded, once an hour however often apps poll.
    const [read] = await feedRow('cliente.demo');
    expect(read!.last_read_at).not.toBeNull();
    expect((await readFeed(made.url)).statusCode).toBe(200);
    const [again] = await feedRow('cliente.demo');
    expect(again!.last_read_at).toEqual(read!.last_read_at);
  });

  it('refuses users without the plan, staff (whose plan is every site), and staff acting for a customer making one', async () => {
    expect((await call('POST', '/planning/calendar-feed', 'limitato.demo')).statusCode).toBe(403);
    expect((await call('GET', '/planning/calendar-feed', 'limitato.demo')).statusCode).toBe(403);
    expect(await feedRow('limitato.demo')).toEqual([]);
    expect((await call('POST', '/planning/calendar-feed', 'staff.demo')).statusCode).toBe(403);
    expect(await feedRow('staff.demo')).toEqual([]);

    const [before] = await feedRow('cliente.demo');
    const impersonated = await call('POST', '/planning/calendar-feed', 'impersonated');
    expect(impersonated.statusCode).toBe(403);
    expect(impersonated.json()).toMatchObject({ message: 'Not allowed while impersonating a user' });
    expect(await feedRow('cliente.demo')).toEqual([before]);
    // What staff see of it is what the customer sees: never the link.
    const seen = await call('GET', '/planning/calendar-feed', 'impersonated');
    expect(seen.statusCode).toBe(200);
    expect(seen.json<CalendarFeedState>().feed?.tokenPrefix).toBe(before!.token_prefix);
  });

  it('answers 404 alike for a replaced, a revoked and an unknown link, and while its user may not read the plan', async () => {
    const old = await makeFeed('altro.demo');
    expect((await readFeed(old.url)).statusCode).toBe(200);
    const current = await makeFeed('altro.demo');
    const replaced = await readFeed(old.url);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toMatchObject({ message: 'Not found', status: 404 });
    expect((await readFeed(current.url)).statusCode).toBe(200);

    const unknown = await readFeed(`${publicUrl}/api/planning/calendar/${'A'.repeat(43)}.ics`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(
      replaced.body.replace(
        /"requestId":"[^"]*"/,
        `"requestId":"${unknown.json<{ body: { requestId: string } }>().body.requestId}"`,
      ),
    );

    // The user's rights of the moment: without sub-role calendar, or disabled, the link answers 404.
    await query(
      testApp,
      sql`update users set customer_sub_roles = array_remove(customer_sub_roles, 2)
                             where username = 'altro.demo'`,
    );
    expect((await readFeed(current.url)).statusCode).toBe(404);
    await query(
      testApp,
      sql`update users set customer_sub_roles = customer_sub_roles || 2
                             where username = 'altro.demo'`,
    );
    expect((await readFeed(current.url)).statusCode).toBe(200);
    await query(testApp, sql`update users set enabled = false where username = 'altro.demo'`);
    expect((await readFeed(current.url)).statusCode).toBe(404);
    await query(testApp, sql`update users set enabled = true where username = 'altro.demo'`);

    const revoked = await call('DELETE', '/planning/calendar-feed', 'altro.demo');
    expect(revoked.statusCode).toBe(204);
    expect((await readFeed(current.url)).statusCode).toBe(404);
    expect((await call('GET', '/planning/calendar-feed', 'altro.demo')).json()).toEqual({ feed: null });
    expect((await call('DELETE', '/planning/calendar-feed', 'altro.demo')).statusCode).toBe(204);
  });

  it('limits the reads of each link, whoever asks', async () => {
    const url = `${publicUrl}/api/planning/calendar/${'B'.repeat(43)}.ics`;
    const statuses: number[] = [];
    for (let read = 0; read < 31; read++) statuses.push((await readFeed(url)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another link is not held back by this one.
    expect((await readFeed(`${publicUrl}/api/planning/calendar/${'C'.repeat(43)}.ics`)).statusCode).toBe(404);
  });
});
