import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { NoticeHandlers } from '@portale/db';
import { changeNoticeChannels, keepCachesFresh, type Invalidates } from './cache-freshness.ts';
import { createReadCache, type ReadCache } from './read-cache.ts';

/** A database whose change notices the test sends by hand. */
function fakeDatabase() {
  const listeners = new Map<string, NoticeHandlers>();
  return {
    listen: async (channel: string, handlers: NoticeHandlers) => {
      listeners.set(channel, handlers);
      return async () => void listeners.delete(channel);
    },
    notify: (channel: string, table: string) => listeners.get(channel)?.onNotice(table),
    lose: (channel: string) => listeners.get(channel)?.onLost(),
    channels: () => [...listeners.keys()],
  };
}

let app: FastifyInstance;
afterEach(() => app.close());

/** An app with a site read and a session kept, and write routes declaring `declared`. */
async function appWith(declared: Record<string, Invalidates | undefined>) {
  app = Fastify();
  const database = fakeDatabase();
  const siteReads = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
  const sessions = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
  const freshness = keepCachesFresh(app, database, [siteReads, sessions]);
  for (const [name, invalidates] of Object.entries(declared)) {
    app.post(`/${name}`, { config: invalidates ? { invalidates } : {} }, async () => ({ ok: true }));
  }
  app.post('/refused', { config: { invalidates: 'all' } }, async (_request, reply) =>
    reply.status(403).send({ ok: false }),
  );
  await app.ready();
  const keep = async () => {
    await siteReads.read('site', async () => 'site', { tags: ['sites'] });
    await sessions.read('session', async () => 'session', { tags: ['sessions', 'users'] });
  };
  const kept = (cache: ReadCache) => cache.stats().entries === 1;
  return { database, freshness, keep, siteKept: () => kept(siteReads), sessionKept: () => kept(sessions) };
}

describe('keepCachesFresh', () => {
  it('drops after a write only what was read from the tables it declares', async () => {
    const subject = await appWith({ read: ['notifications'], publish: ['sites'], logout: ['sessions'] });
    await subject.keep();
    expect((await app.inject({ method: 'POST', url: '/read' })).statusCode).toBe(200);
    expect([subject.siteKept(), subject.sessionKept()]).toEqual([true, true]);
    await app.inject({ method: 'POST', url: '/publish' });
    expect([subject.siteKept(), subject.sessionKept()]).toEqual([false, true]);
    await subject.keep();
    await app.inject({ method: 'POST', url: '/logout' });
    expect([subject.siteKept(), subject.sessionKept()]).toEqual([true, false]);
  });

  it("drops everything after a write that declares 'all' or nothing, and nothing after a refused one", async () => {
    const subject = await appWith({ everything: 'all', forgotten: undefined });
    for (const url of ['/everything', '/forgotten']) {
      await subject.keep();
      await app.inject({ method: 'POST', url });
      expect([subject.siteKept(), subject.sessionKept()]).toEqual([false, false]);
    }
    await subject.keep();
    expect((await app.inject({ method: 'POST', url: '/refused' })).statusCode).toBe(403);
    expect([subject.siteKept(), subject.sessionKept()]).toEqual([true, true]);
  });

  it('lists the write routes with what they declared', async () => {
    const subject = await appWith({ publish: ['sites'], forgotten: undefined });
    expect(subject.freshness.writeRoutes).toEqual([
      { method: 'POST', url: '/publish', invalidates: ['sites'] },
      { method: 'POST', url: '/forgotten', invalidates: undefined },
      { method: 'POST', url: '/refused', invalidates: 'all' },
    ]);
  });

  it('drops on a change notice what was read from its table, and everything when notices were lost', async () => {
    const subject = await appWith({});
    expect(subject.database.channels()).toEqual([...changeNoticeChannels]);
    await subject.keep();
    subject.database.notify('site_data_changed', 'documents');
    expect([subject.siteKept(), subject.sessionKept()]).toEqual([true, true]);
    subject.database.notify('site_data_changed', 'sites');
    expect([subject.siteKept(), subject.sessionKept()]).toEqual([false, true]);
    await subject.keep();
    subject.database.notify('auth_changed', 'users');
    expect([subject.siteKept(), subject.sessionKept()]).toEqual([true, false]);
    await subject.keep();
    subject.database.lose('auth_changed');
    expect([subject.siteKept(), subject.sessionKept()]).toEqual([false, false]);
  });
});
