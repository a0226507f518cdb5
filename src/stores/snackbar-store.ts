import { create } from 'zustand';

/** Snack-bar notifications (spec core §2 "Other dialogs", §9: auto-hide after 6000 ms). */
export const SNACK_AUTO_HIDE_MS = 6000;

export type SnackTone = 'info' | 'success' | 'error';

export interface Snack {
  id: number;
  message: string;
  tone: SnackTone;
}

interface SnackbarState {
  queue: Snack[];
  show: (snack: { message: string; tone?: SnackTone }) => number;
  dismiss: (id: number) => void;
  reset: () => void;
}

let nextId = 1;

export const useSnackbarStore = create<SnackbarState>()((set) => ({
  queue: [],
  show: ({ message, tone = 'info' }) => {
    const id = nextId++;
    set((state) => ({ queue: [...state.queue, { id, message, tone }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ queue: state.queue.filter((snack) => snack.id !== id) })),
  reset: () => set({ queue: [] }),
}));

/** Queue a snack from anywhere (mutation call sites, error handlers). Returns its id. */
export function showSnack(snack: { message: string; tone?: SnackTone }): number {
  return useSnackbarStore.getState().show(snack);
}

export function dismissSnack(id: number): void {
  useSnackbarStore.getState().dismiss(id);
}
