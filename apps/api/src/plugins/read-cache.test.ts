import { describe, expect, it } from 'vitest';
import { createReadCache, type CacheTag } from './read-cache.ts';

function counter() {
  let loads = 0;
  return {
    load: (value: string) => async () => {
      loads += 1;
      return value;
    },
    get loads() {
      return loads;
    },
  };
}

const fromSites = { tags: ['sites'] } satisfies { tags: CacheTag[] };
const fromSessions = { tags: ['sessions', 'users'] } satisfies { tags: CacheTag[] };

describe('createReadCache', () => {
  it('serves a kept result until it expires, and counts hits and misses', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const loads = counter();
    expect(await cache.read('a', loads.load('first'), fromSites)).toBe('first');
    clock = 999;
    expect(await cache.read('a', loads.load('second'), fromSites)).toBe('first');
    clock = 1000;
    expect(await cache.read('a', loads.load('third'), fromSites)).toBe('third');
    expect(loads.loads).toBe(2);
    expect(cache.stats()).toEqual({ hits: 1, misses: 2, entries: 1 });
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    let release: (value: string) => void = () => undefined;
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.read('a', load, fromSites), cache.read('a', load, fromSites)]);
    release('shared');
    expect(await both).toEqual(['shared', 'shared']);
    expect(loads).toBe(1);
  });

  it('drops on invalidate only the results read from the tags that changed', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const loads = counter();
    await cache.read('site', loads.load('site1'), fromSites);
    await cache.read('session', loads.load('session1'), fromSessions);
    await cache.read('both', loads.load('both1'), { tags: ['sites', 'users'] });

    cache.invalidate(['notifications']);
    expect(cache.stats().entries).toBe(3);
    cache.invalidate(['users']);
    expect(await cache.read('site', loads.load('site2'), fromSites)).toBe('site1');
    expect(await cache.read('session', loads.load('session2'), fromSessions)).toBe('session2');
    expect(await cache.read('both', loads.load('both2'), { tags: ['sites', 'users'] })).toBe('both2');

    cache.invalidate(['sites']);
    expect(await cache.read('site', loads.load('site3'), fromSites)).toBe('site3');
    expect(await cache.read('session', loads.load('session3'), fromSessions)).toBe('session2');
  });

  it('loads again after an invalidation that came while the first load ran', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let release: (value: string) => void = () => undefined;
    const slow = cache.read('a', () => new Promise<string>((resolve) => (release = resolve)), fromSites);
    cache.invalidate(['sites']);
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.read('a', async () => 'after the change', fromSites)).toBe('after the change');
  });

  it('drops everything on clear, and one key on forget', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const loads = counter();
    await cache.read('a', loads.load('a1'), fromSites);
    await cache.read('b', loads.load('b1'), fromSessions);
    cache.forget('a');
    expect(await cache.read('a', loads.load('a2'), fromSites)).toBe('a2');
    expect(await cache.read('b', loads.load('b2'), fromSessions)).toBe('b1');
    cache.clear();
    expect(cache.stats().entries).toBe(0);
    expect(await cache.read('b', loads.load('b3'), fromSessions)).toBe('b3');
  });

  it('does not keep a failed load, nor a result that keep refuses', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.read('a', () => Promise.reject(new Error('down')), fromSites)).rejects.toThrow('down');
    expect(await cache.read('a', async () => 'up', fromSites)).toBe('up');
    const found = (value: string | null) => value !== null;
    expect(await cache.read('b', async () => null, { ...fromSites, keep: found })).toBeNull();
    expect(
      await cache.read('b', async (): Promise<string | null> => 'found', { ...fromSites, keep: found }),
    ).toBe('found');
  });

  it('lets the least recently read entry go beyond maxEntries, and its tags with it', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 2 });
    const loads = counter();
    await cache.read('a', loads.load('a1'), fromSites);
    await cache.read('b', loads.load('b1'), fromSessions);
    await cache.read('a', loads.load('a2'), fromSites);
    await cache.read('c', loads.load('c1'), fromSites);
    expect(await cache.read('a', loads.load('a3'), fromSites)).toBe('a1');
    expect(await cache.read('b', loads.load('b2'), fromSessions)).toBe('b2');
    expect(cache.stats().entries).toBe(2);
  });

  it('keeps nothing when its lifetime is 0', async () => {
    const cache = createReadCache({ ttlMs: 0, maxEntries: 10 });
    const loads = counter();
    await cache.read('a', loads.load('a1'), fromSites);
    expect(await cache.read('a', loads.load('a2'), fromSites)).toBe('a2');
    expect(cache.stats()).toEqual({ hits: 0, misses: 2, entries: 0 });
  });
});
