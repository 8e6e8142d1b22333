// Notices for the user (app:notice, refused links, failures) and the text of the screen-reader live region.
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface Notice {
  id: number;
  level: 'info' | 'warning' | 'error';
  message: string;
}

export interface NoticeState {
  notices: Notice[];
  /** The latest polite announcement for assistive technology. */
  announcement: string;
  push: (level: Notice['level'], message: string) => void;
  dismiss: (id: number) => void;
  announce: (text: string) => void;
}

export type NoticeStore = StoreApi<NoticeState>;

export function createNoticeStore(): NoticeStore {
  let nextId = 1;
  return createStore<NoticeState>()((set) => ({
    notices: [],
    announcement: '',
    push: (level, message) =>
      set((state) => ({
        notices: [
          ...state.notices.filter((notice) => notice.message !== message),
          { id: nextId++, level, message },
        ].slice(-4),
      })),
    dismiss: (id) => set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) })),
    announce: (text) => set({ announcement: text }),
  }));
}
