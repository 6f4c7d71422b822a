import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@portale/db';
import type { CacheTag, ReadCache } from './read-cache.ts';

/**
 * What a write route changes: the tables whose rows, as a cached read sees them, it may add, alter or
 * remove; `[]` when it changes nothing a read can have kept; `'all'` to drop every kept result. Declared
 * on its registration (registerRoute's `invalidates`); a write that declares nothing drops everything.
 */
export type Invalidates = readonly CacheTag[] | 'all';

// Fastify's route config is extended by declaration merging, which needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    invalidates?: Invalidates;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * The channels of the change notices the database sends when a transaction commits (migrations 0004 and
 * 0007), whoever made the change: each notice's payload is the table that changed.
 */
export const changeNoticeChannels = ['site_data_changed', 'auth_changed'] as const;

/** A route that writes, and what it declared it changes (undefined: nothing declared). */
export type WriteRoute = { method: string; url: string; invalidates: Invalidates | undefined };

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps the caches true to the database, dropping only what a change touched: the tags a successful
 * write request of this instance declares, at once, before its answer leaves (so a user never reads
 * their own write stale); the table of each change notice, from any instance or tool, a few milliseconds
 * after the commit; everything when notices may have been lost. Register on the root instance, before
 * the routes. Returns the write routes as they were registered, with their declarations, and `clear`.
 */
export function keepCachesFresh(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'listen'>,
  caches: readonly ReadCache[],
) {
  const invalidate = (changed: Invalidates) => {
    for (const cache of caches) {
      if (changed === 'all') cache.clear();
      else cache.invalidate(changed);
    }
  };
  const writeRoutes: WriteRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods.filter((name) => !readMethods.has(name))) {
      writeRoutes.push({ method, url: route.url, invalidates: route.config?.invalidates });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400) return;
    const declared = request.routeOptions.config.invalidates;
    // A read that also records something (a download counted as opening) declares what it changes.
    if (readMethods.has(request.method)) {
      if (declared) invalidate(declared);
      return;
    }
    invalidate(declared ?? 'all');
  });

  const stops: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    for (const channel of changeNoticeChannels) {
      const stop = await database.listen(channel, {
        // The payload is a table name (an unknown one has no kept result to drop).
        onNotice: (table) => invalidate(table ? [table as CacheTag] : 'all'),
        onLost: () => {
          invalidate('all');
          app.log.warn({ channel }, 'change notices interrupted: caches cleared, listening again');
        },
      });
      stops.push(stop);
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
    invalidate('all');
  });
  return { writeRoutes: writeRoutes as readonly WriteRoute[], clear: () => invalidate('all') };
}
