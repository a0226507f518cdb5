/**
 * In-process cache of the GET /api/me payload, per (userId, agentSession, twoFactorSatisfied).
 *
 * The rule: an entry lives at most `userPayloadTtlMs` (2 s) and is dropped whenever its user is
 * notified through the realtime hub (`hub.notifyUsers`): synchronously in the process that
 * notifies (before the NOTIFY goes out, so the handler's own next GET /api/me is fresh) and, in
 * every process, when the LISTEN handler sees the user id on `portal_update`. So a change that a
 * handler makes *and notifies* is never served stale by the process that made it; other processes
 * on the same PostgreSQL drop it as soon as the NOTIFY arrives (milliseconds). A change made
 * without notifying (or a time-based field such as daysLeft or the 7-day insights window) is at
 * most `userPayloadTtlMs` old. Anything that changes a user's /api/me data must therefore call
 * `notifyUsers` for that user, as the realtime contract already requires.
 *
 * Concurrent misses share one load; a load that was running when its user was invalidated is
 * handed to the requests that were already waiting for it but never stored.
 */
import type { User } from '../../src/contract/user';
import type { RealtimeHub } from '../realtime/hub';

export const userPayloadTtlMs = 2_000;
const maxEntries = 5_000;

interface Entry {
  promise: Promise<User>;
  /** When the entry stops being served (Infinity while its load runs). */
  expiresAt: number;
}

export interface UserPayloadCache {
  get(key: { userId: number; agentSession: boolean; twoFactorSatisfied: boolean }, load: () => Promise<User>): Promise<User>;
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

  return {
    get({ userId, agentSession, twoFactorSatisfied }, load) {
      const variant = `${agentSession ? 'A' : '-'}${twoFactorSatisfied ? 'T' : '-'}`;
      const started = Date.now();
      let entries = byUser.get(userId);
      const hit = entries?.get(variant);
      if (hit && hit.expiresAt > started) return hit.promise;
      if (hit) {
        entries!.delete(variant);
        count -= 1;
      }
      if (count >= maxEntries) prune(started);
      const entry: Entry = { promise: load(), expiresAt: Number.POSITIVE_INFINITY };
      entries = byUser.get(userId);
      if (!entries) byUser.set(userId, (entries = new Map()));
      entries.set(variant, entry);
      count += 1;
      const stillCached = () => byUser.get(userId)?.get(variant) === entry;
      entry.promise.then(
        () => {
          // The data is as old as the start of its load.
          if (stillCached()) entry.expiresAt = started + ttlMs;
        },
        () => {
          if (stillCached()) {
            byUser.get(userId)!.delete(variant);
            count -= 1;
          }
        },
      );
      return entry.promise;
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
