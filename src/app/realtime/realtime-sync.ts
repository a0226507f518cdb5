import type { QueryClient } from '@tanstack/react-query';
import { areaKey, scopeRoot, type SessionScope } from '@/api/query-scope';
import type { RealtimeArea, RealtimeResync } from '@/contract/realtime';
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
 * numbers (and the hinted areas) and, throttled to once per 60 s (leading edge), messages. After a
 * reconnect, once the server is ready: what the missed updates would have refreshed (the spec's
 * four and the areas the server names, messages at once: the throttle spaces live updates, and a
 * resync is one), everything under the session scope when the server cannot tell, nothing when
 * nothing changed. Returns stop().
 */
export function startRealtimeSync(options: RealtimeSyncOptions): () => void {
  const { queryClient, scope } = options;
  const messages = createThrottle(
    () => void queryClient.invalidateQueries({ queryKey: areaKey(scope, 'messages') }),
    realtimeTiming.messageThrottleMs,
  );

  const refresh = (hint: readonly RealtimeArea[] | undefined, refreshMessages: () => void) => {
    const areas = new Set<RealtimeArea>([...defaultAreas, ...(hint ?? [])]);
    for (const area of areas) {
      if (area === 'user') options.refreshUser();
      else if (area === 'messages') refreshMessages();
      else void queryClient.invalidateQueries({ queryKey: areaKey(scope, area) });
    }
  };

  const onResync = (changed: RealtimeResync) => {
    if (changed === 'all') {
      void queryClient.invalidateQueries({ queryKey: scopeRoot(scope) });
      return;
    }
    if (changed.length === 0) return;
    refresh(changed, () => void queryClient.invalidateQueries({ queryKey: areaKey(scope, 'messages') }));
  };

  const stopSocket = connectRealtime({
    url: realtimeUrl(),
    sessionKey: options.sessionKey,
    ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    onUpdate: (hint) => refresh(hint, messages.call),
    onResync,
    onUnauthorized: options.onUnauthorized,
  });

  return () => {
    messages.cancel();
    stopSocket();
  };
}
