import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/contract/session';
import { createUserPayloadCache } from './user-payload-cache';

const key = { userId: 1, agentSession: false, twoFactorSatisfied: false };
const user = (jobTitle: string) => ({ userId: 1, jobTitle }) as unknown as User;

/** Loads the test settles by hand, counting how many started. */
function loads() {
  const resolvers: ((u: User) => void)[] = [];
  const load = () => new Promise<User>((resolve) => resolvers.push(resolve));
  return { load, count: () => resolvers.length, settle: (i: number, u: User) => resolvers[i]!(u) };
}

describe('user payload cache: stale-while-refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('serves a stale entry while one refresh runs, then the refreshed one', async () => {
    const cache = createUserPayloadCache(1_000);
    const l = loads();
    const first = cache.get(key, l.load);
    l.settle(0, user('A'));
    expect((await first).value.jobTitle).toBe('A');
    expect(JSON.parse((await first).json).jobTitle).toBe('A');

    vi.setSystemTime(Date.now() + 1_500);
    expect((await cache.get(key, l.load)).value.jobTitle).toBe('A');
    expect((await cache.get(key, l.load)).value.jobTitle).toBe('A');
    expect(l.count()).toBe(2); // one refresh for both stale reads
    l.settle(1, user('B'));
    await vi.waitFor(async () => expect((await cache.get(key, l.load)).value.jobTitle).toBe('B'));
    expect(l.count()).toBe(2);
  });

  it('never serves an invalidated entry, and drops a refresh that ran across the invalidation', async () => {
    const cache = createUserPayloadCache(1_000);
    const l = loads();
    const first = cache.get(key, l.load);
    l.settle(0, user('A'));
    await first;
    vi.setSystemTime(Date.now() + 1_500);
    await cache.get(key, l.load); // stale A, refresh #1 starts
    cache.invalidate([1]);
    const next = cache.get(key, l.load); // a miss: load #2
    expect(l.count()).toBe(3);
    l.settle(1, user('refreshed before the change'));
    l.settle(2, user('C'));
    expect((await next).value.jobTitle).toBe('C');
    expect((await cache.get(key, l.load)).value.jobTitle).toBe('C');
  });

  it('stops serving a stale entry long past its TTL and loads instead', async () => {
    const cache = createUserPayloadCache(1_000);
    const l = loads();
    const first = cache.get(key, l.load);
    l.settle(0, user('A'));
    await first;
    vi.setSystemTime(Date.now() + 60_000);
    const again = cache.get(key, l.load);
    expect(l.count()).toBe(2);
    l.settle(1, user('D'));
    expect((await again).value.jobTitle).toBe('D');
  });
});
