import { create } from 'zustand';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export const useRealtimeStatusStore = create<{ status: RealtimeStatus }>()(() => ({ status: 'closed' }));

export const setRealtimeStatus = (status: RealtimeStatus): void => useRealtimeStatusStore.setState({ status });
