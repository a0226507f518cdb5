/**
 * Verified sessions remembered in process, so a request whose Bearer key was verified a moment
 * ago costs no database lookup (on PGlite a lookup is a blocking query of about a millisecond
 * that every concurrent request queues behind; see session-lookup.ts for the misses).
 *
 * What an entry is: the session row a lookup found live, filed under the sha-256 of its key (the
 * raw key is not kept), for at most `ttlMs` after that lookup *started*. Each request re-checks
 * the session's own `expiresAt` against the clock, so an entry never outlives its session.
 *
 * How an entry goes (guarantees, with the realtime hub wiring of `verifiedSessionCacheFor`):
 * - A session ended in this process (logout, GET /logout, a revocation of a user's sessions, the
 *   test surface's expiry: every function of server/db/repositories/sessions.ts that ends a
 *   session) is dropped before that function returns, so the handler that ended it answers only
 *   once no later request of this process can pass with it.
 * - A session ended in another process is dropped when that process's NOTIFY on
 *   `portal_session_end` arrives here (sent in the transaction that ended it, so it arrives
 *   after the commit, typically within milliseconds). Until then this process still accepts the
 *   key, exactly as it would have without the cache for requests whose lookup ran before the
 *   commit; after it, nothing: a lookup that was running when any session ended is handed to the
 *   requests already waiting for it but never stored (the epoch check below), so a lookup that
 *   read the row before the revocation cannot file it after the drop.
 * - A data reset (hub.invalidateAllUsers) drops everything.
 * - A user deleted under a live session (its sessions go with it, unannounced) keeps passing the
 *   session check for at most `ttlMs`; /api/me answers 401 at once (the user is not found) and
 *   the account checks find no roles.
 * - If the NOTIFY is lost (the LISTEN connection to PostgreSQL dropped), a revoked key is still
 *   accepted by the processes that had verified it for at most `ttlMs` (10 s) after their last
 *   lookup. The cache only turns on once the hub LISTENs (hub.ready); if LISTEN fails it stays
 *   off and every request looks its key up, as before.
 * - Entries keep the row's agent (supportAgentId) and two-factor flags per key: two sessions of
 *   one user are two keys and two entries, so an agent session is never served as the
 *   customer's own session or the other way round (the agent guard and the audit of agent
 *   requests see the same session a lookup would give).
 * - Unknown, revoked and expired keys are not remembered: every request with one looks it up.
 *
 * Bounded to `maxEntries` (oldest out first).
 */
import type { SessionRow } from '../db/repositories/session';
import type { RealtimeHub } from '../realtime/hub';
import type { RequestSession } from './types';

export const verifiedSessionTtlMs = 10_000;

export interface VerifiedSessionCache {
  /** The session of a key hash verified within the TTL and not expired at `now`; a fresh copy. */
  get(keyHash: string, now?: number): RequestSession | null;
  /**
   * Runs `lookup` (call it when the database lookup starts) and files a live result, unless a
   * session was dropped while it ran or the cache is off.
   */
  remember(keyHash: string, lookup: () => Promise<SessionRow | null>): Promise<SessionRow | null>;
  /** Forgets these sessions (ended here or elsewhere). */
  drop(sessionIds: readonly number[]): void;
  clear(): void;
  /** Turns the cache on (once invalidation is wired: hub.ready). Off, `remember` files nothing. */
  enable(): void;
  size(): number;
}

interface Entry {
  session: RequestSession;
  /** When the entry must be verified again: lookup start + TTL, or the session's expiry if sooner. */
  until: number;
}

export function createVerifiedSessionCache(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): VerifiedSessionCache {
  const ttlMs = options.ttlMs ?? verifiedSessionTtlMs;
  const maxEntries = options.maxEntries ?? 10_000;
  const clock = options.now ?? Date.now;
  const byHash = new Map<string, Entry>();
  const hashesBySession = new Map<number, Set<string>>();
  /** Bumped by every drop: a lookup that saw it change while it ran is not filed. */
  let epoch = 0;
  let enabled = false;

  const remove = (keyHash: string) => {
    const entry = byHash.get(keyHash);
    if (!entry) return;
    byHash.delete(keyHash);
    const hashes = hashesBySession.get(entry.session.sessionId);
    hashes?.delete(keyHash);
    if (hashes?.size === 0) hashesBySession.delete(entry.session.sessionId);
  };

  const file = (keyHash: string, row: SessionRow, until: number) => {
    remove(keyHash);
    const session: RequestSession = {
      sessionId: row.sessionId,
      userId: row.userId,
      supportAgentId: row.supportAgentId,
      twoFactorSatisfied: row.twoFactorSatisfied,
      expiresAt: new Date(row.expiresAt.getTime()),
      userTwoFactor: row.userTwoFactor,
      userTemporaryPassword: row.userTemporaryPassword,
      userBillingOnly: row.userBillingOnly,
    };
    byHash.set(keyHash, { session, until: Math.min(until, row.expiresAt.getTime()) });
    let hashes = hashesBySession.get(row.sessionId);
    if (!hashes) hashesBySession.set(row.sessionId, (hashes = new Set()));
    hashes.add(keyHash);
    for (const oldest of byHash.keys()) {
      if (byHash.size <= maxEntries) break;
      remove(oldest);
    }
  };

  return {
    get(keyHash, now = clock()) {
      const entry = byHash.get(keyHash);
      if (!entry) return null;
      if (entry.until <= now) {
        remove(keyHash);
        return null;
      }
      return { ...entry.session, expiresAt: new Date(entry.session.expiresAt.getTime()) };
    },
    async remember(keyHash, lookup) {
      const started = clock();
      const startEpoch = epoch;
      const row = await lookup();
      if (row && enabled && epoch === startEpoch) file(keyHash, row, started + ttlMs);
      return row;
    },
    drop(sessionIds) {
      epoch++;
      for (const id of sessionIds) for (const keyHash of [...(hashesBySession.get(id) ?? [])]) remove(keyHash);
    },
    clear() {
      epoch++;
      byHash.clear();
      hashesBySession.clear();
    },
    enable() {
      enabled = true;
    },
    size: () => byHash.size,
  };
}

const caches = new WeakMap<RealtimeHub, VerifiedSessionCache>();

/**
 * The verified-session cache of a hub's process: sessions the hub reports ended (here or, through
 * LISTEN, anywhere) are dropped, a data reset clears it, and it turns on once the hub LISTENs.
 */
export function verifiedSessionCacheFor(hub: RealtimeHub): VerifiedSessionCache {
  let cache = caches.get(hub);
  if (!cache) {
    const created = createVerifiedSessionCache();
    hub.onSessionsEnded((sessionIds) => created.drop(sessionIds));
    hub.onUsersChanged((userIds) => {
      if (userIds === null) created.clear();
    });
    hub.ready.then(
      () => created.enable(),
      () => console.error('[server] verified sessions are not cached: LISTEN failed'),
    );
    caches.set(hub, (cache = created));
  }
  return cache;
}
