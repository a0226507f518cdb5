import { create } from 'zustand';

/** The Send Text dialog (core §2 Other dialogs): open from the text view or a contact link, with a number or none. */
export interface SendTextState {
  open: boolean;
  /** The number to fill in (E.164), or null. */
  destination: string | null;
  openWith: (destination?: string | null) => void;
  close: () => void;
}

export const useSendTextStore = create<SendTextState>()((set) => ({
  open: false,
  destination: null,
  openWith: (destination = null) => set({ open: true, destination }),
  close: () => set({ open: false, destination: null }),
}));
