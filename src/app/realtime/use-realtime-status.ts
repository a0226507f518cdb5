import { useRealtimeStatusStore, type RealtimeStatus } from './realtime-status-store';

export type { RealtimeStatus };

/** The live-update connection's state for the shell ('connecting' | 'open' | 'closed'). */
export function useRealtimeStatus(): RealtimeStatus {
  return useRealtimeStatusStore((state) => state.status);
}
