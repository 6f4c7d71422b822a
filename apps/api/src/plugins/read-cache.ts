import type { schema } from '@portale/db';

type Schema = typeof schema;

/** The name of a table of the schema, as PostgreSQL knows it (`site_fee_periods`). */
export type TableName = {
  [K in keyof Schema]: Schema[K] extends { _: { name: infer N extends string } } ? N : never;
}[keyof Schema];

/**
 * What a kept result was read from, and what a write or a change notice says it changed: a table.
 * A result is dropped when any of its tags changes.
 */
export type CacheTag = TableName;

export type ReadOptions<T> = {
  /** Every table the result is read from. */
  tags: readonly CacheTag[];
  /** Whether to keep this result: a load may answer something not worth keeping (such as "not found"). */
  keep?: (value: T) => boolean;
};

/** Reads served from memory and reads that went to `load`, since the cache was made. */
export type CacheStats = { hits: number; misses: number; entries: number };

/**
 * Results of hot reads kept in memory for a short while, shared by every request of the instance, each
 * with the tags (tables) it was read from. A change to a table drops the results read from it
 * (`invalidate`) and no other. Concurrent misses of one key share one load. Entries live at most
 * `ttlMs` (0 turns the cache off), the least recently read go first beyond `maxEntries`, and a failed
 * load is not kept.
 */
export type ReadCache = {
  read: <T>(key: string, load: () => Promise<T>, options: ReadOptions<T>) => Promise<T>;
  forget: (key: string) => void;
  /** Drops every result read from any of `tags`. */
  invalidate: (tags: readonly CacheTag[]) => void;
  clear: () => void;
  stats: () => CacheStats;
};

type Entry = { value: Promise<unknown>; expiresAt: number; tags: readonly CacheTag[] };

export function createReadCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReadCache {
  const now = options.now ?? Date.now;
  // In order of use, the least recently read first.
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<CacheTag, Set<string>>();
  let hits = 0;
  let misses = 0;

  function add(key: string, entry: Entry) {
    entries.set(key, entry);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      keysByTag.set(tag, keys);
    }
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  return {
    read<T>(key: string, load: () => Promise<T>, { tags, keep }: ReadOptions<T>): Promise<T> {
      if (options.ttlMs <= 0) {
        misses += 1;
        return load();
      }
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        hits += 1;
        // Read again: move it to the end, the most recently used (its tags stay as they are).
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as Promise<T>;
      }
      misses += 1;
      remove(key);
      const value = load();
      const fresh: Entry = { value, expiresAt: now() + options.ttlMs, tags };
      add(key, fresh);
      // Dropped only if it is still this load's entry (an invalidation may have replaced it).
      const drop = () => {
        if (entries.get(key) === fresh) remove(key);
      };
      value.then((result) => {
        if (keep && !keep(result)) drop();
      }, drop);
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      return value;
    },
    forget: remove,
    invalidate(tags) {
      for (const tag of tags) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
      }
    },
    clear() {
      entries.clear();
      keysByTag.clear();
    },
    stats: () => ({ hits, misses, entries: entries.size }),
  };
}
