// The app update as the window sees it: the state from `update:status` and every `app:update` push, "Restart to
// update" (refused with the reason while a reply or job runs) and "Later" (hides the banner for that version).
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppUpdateState } from '../../../electron/shared/app-update';
import { describeError, type HearthApi } from '../api';

export interface UpdateState {
  update: AppUpdateState | null;
  /** The version "Later" was chosen for: its banner stays hidden (it installs when Hearth quits). */
  laterFor: string | null;
  restarting: boolean;
  /** Why the last "Restart to update" did not happen. */
  problem: string | null;
  load: () => Promise<void>;
  apply: (state: AppUpdateState) => void;
  restart: () => Promise<void>;
  later: () => void;
}

export type UpdateStore = StoreApi<UpdateState>;

/** The banner's version label: the version when known. */
export const readyVersion = (state: AppUpdateState): string => state.version ?? 'A new version';

/** Whether the chat window shows the "ready to install" banner. */
export function bannerVisible(state: Pick<UpdateState, 'update' | 'laterFor'>): boolean {
  const { update } = state;
  return update?.status === 'ready' && state.laterFor !== readyVersion(update);
}

export function createUpdateStore(api: HearthApi): UpdateStore {
  return createStore<UpdateState>()((set, get) => ({
    update: null,
    laterFor: null,
    restarting: false,
    problem: null,
    load: async () => {
      const result = await api.updateStatus({}).catch(() => null);
      if (result?.ok) get().apply(result.data);
    },
    apply: (update) =>
      set((state) => ({
        update,
        problem: update.restartBlockedBy === state.update?.restartBlockedBy ? state.problem : null,
      })),
    restart: async () => {
      set({ restarting: true, problem: null });
      try {
        const result = await api.updateRestart({});
        set({ restarting: false, problem: result.ok ? null : result.error.message });
      } catch (error) {
        set({ restarting: false, problem: describeError(error) });
      }
    },
    later: () => {
      const { update } = get();
      if (update?.status === 'ready') set({ laterFor: readyVersion(update), problem: null });
    },
  }));
}
