import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketSiteOption } from '@portale/shared';
import { query, sql } from './support/identity.ts';
import { multipart } from './support/multipart.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-idempotency-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  for (const username of ['cliente.demo', 'altro.demo']) tokens[username] = await loginAs(testApp, username);
});
afterAll(async () => {
  await closeTestApp(testApp);
  await rm(dataDir, { recursive: true, force: true });
});

const post = (username: string, url: string, payload: object, key?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(tokens[username] ?? ''), ...(key && { 'idempotency-key': key }) },
    payload,
  });

const siteOf = async (username: string) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/tickets/site-options',
    headers: bearer(tokens[username] ?? ''),
  });
  return response.json<TicketSiteOption[]>()[0]?.siteCode ?? '';
};

/** A PNG's signature and some bytes: what the upload's content check takes for a picture. */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

const ticketsNamed = async (subject: string) =>
  (await query<{ id: number }>(testApp, sql`select id from tickets where subject = ${subject}`)).length;

describe('a write retried with the same Idempotency-Key', () => {
  it('opens one ticket and answers the retry with the first answer, said to be replayed', async () => {
    const siteCode = await siteOf('cliente.demo');
    const ticket = {
      type: 'REPORT',
      urgency: 'LOW',
      siteCode,
      subject: 'Luce fulminata',
      description: 'Atrio',
    };
    const first = await post('cliente.demo', '/tickets', ticket, 'retry-1');
    const retry = await post('cliente.demo', '/tickets', ticket, 'retry-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await ticketsNamed('Luce fulminata')).toBe(1);

    // Another key is another write; no key at all is the plain, unguarded call.
    expect((await post('cliente.demo', '/tickets', ticket, 'retry-2')).statusCode).toBe(201);
    expect((await post('cliente.demo', '/tickets', ticket)).statusCode).toBe(201);
    expect(await ticketsNamed('Luce fulminata')).toBe(3);
  });

  it('does the work once when retries arrive while the first still runs', async () => {
    const siteCode = await siteOf('cliente.demo');
    const ticket = {
      type: 'REPORT',
      urgency: 'LOW',
      siteCode,
      subject: 'Tre volte insieme',
      description: 'x',
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('cliente.demo', '/tickets', ticket, 'together')),
    );
    // On PostgreSQL the retries wait for the first and get its answer; on the embedded database they
    // are told it still runs (409, Retry-After), and would get it when they ask again.
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.headers['retry-after']).toBe('1');
    }
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.json<{ ticketId: string }>().ticketId)).size).toBe(1);
    expect(await ticketsNamed('Tre volte insieme')).toBe(1);
  });

  it('keeps each caller’s keys apart: another user’s same key is their own write', async () => {
    const mine = { type: 'REPORT', urgency: 'LOW', siteCode: await siteOf('cliente.demo') };
    const theirs = { type: 'REPORT', urgency: 'LOW', siteCode: await siteOf('altro.demo') };
    const a = await post(
      'cliente.demo',
      '/tickets',
      { ...mine, subject: 'Chiave A', description: 'x' },
      'shared',
    );
    const b = await post(
      'altro.demo',
      '/tickets',
      { ...theirs, subject: 'Chiave B', description: 'x' },
      'shared',
    );
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json()).not.toMatchObject({ subject: 'Chiave A' });
  });

  it('does the work on the retry of a write that failed', async () => {
    const siteCode = await siteOf('cliente.demo');
    const bad = await post('cliente.demo', '/tickets', { type: 'REPORT', siteCode }, 'fixed-later');
    expect(bad.statusCode).toBe(400);
    const ticket = { type: 'REPORT', urgency: 'LOW', siteCode, subject: 'Dopo l’errore', description: 'x' };
    const good = await post('cliente.demo', '/tickets', ticket, 'fixed-later');
    expect(good.statusCode).toBe(201);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
    expect(await ticketsNamed('Dopo l’errore')).toBe(1);
  });

  it('keeps an upload once: the retry gets the same attachment', async () => {
    const { payload, contentType } = multipart([{ name: 'file', filename: 'foto.png', body: png }]);
    const send = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/tickets/attachments',
        headers: {
          ...bearer(tokens['cliente.demo'] ?? ''),
          'content-type': contentType,
          'idempotency-key': 'photo-1',
        },
        payload,
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });

  it('answers 409 with Retry-After while the first request runs, and takes over a key left unanswered', async () => {
    const siteCode = await siteOf('cliente.demo');
    const userId = (
      await query<{ id: string }>(testApp, sql`select id from users where username = 'cliente.demo'`)
    )[0]?.id;
    const ticket = { type: 'REPORT', urgency: 'LOW', siteCode, subject: 'In corso', description: 'x' };
    await query(
      testApp,
      sql`insert into idempotent_replies (caller, route, key) values (${`user:${userId}`}, 'POST /api/tickets', 'busy')`,
    );
    const busy = await post('cliente.demo', '/tickets', ticket, 'busy');
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toMatchObject({ body: { code: 'IDEMPOTENCY_IN_PROGRESS' } });
    expect(await ticketsNamed('In corso')).toBe(0);

    // Its instance died: after ten seconds unanswered, the retry does the work.
    await query(
      testApp,
      sql`update idempotent_replies set created_at = now() - interval '11 seconds' where key = 'busy'`,
    );
    expect((await post('cliente.demo', '/tickets', ticket, 'busy')).statusCode).toBe(201);
    expect(await ticketsNamed('In corso')).toBe(1);
  });

  it('refuses a key that is too long or has spaces, storing nothing', async () => {
    const siteCode = await siteOf('cliente.demo');
    const ticket = { type: 'REPORT', urgency: 'LOW', siteCode, subject: 'Chiave storta', description: 'x' };
    for (const key of ['with space', 'x'.repeat(256)]) {
      const response = await post('cliente.demo', '/tickets', ticket, key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ body: { fields: [{ path: 'headers.idempotency-key' }] } });
    }
    expect(await ticketsNamed('Chiave storta')).toBe(0);
  });
});
