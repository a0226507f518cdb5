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
import type { User } from '../../src/contract/user';
import type { RealtimeHub } from '../realtime/hub';
import { cachedJson, type CachedJson } from './cached-json';

export const userPayloadTtlMs = 2_000;
/** A stale entry is served (while it refreshes) for at most this long past its TTL. */
const maxStaleMs = 5_000;
const maxEntries = 5_000;

interface Entry {
  promise: Promise<CachedJson<User>>;
  /** When the entry turns stale (Infinity while its load runs). */
  expiresAt: number;
  /** A stale entry's refresh is running. */
  refreshing: boolean;
}

export interface UserPayloadCache {
  get(key: { userId: number; agentSession: boolean; twoFactorSatisfied: boolean }, load: () => Promise<User>): Promise<CachedJson<User>>;
  /** Drops the entries of these users, or every entry for null. */
  invalidate(userIds: readonly number[] | null): void;
  size(): number;
}

export function createUserPayloadCache(ttlMs = userPayloadTtlMs): UserPayloadCache {
  const byUser = new Map<number, Map<string, Entry>>();
  let count = 0;

  const prune = (now: number) => {
    for (const [userId, entries] of byUser) {
      for (const [variant, entry] of entries) {
        if (entry.expiresAt <= now) {
          entries.delete(variant);
          count -= 1;
        }
      }
      if (entries.size === 0) byUser.delete(userId);
    }
    if (count >= maxEntries) {
      byUser.clear();
      count = 0;
    }
  };

  const current = (userId: number, variant: string, entry: Entry) => byUser.get(userId)?.get(variant) === entry;

  /** Starts a load and files it (fresh for `ttlMs` from the load's start, once it settles). */
  const store = (userId: number, variant: string, load: () => Promise<User>): Entry => {
    const started = Date.now();
    const entry: Entry = { promise: load().then(cachedJson), expiresAt: Number.POSITIVE_INFINITY, refreshing: false };
    let entries = byUser.get(userId);
    if (!entries) byUser.set(userId, (entries = new Map()));
    entries.set(variant, entry);
    count += 1;
    entry.promise.then(
      () => {
        // The data is as old as the start of its load.
        if (current(userId, variant, entry)) entry.expiresAt = started + ttlMs;
      },
      () => {
        if (current(userId, variant, entry)) {
          byUser.get(userId)!.delete(variant);
          count -= 1;
        }
      },
    );
    return entry;
  };

  /** Replaces a stale entry once a fresh load succeeds, unless its user was invalidated meanwhile. */
  const refresh = (userId: number, variant: string, stale: Entry, load: () => Promise<User>) => {
    stale.refreshing = true;
    const started = Date.now();
    load()
      .then(cachedJson)
      .then(
        (fresh) => {
          if (current(userId, variant, stale))
            byUser.get(userId)!.set(variant, { promise: Promise.resolve(fresh), expiresAt: started + ttlMs, refreshing: false });
        },
        () => {
          if (!current(userId, variant, stale)) return;
          byUser.get(userId)!.delete(variant);
          count -= 1;
        },
      );
  };

  return {
    get({ userId, agentSession, twoFactorSatisfied }, load) {
      const variant = `${agentSession ? 'A' : '-'}${twoFactorSatisfied ? 'T' : '-'}`;
      const now = Date.now();
      const entries = byUser.get(userId);
      const hit = entries?.get(variant);
      if (hit && hit.expiresAt > now) return hit.promise;
      // Past its TTL but not invalidated: served while one refresh runs (see the header).
      if (hit && now - hit.expiresAt < maxStaleMs) {
        if (!hit.refreshing) refresh(userId, variant, hit, load);
        return hit.promise;
      }
      if (hit) {
        entries!.delete(variant);
        count -= 1;
      }
      if (count >= maxEntries) prune(now);
      return store(userId, variant, load).promise;
    },
    invalidate(userIds) {
      if (userIds === null) {
        byUser.clear();
        count = 0;
        return;
      }
      for (const id of userIds) {
        const entries = byUser.get(id);
        if (!entries) continue;
        count -= entries.size;
        byUser.delete(id);
      }
    },
    size: () => count,
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
