// The projects store (a zustand factory): the projects (a folder, its instructions file and its chats), adding,
// renaming and removing them, and moving a chat into or out of one. Refusals come back as the runtime's message.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ProjectView } from '../../../electron/shared/contract';
import { dataOf, describeError, type HearthApi } from '../api';

export type ProjectsApi = Pick<
  HearthApi,
  'projectsList' | 'projectsAdd' | 'projectsRename' | 'projectsRemove' | 'chatMove'
>;
export type ProjectOutcome = { ok: true; project?: ProjectView } | { ok: false; error: string };

export interface ProjectsState {
  projects: ProjectView[];
  problem: string | null;
  load: () => Promise<void>;
  add: (name: string, folder: string) => Promise<ProjectOutcome>;
  rename: (projectId: string, name: string) => Promise<ProjectOutcome>;
  remove: (projectId: string) => Promise<ProjectOutcome>;
  /** Into a project, or out of any (null). */
  move: (conversationId: string, projectId: string | null) => Promise<ProjectOutcome>;
}

export type ProjectsStore = StoreApi<ProjectsState>;

export function createProjectsStore(api: ProjectsApi, options: { onMoved?: () => void } = {}): ProjectsStore {
  return createStore<ProjectsState>()((set, get) => {
    const attempt = async (action: () => Promise<ProjectView | null>): Promise<ProjectOutcome> => {
      try {
        const project = await action();
        await get().load();
        return project ? { ok: true, project } : { ok: true };
      } catch (error) {
        return { ok: false, error: describeError(error) };
      }
    };
    return {
      projects: [],
      problem: null,
      load: async () => {
        try {
          set({ projects: dataOf(await api.projectsList({})), problem: null });
        } catch (error) {
          set({ problem: describeError(error) });
        }
      },
      add: (name, folder) => attempt(async () => dataOf(await api.projectsAdd({ name, folder }))),
      rename: (projectId, name) => attempt(async () => dataOf(await api.projectsRename({ projectId, name }))),
      remove: (projectId) =>
        attempt(async () => {
          dataOf(await api.projectsRemove({ projectId }));
          options.onMoved?.();
          return null;
        }),
      move: (conversationId, projectId) =>
        attempt(async () => {
          dataOf(await api.chatMove({ conversationId, projectId }));
          options.onMoved?.();
          return null;
        }),
    };
  });
}
