/**
 * In-process cache of the GET /api/me payload, per (userId, agentSession, twoFactorSatisfied).
 *
 * The rule: an entry is fresh for `userPayloadTtlMs` (2 s) and is dropped whenever its user is
 * notified through the realtime hub (`hub.notifyUsers`): synchronously in the process that
 * notifies (before the NOTIFY goes out, so the handler's own next GET /api/me is fresh) and, in
 * every process, when the LISTEN handler sees the user id on `portal_update`. So a change that a
 * handler makes *and notifies* is never served stale by the process that made it; other processes
 * on the same PostgreSQL drop it as soon as the NOTIFY arrives (milliseconds). A change made
 * without notifying (or a time-based field such as daysLeft or the 7-day insights window) is at
 * most `userPayloadTtlMs` plus one reload old (see stale-while-refresh below). Anything that
 * changes a user's /api/me data must therefore call `notifyUsers` for that user, as the realtime
 * contract already requires.
 *
 * Concurrent misses share one load; a load that was running when its user was invalidated is
 * handed to the requests that were already waiting for it but never stored.
 *
 * Stale-while-refresh: once an entry's TTL has passed, requests keep getting it while one
 * background load refreshes it (for at most `maxStaleMs` past the TTL; a failed refresh drops
 * it). So the time-based fields are at most TTL + one load old, and no request waits for a
 * reload that only the clock asked for — on PGlite a load blocks this process for tens of
 * milliseconds, which every concurrent request would otherwise sit out. Invalidation is
 * unchanged: an invalidated entry is gone at once, and a refresh that was running when its user
 * was invalidated is discarded.
 *
 * An entry keeps the payload serialised (and gzipped on first use): a hit then costs no
 * JSON.stringify and no compression, only the write (see cached-json.ts).
 */
import type { User } from '../../src/contract/session';
import type { RealtimeHub } from '../realtime/hub';
import type { CachedJson } from './cached-json';
import { createPerUserCache } from './per-user-cache';

export const userPayloadTtlMs = 2_000;

export interface UserPayloadCache {
  get(key: { userId: number; agentSession: boolean; twoFactorSatisfied: boolean }, load: () => Promise<User>): Promise<CachedJson<User>>;
  /** Drops the entries of these users, or every entry for null. */
  invalidate(userIds: readonly number[] | null): void;
  size(): number;
}

/** The mechanics (sharing, invalidation, stale-while-refresh, bounds) live in per-user-cache.ts. */
export function createUserPayloadCache(ttlMs = userPayloadTtlMs): UserPayloadCache {
  // A payload is a few KB: 5,000 of them stay far below the byte bound.
  const cache = createPerUserCache<User>({ ttlMs, maxStaleMs: 5_000, maxEntries: 5_000, maxBytes: 64 * 1024 * 1024 });
  return {
    get: ({ userId, agentSession, twoFactorSatisfied }, load) =>
      cache.get(userId, `${agentSession ? 'A' : '-'}${twoFactorSatisfied ? 'T' : '-'}`, load),
    invalidate: (userIds) => cache.invalidate(userIds),
    size: () => cache.size(),
  };
}

const caches = new WeakMap<RealtimeHub, UserPayloadCache>();

/** The cache of a hub's process, invalidated by that hub's user notifications. */
export function userPayloadCacheFor(hub: RealtimeHub): UserPayloadCache {
  let cache = caches.get(hub);
  if (!cache) {
    const created = createUserPayloadCache();
    hub.onUsersChanged((userIds) => created.invalidate(userIds));
    caches.set(hub, (cache = created));
  }
  return cache;
}
