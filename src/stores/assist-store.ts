import { create } from 'zustand';

/** What a request about an existing activity item refers to (core §7 assistRequest). */
export interface AssistReference {
  referenceTaskId: number | null;
  referenceMessageId: number;
  /** The item's location, chosen for the request when the user may pick it. */
  locationId: number | null;
}

/** The Request Assist dialog (core §2 Other dialogs): opened by the top bar's button or an activity item. */
export interface AssistState {
  open: boolean;
  reference: AssistReference | null;
  openWith: (reference?: AssistReference | null) => void;
  close: () => void;
}

export const useAssistStore = create<AssistState>()((set) => ({
  open: false,
  reference: null,
  openWith: (reference = null) => set({ open: true, reference }),
  close: () => set({ open: false, reference: null }),
}));
