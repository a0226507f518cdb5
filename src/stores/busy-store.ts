import { create } from 'zustand';

/** The app-wide busy spinner with a message (spec core §2 "Other dialogs"). */
interface BusyState {
  message: string | null;
  setBusy: (message: string | null) => void;
}

export const useBusyStore = create<BusyState>()((set) => ({
  message: null,
  setBusy: (message) => set({ message }),
}));

/** Show the busy overlay with a message, or hide it with `null`. */
export function setBusy(message: string | null): void {
  useBusyStore.getState().setBusy(message);
}
