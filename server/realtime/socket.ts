/**
 * The /update websocket (contract: src/contract/realtime.ts). The client authenticates with
 * {type:'auth', sessionKey} first (within `authTimeoutMs`), gets {type:'ready'}, pings and
 * receives {type:'update'} pushes from the hub.
 */
import { upgradeWebSocket } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { clientRealtimeMessageSchema, type ServerRealtimeMessage } from '../../src/contract/realtime';
import type { Database } from '../db/client';
import { findActiveSession } from '../db/repositories/session';
import { closeCodes, type RealtimeConnection, type RealtimeHub } from './hub';

export interface RealtimeRouteOptions {
  authTimeoutMs?: number;
}

export function realtimeRoute(
  database: Database,
  hub: RealtimeHub,
  options: RealtimeRouteOptions = {},
): MiddlewareHandler {
  const authTimeoutMs = options.authTimeoutMs ?? 10_000;
  return upgradeWebSocket(() => {
    let conn: RealtimeConnection | null = null;
    let forget: (() => void) | null = null;
    let timer: NodeJS.Timeout | null = null;
    let authenticating = false;

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
          const session = await findActiveSession(database.db, message.sessionKey).catch(() => null);
          authenticating = false;
          if (!session) {
            current.send({ type: 'unauthorized' });
            current.close(closeCodes.unauthorized, 'Unauthorized');
            return;
          }
          if (timer) clearTimeout(timer);
          timer = null;
          hub.authenticate(current, session.userId, session.sessionId);
          current.send({ type: 'ready' });
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
        if (timer) clearTimeout(timer);
        timer = null;
        forget?.();
        conn = null;
      },
      onError() {
        if (timer) clearTimeout(timer);
        forget?.();
      },
    };
  });
}
