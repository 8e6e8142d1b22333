// The runtime's projects concern: adding (a name and an existing folder), renaming, removing projects, moving chats
// between them, and the workspace of a run (its project's folder, else the workspace setting). Failures are data.
import { statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { chooseWorkspaceDir, ensureWorkspace } from '../../tools/workspace';
import type { Project } from '../shared/conversation-types';
import type { ConversationStore } from '../storage/conversations';
import type { ProjectStore } from '../storage/projects';
import type { Ok, Fail } from '../shared/result';

export type ProjectResult<T> = Ok<{ value: T }> | Fail<{ kind: 'not_found' | 'refused'; error: string }>;

export interface Projects {
  list: () => Project[];
  get: (id: string) => Project | undefined;
  add: (name: string, folder: string) => ProjectResult<Project>;
  rename: (id: string, name: string) => ProjectResult<Project>;
  /** Its chats stay, ungrouped. */
  remove: (id: string) => ProjectResult<null>;
  /** Into a project, or out of any (null). */
  moveConversation: (conversationId: string, projectId: string | null) => ProjectResult<null>;
  /** The most recently used project (the quick-ask window starts its chats there), or undefined. */
  lastUsed: () => Project | undefined;
  /** The folder a run works in: its project's (marking the project used), else the workspace setting's. */
  workspaceForRun: (projectId: string | null) => string;
}

export const PROJECT_NAME_MAX_CHARS = 100;

export function createProjects(deps: {
  store: ProjectStore;
  conversations: ConversationStore;
  /** The workspace setting's folder (created on first use). */
  defaultWorkspace: () => string;
  homeDir: string;
  dataDir: string;
  /** Why a folder cannot be a project's (the home folder, a folder holding it, `/`), with what to pick instead, or null. */
  folderRisk?: (folder: string) => string | null;
}): Projects {
  const { store, conversations } = deps;
  const missing = (): ProjectResult<never> => ({
    ok: false,
    kind: 'not_found',
    error: 'That project no longer exists.',
  });
  const refused = (error: string): ProjectResult<never> => ({ ok: false, kind: 'refused', error });
  const cleanName = (name: string): string | null => {
    const trimmed = name.replace(/\s+/g, ' ').trim();
    return trimmed && trimmed.length <= PROJECT_NAME_MAX_CHARS ? trimmed : null;
  };
  return {
    list: () => store.list(),
    get: (id) => store.get(id),
    add: (name, folder) => {
      const clean = cleanName(name);
      if (!clean) return refused(`A project needs a name of 1 to ${PROJECT_NAME_MAX_CHARS} characters.`);
      const trimmed = folder.trim();
      if (!trimmed) return refused('A project needs a folder.');
      const path = chooseWorkspaceDir(trimmed, { dataDir: deps.dataDir, homeDir: deps.homeDir });
      if (!isAbsolute(trimmed) && !trimmed.startsWith('~'))
        return refused(`Give the project's folder as an absolute path (got "${trimmed}").`);
      try {
        if (!statSync(path).isDirectory()) return refused(`"${path}" is not a folder.`);
      } catch {
        return refused(`There is no folder at "${path}".`);
      }
      const risk = deps.folderRisk?.(path);
      if (risk) return refused(risk);
      return { ok: true, value: store.create({ name: clean, folder: ensureWorkspace(path) }) };
    },
    rename: (id, name) => {
      const clean = cleanName(name);
      if (!clean) return refused(`A project needs a name of 1 to ${PROJECT_NAME_MAX_CHARS} characters.`);
      if (!store.rename(id, clean)) return missing();
      return { ok: true, value: store.get(id)! };
    },
    remove: (id) => (store.remove(id) ? { ok: true, value: null } : missing()),
    moveConversation: (conversationId, projectId) => {
      if (!conversations.get(conversationId))
        return { ok: false, kind: 'not_found', error: 'That conversation no longer exists.' };
      if (projectId !== null && !store.get(projectId)) return missing();
      conversations.setProject(conversationId, projectId);
      return { ok: true, value: null };
    },
    lastUsed: () => store.list()[0],
    workspaceForRun: (projectId) => {
      const project = projectId ? store.get(projectId) : undefined;
      if (!project) return deps.defaultWorkspace();
      store.touch(project.id);
      return ensureWorkspace(project.folder);
    },
  };
}
