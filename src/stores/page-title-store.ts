import { create } from 'zustand';

/** The current screen's title, shown in the top bar (set by `usePageTitle`). */
interface PageTitleState {
  title: string;
  setTitle: (title: string) => void;
}

export const usePageTitleStore = create<PageTitleState>()((set) => ({
  title: '',
  setTitle: (title) => set({ title }),
}));
