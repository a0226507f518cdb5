import { useEffect, useState } from 'react';
import { useRealtimeStatusStore, type RealtimeStatus } from './realtime-status-store';

export type { RealtimeStatus };

/**
 * The live-update connection's state for the shell ('connecting' | 'open' | 'closed').
 *
 * Read through an effect's subscription, not the store's hook (useSyncExternalStore): the socket
 * opens while the main app's first render, a transition, is in progress, and a store read with
 * useSyncExternalStore that changes under a transition's render makes React render the whole app
 * again, synchronously, to avoid tearing (one long task of ~200 ms on a phone at 4x; issue 11,
 * docs/performance.md). A dot that turns green one frame later costs nothing.
 */
export function useRealtimeStatus(): RealtimeStatus {
  const [status, setStatus] = useState(() => useRealtimeStatusStore.getState().status);
  useEffect(() => {
    // A change between this component's render and its effect.
    setStatus(useRealtimeStatusStore.getState().status);
    return useRealtimeStatusStore.subscribe((state) => setStatus(state.status));
  }, []);
  return status;
}
