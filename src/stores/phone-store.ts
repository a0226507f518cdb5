import { create } from 'zustand';

/** Phone state of spec core §3: call state (default closed), outcall, muted, open, outdial number. */
export type CallState = 'closed' | 'open' | 'connecting' | 'ringing' | 'reconnecting' | 'pending';

export interface PhoneState {
  open: boolean;
  callState: CallState;
  outcall: boolean;
  muted: boolean;
  outdialNumber: string;
  /** The selected Call From number (phoneNumberId), or null. */
  callFromId: number | null;
  setOpen: (open: boolean) => void;
  toggleOpen: () => void;
  setCallFrom: (phoneNumberId: number | null) => void;
  setOutdialNumber: (value: string) => void;
  reset: () => void;
}

const initial = {
  open: false,
  callState: 'closed' as CallState,
  outcall: false,
  muted: false,
  outdialNumber: '',
  callFromId: null,
};

export const usePhoneStore = create<PhoneState>()((set) => ({
  ...initial,
  setOpen: (open) => set({ open }),
  toggleOpen: () => set((state) => ({ open: !state.open })),
  setCallFrom: (callFromId) => set({ callFromId }),
  setOutdialNumber: (outdialNumber) => set({ outdialNumber }),
  reset: () => set(initial),
}));
