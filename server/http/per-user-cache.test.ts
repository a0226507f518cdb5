import { describe, expect, it } from 'vitest';
import { createPerUserCache } from './per-user-cache';

const options = { ttlMs: 60_000, maxStaleMs: 5_000, maxEntries: 100, maxBytes: 1_000_000 };

/** Loads the test settles by hand, counting how many started. */
function loads<T>() {
  const resolvers: ((v: T) => void)[] = [];
  const load = () => new Promise<T>((resolve) => resolvers.push(resolve));
  return { load, count: () => resolvers.length, settle: (i: number, v: T) => resolvers[i]!(v) };
}

describe('per-user cache', () => {
  it('shares one load between concurrent misses of a key, and keeps users and variants apart', async () => {
    const cache = createPerUserCache<string>(options);
    const l = loads<string>();
    const a = cache.get(1, '/x?a', l.load);
    const b = cache.get(1, '/x?a', l.load);
    expect(l.count()).toBe(1);
    cache.get(2, '/x?a', l.load); // another user
    cache.get(1, '/x?b', l.load); // another query
    expect(l.count()).toBe(3);
    l.settle(0, 'one');
    expect((await a).json).toBe('"one"');
    expect(await b).toBe(await a);
  });

  it('hands a load that ran across an invalidation to its waiters but never stores it', async () => {
    const cache = createPerUserCache<string>(options);
    const l = loads<string>();
    const waiting = cache.get(1, 'k', l.load);
    cache.invalidate([1]);
    const after = cache.get(1, 'k', l.load);
    expect(l.count()).toBe(2);
    l.settle(0, 'before the change');
    l.settle(1, 'after the change');
    expect((await waiting).value).toBe('before the change');
    expect((await after).value).toBe('after the change');
    expect((await cache.get(1, 'k', l.load)).value).toBe('after the change');
    expect(l.count()).toBe(2);
  });

  it('does not store a failed load', async () => {
    const cache = createPerUserCache<string>(options);
    await expect(cache.get(1, 'k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.resolve();
    expect(cache.size()).toBe(0);
    expect((await cache.get(1, 'k', async () => 'ok')).value).toBe('ok');
  });

  it('drops the oldest entries beyond the byte bound', async () => {
    const cache = createPerUserCache<string>({ ...options, maxBytes: 250 });
    const big = 'x'.repeat(98); // 100 bytes of JSON
    for (const k of ['a', 'b', 'c']) await cache.get(1, k, async () => big);
    await Promise.resolve();
    expect(cache.size()).toBe(2);
    expect(cache.bytes()).toBe(200);
    let loaded = 0;
    await cache.get(1, 'a', async () => (loaded++, big)); // 'a' was the oldest: evicted
    expect(loaded).toBe(1);
    await cache.get(1, 'c', async () => (loaded++, big)); // still there
    expect(loaded).toBe(1);
  });
});
