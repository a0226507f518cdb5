import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../db/repositories/session';
import { createVerifiedSessionCache } from './session-cache';

const row = (sessionId: number, over: Partial<SessionRow> = {}): SessionRow => ({
  sessionId,
  userId: 7,
  supportAgentId: null,
  twoFactorSatisfied: false,
  lastSeenAt: new Date(0),
  expiresAt: new Date(8.64e15),
  userTwoFactor: false,
  userTemporaryPassword: false,
  userBillingOnly: false,
  ...over,
});

/** A cache on a hand-driven clock, switched on (as after hub.ready). */
function cacheAt(start = 0, ttlMs = 10_000) {
  let now = start;
  const cache = createVerifiedSessionCache({ ttlMs, now: () => now });
  cache.enable();
  return { cache, tick: (ms: number) => (now += ms) };
}

describe('verified-session cache', () => {
  it('remembers a live lookup for the TTL from the lookup’s start, then asks again', async () => {
    const { cache, tick } = cacheAt();
    await cache.remember('h1', () => {
      tick(50); // the lookup takes 50 ms: the TTL counts from its start
      return Promise.resolve(row(1));
    });
    expect(cache.get('h1')).toMatchObject({ sessionId: 1, userId: 7 });
    tick(9_940);
    expect(cache.get('h1')).not.toBeNull();
    tick(10);
    expect(cache.get('h1')).toBeNull();
    expect(cache.size()).toBe(0);
  });

  it('honours the session’s own expiry on every request', async () => {
    const { cache, tick } = cacheAt(0, 60_000);
    await cache.remember('h1', () => Promise.resolve(row(1, { expiresAt: new Date(3_000) })));
    tick(2_999);
    expect(cache.get('h1')).not.toBeNull();
    tick(1);
    expect(cache.get('h1')).toBeNull();
  });

  it('does not remember unknown, revoked or expired keys (the lookup said null)', async () => {
    const { cache } = cacheAt();
    expect(await cache.remember('h1', () => Promise.resolve(null))).toBeNull();
    expect(cache.get('h1')).toBeNull();
    expect(cache.size()).toBe(0);
  });

  it('drops an ended session at once, and never files a lookup that ran across a drop', async () => {
    const { cache } = cacheAt();
    await cache.remember('h1', () => Promise.resolve(row(1)));
    await cache.remember('h2', () => Promise.resolve(row(2)));
    cache.drop([1]);
    expect(cache.get('h1')).toBeNull();
    expect(cache.get('h2')).not.toBeNull();

    // A lookup that read the row before the revocation committed and answers after the drop:
    // its waiting request gets the answer it was already owed, but the row is not filed.
    let answer!: (value: SessionRow) => void;
    const running = cache.remember('h3', () => new Promise<SessionRow>((resolve) => (answer = resolve)));
    cache.drop([3]);
    answer(row(3));
    expect(await running).toMatchObject({ sessionId: 3 });
    expect(cache.get('h3')).toBeNull();
  });

  it('hands each request its own copy', async () => {
    const { cache } = cacheAt();
    await cache.remember('h1', () => Promise.resolve(row(1)));
    const a = cache.get('h1')!;
    a.userId = 99;
    a.expiresAt.setTime(0);
    expect(cache.get('h1')).toMatchObject({ userId: 7, expiresAt: new Date(8.64e15) });
  });

  it('keeps the agent and two-factor flags of each key apart', async () => {
    const { cache } = cacheAt();
    await cache.remember('own', () => Promise.resolve(row(1, { twoFactorSatisfied: false })));
    await cache.remember('agent', () => Promise.resolve(row(2, { supportAgentId: 5, twoFactorSatisfied: true })));
    expect(cache.get('own')).toMatchObject({ sessionId: 1, supportAgentId: null, twoFactorSatisfied: false });
    expect(cache.get('agent')).toMatchObject({ sessionId: 2, supportAgentId: 5, twoFactorSatisfied: true });
  });

  it('files nothing until it is switched on, and clear() forgets everything', async () => {
    const cache = createVerifiedSessionCache();
    await cache.remember('h1', () => Promise.resolve(row(1)));
    expect(cache.get('h1')).toBeNull();
    cache.enable();
    await cache.remember('h1', () => Promise.resolve(row(1)));
    await cache.remember('h2', () => Promise.resolve(row(2)));
    expect(cache.size()).toBe(2);
    cache.clear();
    expect(cache.size()).toBe(0);
  });

  it('is bounded, oldest out first', async () => {
    const cache = createVerifiedSessionCache({ maxEntries: 2 });
    cache.enable();
    for (const id of [1, 2, 3]) await cache.remember(`h${id}`, () => Promise.resolve(row(id)));
    expect(cache.get('h1')).toBeNull();
    expect(cache.get('h3')).not.toBeNull();
    expect(cache.size()).toBe(2);
  });
});
