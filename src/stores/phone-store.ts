import { create } from 'zustand';

/** Phone state of spec core §3: call state (default closed), outcall, muted, open, outdial number. */
export type CallState = 'closed' | 'open' | 'connecting' | 'ringing' | 'reconnecting' | 'pending';

export interface PhoneState {
  open: boolean;
  callState: CallState;
  outcall: boolean;
  muted: boolean;
  /** The number handed to the phone (the contact-link menu's Call): Call To starts from it. */
  outdialNumber: string;
  /**
   * Counts the hand-overs: Call To starts again from `outdialNumber` at each, even when the same
   * number is handed over twice with something else typed in between.
   */
  outdialRequest: number;
  /** The keypad digits (DTMF) sent during the call under way, shown in the panel; '' between calls. */
  digitsSent: string;
  /** The selected Call From number (phoneNumberId), or null; the last one used is remembered (core §9). */
  callFromId: number | null;
  /** The last phone error shown ('Phone Error' notice), or null. */
  error: string | null;
  setOpen: (open: boolean) => void;
  toggleOpen: () => void;
  setCallFrom: (phoneNumberId: number | null) => void;
  /** Opens the phone with the number filled (the contact-link menu's Call). */
  openWith: (number: string) => void;
  patch: (next: Partial<Pick<PhoneState, 'callState' | 'outcall' | 'muted' | 'error' | 'digitsSent'>>) => void;
  reset: () => void;
}

/**
 * A call is under way (placed, connecting, ringing or connected): Hang Up in the panel, the top
 * bar toggle's in-call sign and the warning before the page is left all follow it.
 */
export const selectCallLive = (state: Pick<PhoneState, 'outcall' | 'callState'>): boolean => state.outcall || state.callState !== 'closed';

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
  outdialRequest: 0,
  digitsSent: '',
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
  openWith: (outdialNumber) => set((state) => ({ open: true, outdialNumber, outdialRequest: state.outdialRequest + 1 })),
  patch: (next) => set(next),
  reset: () => set({ ...initial, callFromId: null }),
}));
