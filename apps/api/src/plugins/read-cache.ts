import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@portale/db';

/**
 * Results of hot reads kept in memory for a short while, shared by every request of the instance, and
 * dropped as a whole by `clear` when the data under them change. Concurrent misses of one key share
 * one load. Entries live at most `ttlMs` (0 turns the cache off), the least recently read go first
 * beyond `maxEntries`, and a failed load is not kept.
 */
export type ReadCache = {
  /** The kept result of `key`, or `load`'s; `keep` may refuse to keep a result (such as "not found"). */
  read: <T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean) => Promise<T>;
  forget: (key: string) => void;
  clear: () => void;
};

type Entry = { value: Promise<unknown>; expiresAt: number };

export function createReadCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReadCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  return {
    read<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        // Read again: move it to the end, the most recently used.
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as Promise<T>;
      }
      const value = load();
      const fresh: Entry = { value, expiresAt: now() + options.ttlMs };
      entries.delete(key);
      entries.set(key, fresh);
      const drop = () => {
        if (entries.get(key) === fresh) entries.delete(key);
      };
      value.then((result) => {
        if (keep && !keep(result)) drop();
      }, drop);
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    forget: (key) => entries.delete(key),
    clear: () => entries.clear(),
  };
}

/** The channel of migration 0004's notices when a session ends or a user or customer changes. */
export const authChannel = 'auth_changed';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps the cache true to the database. Clears it whenever the database announces a change on
 * `channel` (the notices of migration 0004, from any instance or tool, a few milliseconds after the
 * commit) and whenever notices may have been lost; and, so that a user never reads their own write
 * stale, at once when a write request of this instance succeeds, before its answer leaves. Register on
 * the root instance, before the routes.
 */
export function keepCacheFresh(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'listen'>,
  channel: string,
  cache: ReadCache,
) {
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onSend', async (request, reply) => {
    if (!readMethods.has(request.method) && reply.statusCode < 400) cache.clear();
  });
  app.addHook('onReady', async () => {
    stop = await database.listen(channel, {
      onNotice: cache.clear,
      onLost: () => {
        cache.clear();
        app.log.warn({ channel }, 'change notices interrupted: cache cleared, listening again');
      },
    });
  });
  app.addHook('onClose', async () => {
    await stop?.();
    cache.clear();
  });
}
