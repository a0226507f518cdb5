/**
 * The /update websocket (contract: src/contract/realtime.ts). The client authenticates with
 * {type:'auth', sessionKey, since?} first (within `authTimeoutMs`), gets {type:'ready', seq,
 * changed?}, pings and receives {type:'update', seq} pushes from the hub.
 */
import { upgradeWebSocket } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { clientRealtimeMessageSchema, type ServerRealtimeMessage } from '../../src/contract/realtime';
import type { Database } from '../db/client';
import { realtimeVersionOf } from '../db/repositories/realtime';
import { findActiveSession } from '../db/repositories/session';
import { errorResponse } from '../http/errors';
import { sessionGate } from '../http/session-gate';
import type { AppEnv } from '../http/types';
import { clientIp, originOf } from '../http/urls';
import { closeCodes, type RealtimeConnection, type RealtimeHub } from './hub';
import { changedSince } from './resync';

export interface RealtimeRouteOptions {
  /** How long a socket may stay unauthenticated (the SPA sends its key on open). */
  authTimeoutMs?: number;
  /** Unauthenticated sockets one address may hold at once; more are refused with 429. */
  maxPendingPerAddress?: number;
}

export const realtimeMessages = {
  origin: 'Live updates are only available to the portal itself.',
  tooMany: 'Too many connections are waiting to sign in from this address.',
} as const;

export function realtimeRoute(
  database: Database,
  hub: RealtimeHub,
  options: RealtimeRouteOptions = {},
): MiddlewareHandler<AppEnv> {
  const authTimeoutMs = options.authTimeoutMs ?? 3_000;
  const maxPending = options.maxPendingPerAddress ?? 10;
  const pending = new Map<string, number>();
  const release = (address: string) => {
    const left = (pending.get(address) ?? 1) - 1;
    if (left > 0) pending.set(address, left);
    else pending.delete(address);
  };

  const upgrade = upgradeWebSocket((c) => {
    let conn: RealtimeConnection | null = null;
    let forget: (() => void) | null = null;
    let timer: NodeJS.Timeout | null = null;
    let authenticating = false;
    // Counted as pending from the upgrade until it authenticates or closes.
    const address = clientIp(c);
    let counted = true;
    const settle = () => {
      if (counted) release(address);
      counted = false;
    };

    return {
      onOpen(_event, ws) {
        conn = {
          send(message: ServerRealtimeMessage) {
            if (ws.readyState === 1) ws.send(JSON.stringify(message));
          },
          close(code, reason) {
            if (ws.readyState === 0 || ws.readyState === 1) ws.close(code, reason);
          },
        };
        forget = hub.add(conn);
        timer = setTimeout(() => conn?.close(closeCodes.authTimeout, 'Authentication timed out'), authTimeoutMs);
      },
      async onMessage(event) {
        if (!conn) return;
        const current = conn;
        let parsed;
        try {
          parsed = clientRealtimeMessageSchema.safeParse(JSON.parse(String(event.data)));
        } catch {
          parsed = null;
        }
        if (!parsed?.success) {
          current.close(1003, 'Unsupported message');
          return;
        }
        const message = parsed.data;
        if (message.type === 'auth') {
          if (authenticating) return;
          authenticating = true;
          // The key arrived in time: the lookup decides from here (ready or unauthorized), so a slow
          // lookup on a busy database is not cut short by the authentication timeout.
          if (timer) clearTimeout(timer);
          timer = null;
          const session = await findActiveSession(database.db, message.sessionKey).catch(() => null);
          authenticating = false;
          if (!session) {
            current.send({ type: 'unauthorized' });
            current.close(closeCodes.unauthorized, 'Unauthorized');
            return;
          }
          const gate = sessionGate(session);
          if (gate) {
            // Not 'unauthorized': the key is good, the SPA must not log out; it is just not live yet.
            current.close(closeCodes.gated, gate === 'twoFactor' ? 'Two-factor verification required' : 'Password change required');
            return;
          }
          settle();
          // Filed under the user BEFORE the seq is read: a change whose seq the read misses commits
          // after it, so its NOTIFY finds this socket. Nothing falls between the two.
          hub.authenticate(current, session.userId, session.sessionId);
          const version = await realtimeVersionOf(database.db, session.userId).catch(() => undefined);
          if (version === undefined) {
            // Without the seq the client cannot be told what it missed: it refreshes everything.
            current.send(message.since === undefined ? { type: 'ready' } : { type: 'ready', changed: 'all' });
            return;
          }
          const seq = version?.seq ?? 0;
          current.send(message.since === undefined ? { type: 'ready', seq } : { type: 'ready', seq, changed: changedSince(version, message.since) });
          return;
        }
        // ping
        if (current.sessionId === undefined) {
          current.send({ type: 'unauthorized' });
          current.close(closeCodes.unauthorized, 'Unauthorized');
          return;
        }
        if (await hub.verify(current).catch(() => false)) current.send({ type: 'pong' });
      },
      onClose() {
        settle();
        if (timer) clearTimeout(timer);
        timer = null;
        forget?.();
        conn = null;
      },
      onError() {
        settle();
        if (timer) clearTimeout(timer);
        forget?.();
      },
    };
  });

  return async (c, next) => {
    // Browsers always send Origin on a websocket: only the portal's own pages may open one.
    const origin = c.req.header('Origin');
    if (origin !== undefined && !isPortalOrigin(c, origin)) return errorResponse(c, 403, realtimeMessages.origin);
    const address = clientIp(c);
    if ((pending.get(address) ?? 0) >= maxPending) return errorResponse(c, 429, realtimeMessages.tooMany);
    pending.set(address, (pending.get(address) ?? 0) + 1);
    let upgraded = false;
    try {
      const res = await upgrade(c, next);
      // The node adapter answers an accepted upgrade with an empty 200 and hands the socket over.
      upgraded = c.req.header('upgrade')?.toLowerCase() === 'websocket' && res instanceof Response && res.status === 200;
      return res;
    } finally {
      // Not a websocket request after all (or it failed): nothing to wait for.
      if (!upgraded) release(address);
    }
  };
}

/** The portal's own origin: this server's host, or PORTAL_PUBLIC_URL when the SPA lives elsewhere. */
function isPortalOrigin(c: Context<AppEnv>, origin: string): boolean {
  try {
    const sent = new URL(origin);
    return sent.host === new URL(c.req.url).host || sent.origin === originOf(c.get('env').PORTAL_PUBLIC_URL);
  } catch {
    return false;
  }
}
