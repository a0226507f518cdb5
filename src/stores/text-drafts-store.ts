import { create } from 'zustand';

/**
 * What the user has typed in each text conversation's reply box, by conversation (taskId). The
 * box belongs to its conversation: a draft kept in the thread's own state followed the user to
 * the next conversation opened and was sent to that contact, and the phone's Back dropped it.
 */
export interface TextDraftsState {
  drafts: Readonly<Record<number, string>>;
  setDraft: (taskId: number, text: string) => void;
  /** After a send: clears the draft only if it is still the text sent (not typed on since). */
  clearSent: (taskId: number, sent: string) => void;
}

/** The drafts with `taskId`'s set to `text`; an empty one is dropped, not kept as ''. */
function withDraft(drafts: TextDraftsState['drafts'], taskId: number, text: string): TextDraftsState['drafts'] {
  const { [taskId]: _previous, ...others } = drafts;
  return text === '' ? others : { ...others, [taskId]: text };
}

export const useTextDraftsStore = create<TextDraftsState>()((set) => ({
  drafts: {},
  setDraft: (taskId, text) => set((state) => ({ drafts: withDraft(state.drafts, taskId, text) })),
  clearSent: (taskId, sent) => set((state) => (state.drafts[taskId] === sent ? { drafts: withDraft(state.drafts, taskId, '') } : state)),
}));
