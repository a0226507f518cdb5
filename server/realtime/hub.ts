/**
 * The realtime hub: which local websockets belong to which user, and the fan-out. A change
 * calls `notifyUsers(userIds, areas)`, which bumps each user's update seq in the database and
 * publishes the new seqs on the database channel `portal_update` in the same statement
 * (server/db/repositories/realtime.ts); every server process LISTENs on it and forwards
 * `{ type: 'update', seq }` to its own sockets of those users. So several processes on one
 * PostgreSQL all reach their clients (on PGlite there is one process and NOTIFY simply loops
 * back), and a reconnecting client can ask any of them what changed since its last seq
 * (server/realtime/resync.ts).
 *
 * Ended sessions travel the same way on their own channel (`sessionEndChannel`, published by
 * server/db/repositories/sessions.ts in the transaction that ends them): the hub tells its
 * `onSessionsEnded` listeners (the verified-session cache, server/http/session-cache.ts) and
 * closes its sockets of those sessions. `ready` resolves once both channels are LISTENed to.
 */
import * as z from 'zod';
import { realtimeAreas, type RealtimeArea, type ServerRealtimeMessage } from '../../src/contract/realtime';
import type { Database } from '../db/client';
import { publishBatch, publishUpdate } from '../db/repositories/realtime';
import { activeSessionIds, onSessionsEndedHere, sessionEndChannel } from '../db/repositories/session';

export const updateChannel = 'portal_update';

export const closeCodes = {
  unauthorized: 4401,
  /** The session waits at a gate (two-factor, temporary password): server/http/session-gate.ts. */
  gated: 4403,
  authTimeout: 4408,
  dropped: 4500,
  shutdown: 1001,
} as const;

export interface RealtimeConnection {
  send(message: ServerRealtimeMessage): void;
  close(code: number, reason: string): void;
  /** Set once the socket authenticated. */
  userId?: number;
  sessionId?: number;
}

export interface RealtimeHub {
  /** Resolves once this process LISTENs on the update channel. */
  ready: Promise<void>;
  notifyUsers(userIds: number[], areas?: RealtimeArea[]): Promise<void>;
  /**
   * Calls `listener` with the ids of users whose data changed: at once in the process that calls
   * notifyUsers (before the NOTIFY is published) and, in every process, for each `portal_update`
   * payload the LISTEN handler sees. `null` means every user (invalidateAllUsers). Returns the
   * function that unsubscribes. Used to drop in-process caches (server/http/user-payload-cache.ts).
   */
  onUsersChanged(listener: (userIds: readonly number[] | null) => void): () => void;
  /** Tells this process's onUsersChanged listeners that every user changed (e.g. a data reset). */
  invalidateAllUsers(): void;
  /**
   * Calls `listener` with the ids of ended (revoked or expired) sessions: in the process that
   * ended them as soon as the change committed, and in every process when the NOTIFY on
   * `sessionEndChannel` arrives (so usually twice here; listeners must not mind). Returns the
   * function that unsubscribes.
   */
  onSessionsEnded(listener: (sessionIds: readonly number[]) => void): () => void;
  /** Tracks a socket (authenticated or not); returns the function that forgets it. */
  add(conn: RealtimeConnection): () => void;
  /** Files an authenticated socket under its user. */
  authenticate(conn: RealtimeConnection, userId: number, sessionId: number): void;
  /** True when the socket's session is still live; otherwise tells it and closes it. */
  verify(conn: RealtimeConnection): Promise<boolean>;
  /** Closes every local socket (fault injection, shutdown); returns how many. */
  dropAll(code?: number, reason?: string): number;
  connectionCount(userId?: number): number;
  close(): Promise<void>;
}

/** The UpdatePayload of server/db/repositories/realtime.ts. */
const payloadSchema = z.object({
  users: z.array(z.tuple([z.number().int(), z.number().int().nonnegative()])),
  areas: z.array(z.enum(realtimeAreas)).nullable(),
});

/** The ids of a `sessionEndChannel` payload, or null when it is malformed. */
function endedSessionIds(raw: string): number[] | null {
  try {
    const ids = (JSON.parse(raw) as { sessionIds?: unknown }).sessionIds;
    return Array.isArray(ids) && ids.every((id) => Number.isInteger(id)) ? (ids as number[]) : null;
  } catch {
    return null;
  }
}

export function createRealtimeHub(database: Database): RealtimeHub {
  const all = new Set<RealtimeConnection>();
  const byUser = new Map<number, Set<RealtimeConnection>>();
  let unlisten: (() => Promise<void>) | null = null;
  let closed = false;
  const changeListeners = new Set<(userIds: readonly number[] | null) => void>();
  const usersChanged = (userIds: readonly number[] | null) => {
    for (const listener of changeListeners) {
      try {
        listener(userIds);
      } catch (err) {
        console.error('[realtime] a users-changed listener failed', err);
      }
    }
  };

  const unauthorize = (conn: RealtimeConnection) => {
    try {
      conn.send({ type: 'unauthorized' });
    } catch {
      /* socket already gone */
    }
    conn.close(closeCodes.unauthorized, 'Session ended');
  };

  const endListeners = new Set<(sessionIds: readonly number[]) => void>();
  const sessionsEnded = (sessionIds: readonly number[]) => {
    for (const listener of endListeners) {
      try {
        listener(sessionIds);
      } catch (err) {
        console.error('[realtime] a sessions-ended listener failed', err);
      }
    }
    // A socket of an ended session gets nothing more (it would be refused at its next push or ping).
    const ended = new Set(sessionIds);
    for (const conn of [...all]) if (conn.sessionId !== undefined && ended.has(conn.sessionId)) unauthorize(conn);
  };

  const deliver = async (users: readonly (readonly [number, number])[], areas: RealtimeArea[] | null) => {
    const targets: [RealtimeConnection, number][] = [];
    for (const [userId, seq] of users) for (const conn of byUser.get(userId) ?? []) targets.push([conn, seq]);
    if (targets.length === 0) return;
    const live = await activeSessionIds(
      database.db,
      targets.map(([t]) => t.sessionId!).filter((id) => id !== undefined),
    );
    for (const [conn, seq] of targets) {
      const message: ServerRealtimeMessage = areas?.length ? { type: 'update', update: true, areas, seq } : { type: 'update', update: true, seq };
      if (conn.sessionId !== undefined && live.has(conn.sessionId)) conn.send(message);
      else unauthorize(conn);
    }
  };

  const onPayload = (raw: string) => {
    let parsed: z.output<typeof payloadSchema>;
    try {
      parsed = payloadSchema.parse(JSON.parse(raw));
    } catch {
      console.error('[realtime] ignoring a malformed portal_update payload');
      return;
    }
    usersChanged(parsed.users.map(([userId]) => userId));
    deliver(parsed.users, parsed.areas).catch((err: unknown) => console.error('[realtime] delivery failed', err));
  };

  const onSessionEndPayload = (raw: string) => {
    const ids = endedSessionIds(raw);
    if (ids) sessionsEnded(ids);
    else console.error('[realtime] ignoring a malformed portal_session_end payload');
  };
  const stopLocal = onSessionsEndedHere(database.db, sessionsEnded);

  const ready = Promise.allSettled([database.listen(updateChannel, onPayload), database.listen(sessionEndChannel, onSessionEndPayload)]).then(
    async (results) => {
      const fns = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const stopListening = async () => {
        await Promise.all(fns.map((fn) => fn()));
      };
      const failed = results.find((r) => r.status === 'rejected');
      if (failed || closed) await stopListening();
      if (failed) throw failed.reason;
      if (!closed) unlisten = stopListening;
    },
  );
  ready.catch((err: unknown) => console.error('[realtime] LISTEN failed', err));

  const forget = (conn: RealtimeConnection) => {
    all.delete(conn);
    if (conn.userId !== undefined) {
      const set = byUser.get(conn.userId);
      set?.delete(conn);
      if (set && set.size === 0) byUser.delete(conn.userId);
    }
  };

  return {
    ready,
    async notifyUsers(userIds, areas) {
      const ids = [...new Set(userIds)].filter((id) => Number.isInteger(id));
      if (ids.length === 0 || closed) return;
      // Local caches first, so this process never serves the change stale (see onUsersChanged).
      usersChanged(ids);
      // NOTIFY payloads are limited to 8000 bytes: very large fan-outs go in batches.
      for (let i = 0; i < ids.length; i += publishBatch) {
        await publishUpdate(database.db, updateChannel, ids.slice(i, i + publishBatch), areas);
      }
    },
    onUsersChanged(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    invalidateAllUsers() {
      usersChanged(null);
    },
    onSessionsEnded(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    add(conn) {
      all.add(conn);
      return () => forget(conn);
    },
    authenticate(conn, userId, sessionId) {
      forget(conn);
      conn.userId = userId;
      conn.sessionId = sessionId;
      all.add(conn);
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(conn);
    },
    async verify(conn) {
      if (conn.sessionId === undefined) return false;
      const live = await activeSessionIds(database.db, [conn.sessionId]);
      if (live.has(conn.sessionId)) return true;
      unauthorize(conn);
      return false;
    },
    dropAll(code = closeCodes.dropped, reason = 'Dropped') {
      const conns = [...all];
      for (const conn of conns) {
        forget(conn);
        try {
          conn.close(code, reason);
        } catch {
          /* already closed */
        }
      }
      return conns.length;
    },
    connectionCount(userId) {
      return userId === undefined ? all.size : (byUser.get(userId)?.size ?? 0);
    },
    async close() {
      closed = true;
      stopLocal();
      this.dropAll(closeCodes.shutdown, 'Server shutting down');
      await ready.catch(() => {});
      if (unlisten) await unlisten().catch(() => {});
      unlisten = null;
    },
  };
}
