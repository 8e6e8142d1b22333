// Notices for the user (app:notice, refused links, failures) and the text of the screen-reader live region, plus the
// "Undo" toast a delete offers for about 10 seconds.
import { i18n } from '../i18n/i18n';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface Notice {
  id: number;
  level: 'info' | 'warning' | 'error';
  message: string;
  /** A button on the toast (e.g. "Undo"); pressing it dismisses the toast. */
  action?: { label: string; run: () => void };
}

/** How long an Undo toast stays (the deleted item stays restorable much longer, until the purge). */
export const UNDO_TOAST_MS = 10_000;

export interface NoticeState {
  notices: Notice[];
  /** The latest polite announcement for assistive technology. */
  announcement: string;
  push: (level: Notice['level'], message: string) => void;
  dismiss: (id: number) => void;
  announce: (text: string) => void;
  /**
   * "Deleted …" with an Undo button for UNDO_TOAST_MS. `undo` answers an error message to show, or null when the item
   * is back.
   */
  offerUndo: (message: string, undo: () => Promise<string | null>) => void;
}

export type NoticeStore = StoreApi<NoticeState>;

export function createNoticeStore(): NoticeStore {
  let nextId = 1;
  return createStore<NoticeState>()((set, get) => ({
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
    offerUndo: (message, undo) => {
      const id = nextId++;
      const run = () => {
        get().dismiss(id);
        void undo()
          .catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
          .then((problem) => (problem ? get().push('error', problem) : get().announce(i18n.t('common.restored'))));
      };
      set((state) => ({
        notices: [
          ...state.notices,
          { id, level: 'info' as const, message, action: { label: i18n.t('common.undo'), run } },
        ].slice(-4),
      }));
      get().announce(i18n.t('common.undoAvailable', { message }));
      setTimeout(() => get().dismiss(id), UNDO_TOAST_MS);
    },
  }));
}
