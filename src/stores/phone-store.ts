import { create } from 'zustand';

/** Phone state of spec core §3: call state (default closed), outcall, muted, open, outdial number. */
export type CallState = 'closed' | 'open' | 'connecting' | 'ringing' | 'reconnecting' | 'pending';

export interface PhoneState {
  open: boolean;
  callState: CallState;
  outcall: boolean;
  muted: boolean;
  outdialNumber: string;
  /** The selected Call From number (phoneNumberId), or null; the last one used is remembered (core §9). */
  callFromId: number | null;
  /** The last phone error shown ('Phone Error' notice), or null. */
  error: string | null;
  setOpen: (open: boolean) => void;
  toggleOpen: () => void;
  setCallFrom: (phoneNumberId: number | null) => void;
  setOutdialNumber: (value: string) => void;
  /** Opens the phone with the number filled (the contact-link menu's Call). */
  openWith: (number: string) => void;
  patch: (next: Partial<Pick<PhoneState, 'callState' | 'outcall' | 'muted' | 'error'>>) => void;
  reset: () => void;
}

/** Local storage key of the remembered Call From number (core §9 "phone number id"). */
export const CALL_FROM_KEY = 'portal.phoneNumberId';

function rememberedCallFrom(): number | null {
  try {
    const value = Number(globalThis.localStorage?.getItem(CALL_FROM_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

const initial = {
  open: false,
  callState: 'closed' as CallState,
  outcall: false,
  muted: false,
  outdialNumber: '',
  error: null,
};

export const usePhoneStore = create<PhoneState>()((set) => ({
  ...initial,
  callFromId: rememberedCallFrom(),
  setOpen: (open) => set({ open }),
  toggleOpen: () => set((state) => ({ open: !state.open })),
  setCallFrom: (callFromId) => {
    try {
      if (callFromId === null) globalThis.localStorage?.removeItem(CALL_FROM_KEY);
      else globalThis.localStorage?.setItem(CALL_FROM_KEY, String(callFromId));
    } catch {
      // Storage refused (private mode): the choice holds for this page only.
    }
    set({ callFromId });
  },
  setOutdialNumber: (outdialNumber) => set({ outdialNumber }),
  openWith: (outdialNumber) => set({ open: true, outdialNumber }),
  patch: (next) => set(next),
  reset: () => set({ ...initial, callFromId: null }),
}));
