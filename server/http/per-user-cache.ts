/**
 * The in-process cache behind user-payload-cache.ts (GET /api/me) and response-cache.ts (the
 * messages pages): serialised JSON bodies per (userId, variant), dropped when the user is
 * notified. The rules, shared by both:
 *
 * - Fresh for `ttlMs` from the start of the load that produced it (the data is that old).
 * - `invalidate(userIds)` drops every entry of those users at once, and a load (or refresh) that
 *   was running when its user was invalidated is handed only to the requests already waiting
 *   for it, never stored. So a request that starts after the invalidation always loads anew.
 * - Concurrent misses of one key share one load; a failed load is not stored.
 * - Stale-while-refresh: past its TTL an entry is still served, for at most `maxStaleMs`, while
 *   one background load refreshes it (a failed refresh drops it). No request waits for a reload
 *   that only the clock asked for.
 * - Bounded: at most `maxEntries` entries and about `maxBytes` of JSON (an entry's gzip adds
 *   about a tenth); the oldest entries go first.
 *
 * An entry keeps the body serialised and gzipped (off the event loop, before it is filed): a hit
 * costs no JSON.stringify and no compression (see cached-json.ts).
 */
import { preparedJson, type CachedJson } from './cached-json';

export interface PerUserCacheOptions {
  ttlMs: number;
  /** A stale entry is served (while it refreshes) for at most this long past its TTL. */
  maxStaleMs: number;
  maxEntries: number;
  /** Upper bound on the summed JSON length of the stored entries. */
  maxBytes: number;
}

export interface PerUserCache<T> {
  get(userId: number, variant: string, load: () => Promise<T>): Promise<CachedJson<T>>;
  /** Drops the entries of these users, or every entry for null. */
  invalidate(userIds: readonly number[] | null): void;
  size(): number;
  /** The summed JSON length of the settled entries. */
  bytes(): number;
}

interface Entry<T> {
  userId: number;
  promise: Promise<CachedJson<T>>;
  /** When the entry turns stale (Infinity while its load runs). */
  expiresAt: number;
  /** A stale entry's refresh is running. */
  refreshing: boolean;
  /** JSON length once settled. */
  bytes: number;
}

const keyOf = (userId: number, variant: string) => `${userId}\u0000${variant}`;

export function createPerUserCache<T>(options: PerUserCacheOptions): PerUserCache<T> {
  const { ttlMs, maxStaleMs, maxEntries, maxBytes } = options;
  /** Every entry, oldest first (insertion order: a refreshed entry is re-inserted). */
  const entries = new Map<string, Entry<T>>();
  const keysByUser = new Map<number, Set<string>>();
  let totalBytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
    const keys = keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.userId);
  };

  const put = (key: string, entry: Entry<T>) => {
    remove(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    let keys = keysByUser.get(entry.userId);
    if (!keys) keysByUser.set(entry.userId, (keys = new Set()));
    keys.add(key);
  };

  /** Drops the oldest entries until the bounds hold (never `keep`, the entry just filed). */
  const evict = (keep?: string) => {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) return;
      if (key !== keep) remove(key);
    }
  };

  const current = (key: string, entry: Entry<T>) => entries.get(key) === entry;

  const settled = (key: string, entry: Entry<T>, value: CachedJson<T>, started: number) => {
    if (!current(key, entry)) return;
    entry.expiresAt = started + ttlMs;
    entry.bytes = value.json.length;
    totalBytes += entry.bytes;
    evict(key);
  };

  /** Starts a load and files it (fresh for `ttlMs` from the load's start, once it settles). */
  const store = (userId: number, key: string, load: () => Promise<T>): Entry<T> => {
    const started = Date.now();
    const entry: Entry<T> = { userId, promise: load().then(preparedJson), expiresAt: Number.POSITIVE_INFINITY, refreshing: false, bytes: 0 };
    put(key, entry);
    evict(key);
    entry.promise.then(
      (value) => settled(key, entry, value, started),
      () => {
        if (current(key, entry)) remove(key);
      },
    );
    return entry;
  };

  /** Replaces a stale entry once a fresh load succeeds, unless its user was invalidated meanwhile. */
  const refresh = (key: string, stale: Entry<T>, load: () => Promise<T>) => {
    stale.refreshing = true;
    const started = Date.now();
    load()
      .then(preparedJson)
      .then(
        (fresh) => {
          if (!current(key, stale)) return;
          const entry: Entry<T> = { userId: stale.userId, promise: Promise.resolve(fresh), expiresAt: Number.POSITIVE_INFINITY, refreshing: false, bytes: 0 };
          put(key, entry);
          settled(key, entry, fresh, started);
        },
        () => {
          if (current(key, stale)) remove(key);
        },
      );
  };

  return {
    get(userId, variant, load) {
      const key = keyOf(userId, variant);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.promise;
      // Past its TTL but not invalidated: served while one refresh runs (see the header).
      if (hit && now - hit.expiresAt < maxStaleMs) {
        if (!hit.refreshing) refresh(key, hit, load);
        return hit.promise;
      }
      if (hit) remove(key);
      return store(userId, key, load).promise;
    },
    invalidate(userIds) {
      if (userIds === null) {
        entries.clear();
        keysByUser.clear();
        totalBytes = 0;
        return;
      }
      for (const id of userIds) for (const key of [...(keysByUser.get(id) ?? [])]) remove(key);
    },
    size: () => entries.size,
    bytes: () => totalBytes,
  };
}
