import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

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

describe('createReadCache', () => {
  it('serves a kept result until it expires', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const loads = counter();
    expect(await cache.read('a', loads.load('first'))).toBe('first');
    clock = 999;
    expect(await cache.read('a', loads.load('second'))).toBe('first');
    clock = 1000;
    expect(await cache.read('a', loads.load('third'))).toBe('third');
    expect(loads.loads).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    let release: (value: string) => void = () => undefined;
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.read('a', load), cache.read('a', load)]);
    release('shared');
    expect(await both).toEqual(['shared', 'shared']);
    expect(loads).toBe(1);
  });

  it('drops everything on clear, and one key on forget', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const loads = counter();
    await cache.read('a', loads.load('a1'));
    await cache.read('b', loads.load('b1'));
    cache.forget('a');
    expect(await cache.read('a', loads.load('a2'))).toBe('a2');
    expect(await cache.read('b', loads.load('b2'))).toBe('b1');
    cache.clear();
    expect(await cache.read('b', loads.load('b3'))).toBe('b3');
  });

  it('does not keep a failed load, nor a result that keep refuses', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('a', async () => 'up')).toBe('up');
    const notFound = (value: string | null) => value !== null;
    expect(await cache.read('b', async () => null, notFound)).toBeNull();
    expect(await cache.read('b', async () => 'found', notFound)).toBe('found');
  });

  it('lets the least recently read entry go beyond maxEntries', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 2 });
    const loads = counter();
    await cache.read('a', loads.load('a1'));
    await cache.read('b', loads.load('b1'));
    await cache.read('a', loads.load('a2'));
    await cache.read('c', loads.load('c1'));
    expect(await cache.read('a', loads.load('a3'))).toBe('a1');
    expect(await cache.read('b', loads.load('b2'))).toBe('b2');
  });

  it('keeps nothing when its lifetime is 0', async () => {
    const cache = createReadCache({ ttlMs: 0, maxEntries: 10 });
    const loads = counter();
    await cache.read('a', loads.load('a1'));
    expect(await cache.read('a', loads.load('a2'))).toBe('a2');
  });
});
