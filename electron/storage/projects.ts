// The project store: a project is a named folder (the workspace of its chats, with its HEARTH.md/AGENTS.md) that groups
// conversations. Deleting a project keeps its chats: the foreign key sets their project_id back to NULL.
import { nodeCrypto } from './lazy-crypto';
import type { Project } from '../shared/conversation-types';
import type { Db } from './database';

interface ProjectRow {
  id: string;
  name: string;
  folder: string;
  created_at: number;
  updated_at: number;
}

export interface ProjectStore {
  create: (input: { name: string; folder: string }) => Project;
  get: (id: string) => Project | undefined;
  /** Most recently used first (a new chat in a project, or a rename, counts as use). */
  list: () => Project[];
  /** Returns false when no such project exists. */
  rename: (id: string, name: string) => boolean;
  /** Returns false when no such project exists. Its conversations stay, ungrouped. */
  remove: (id: string) => boolean;
  /** Marks the project as just used (the quick-ask window opens in the last used project). */
  touch: (id: string) => boolean;
}

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  folder: row.folder,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function createProjectStore(db: Db, deps: { now?: () => number; newId?: () => string } = {}): ProjectStore {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => nodeCrypto().randomUUID());
  const insert = db.prepare<[string, string, string, number, number]>(
    'INSERT INTO projects (id, name, folder, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare<[string], ProjectRow>('SELECT * FROM projects WHERE id = ?');
  const selectAll = db.prepare<[], ProjectRow>('SELECT * FROM projects ORDER BY updated_at DESC, created_at DESC, id');
  const updateName = db.prepare<[string, number, string]>('UPDATE projects SET name = ?, updated_at = ? WHERE id = ?');
  const updateUsed = db.prepare<[number, string]>('UPDATE projects SET updated_at = ? WHERE id = ?');
  const deleteOne = db.prepare<[string]>('DELETE FROM projects WHERE id = ?');
  return {
    create: ({ name, folder }) => {
      const id = newId();
      const at = now();
      insert.run(id, name, folder, at, at);
      return toProject(select.get(id) as ProjectRow);
    },
    get: (id) => {
      const row = select.get(id);
      return row ? toProject(row) : undefined;
    },
    list: () => selectAll.all().map(toProject),
    rename: (id, name) => updateName.run(name, now(), id).changes > 0,
    remove: (id) => deleteOne.run(id).changes > 0,
    touch: (id) => updateUsed.run(now(), id).changes > 0,
  };
}
