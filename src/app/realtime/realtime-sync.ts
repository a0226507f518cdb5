import type { QueryClient } from '@tanstack/react-query';
import { areaKey, scopeRoot, type SessionScope } from '@/api/query-scope';
import type { RealtimeArea } from '@/contract/realtime';
import { env } from '@/lib/env';
import { createThrottle, realtimeTiming } from '@/lib/realtime-policy';
import { connectRealtime } from './realtime-client';

export interface RealtimeSyncOptions {
  queryClient: QueryClient;
  scope: SessionScope;
  sessionKey: string;
  /** The session's user refresh (with its update-again flags). */
  refreshUser: () => void;
  onUnauthorized: () => void;
  /** Tests pass a fake socket. */
  createSocket?: (url: string) => WebSocket;
}

/** The spec's four: user, messages (throttled), account and phone numbers. */
const defaultAreas: readonly RealtimeArea[] = ['user', 'messages', 'account', 'phoneNumbers'];

export const realtimeUrl = (apiBase: string = env.apiBase): string => `${apiBase.replace(/^http/, 'ws')}/update`;

/**
 * Maps realtime events onto the query cache: update → refresh the user, invalidate account, phone
 * numbers (and the hinted areas) and, throttled to once per 60 s (leading edge), messages; after a
 * reconnect invalidate everything under the session scope. Returns stop().
 */
export function startRealtimeSync(options: RealtimeSyncOptions): () => void {
  const { queryClient, scope } = options;
  const messages = createThrottle(
    () => void queryClient.invalidateQueries({ queryKey: areaKey(scope, 'messages') }),
    realtimeTiming.messageThrottleMs,
  );

  const stopSocket = connectRealtime({
    url: realtimeUrl(),
    sessionKey: options.sessionKey,
    ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    onUpdate: (hint) => {
      const areas = new Set<RealtimeArea>([...defaultAreas, ...(hint ?? [])]);
      for (const area of areas) {
        if (area === 'user') options.refreshUser();
        else if (area === 'messages') messages.call();
        else void queryClient.invalidateQueries({ queryKey: areaKey(scope, area) });
      }
    },
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: scopeRoot(scope) }),
    onUnauthorized: options.onUnauthorized,
  });

  return () => {
    messages.cancel();
    stopSocket();
  };
}
