// The conversation store: conversations (create, list, rename, remove, memory toggle, model, project), their messages
// and search. Removing is a soft delete (deleted_at): hidden from get, list and search until restored or purged.
// Built by createConversationStore(db); every value reaches SQLite as a bound parameter.
import { nodeCrypto } from './lazy-crypto';
import { createConversationSearch, type SearchOptions } from './conversation-search';
import { createMessageOps, type MessageOps } from './conversation-messages';
import type { Conversation, ConversationKind, ConversationSearchHit, ModelChoice } from '../shared/conversation-types';
import type { Db } from './database';
import { type ConversationRow, toConversation } from './message-rows';
import { withDiskFullErrors } from './storage-error';

export * from '../shared/conversation-types';
export type { SearchOptions } from './conversation-search';

export interface ConversationStore extends MessageOps {
  create: (input?: {
    title?: string;
    kind?: ConversationKind;
    memoryEnabled?: boolean;
    model?: ModelChoice;
    projectId?: string | null;
  }) => Conversation;
  get: (id: string) => Conversation | undefined;
  /**
   * Most recently active first. Default limit 100. `after` (the last conversation of the previous page) gives the
   * next page: a page costs what it reads, however long the list (the sidebar scrolling a ten-year history).
   */
  list: (options?: {
    limit?: number;
    kinds?: readonly ConversationKind[];
    after?: Pick<Conversation, 'id' | 'updatedAt' | 'createdAt'>;
  }) => Conversation[];
  /** Returns false when no such conversation exists. Renaming does not change the order. */
  rename: (id: string, title: string) => boolean;
  /** Hides the conversation (soft delete) until `restore` or the purge. Returns false when there was none to hide. */
  remove: (id: string) => boolean;
  /** Brings back a conversation hidden by `remove` and not purged yet. Returns false when there is none. */
  restore: (id: string) => boolean;
  /** Deletes for good (with their messages, by cascade) conversations removed before `before` (ms). Returns their ids. */
  purgeDeleted: (before: number) => string[];
  setMemoryEnabled: (id: string, enabled: boolean) => boolean;
  /** Saves the model every later run in this conversation uses. Returns false when no such conversation exists. */
  setModel: (id: string, choice: ModelChoice) => boolean;
  /** Moves the conversation into a project, or out of any (null); the foreign key refuses a project that does not exist. */
  setProject: (id: string, projectId: string | null) => boolean;
  search: (query: string, options?: SearchOptions) => ConversationSearchHit[];
}

export interface ConversationStoreDeps {
  now?: () => number;
  newId?: () => string;
}

export function createConversationStore(db: Db, deps: ConversationStoreDeps = {}): ConversationStore {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => nodeCrypto().randomUUID());
  const insert = db.prepare<
    [string, string, string, number, number, number, string | null, string | null, string | null]
  >(
    `INSERT INTO conversations (id, title, kind, memory_enabled, created_at, updated_at, model_provider, model, project_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare<[string], ConversationRow>(
    'SELECT * FROM conversations WHERE id = ? AND deleted_at IS NULL',
  );
  const selectRecent = db.prepare<[string | null, string | null, number], ConversationRow>(
    `SELECT * FROM conversations
      WHERE deleted_at IS NULL AND (? IS NULL OR kind IN (SELECT value FROM json_each(?)))
      ORDER BY updated_at DESC, created_at DESC, id
      LIMIT ?`,
  );
  // The same order as selectRecent, continued after one conversation: `updated_at <= @u` starts the walk of the index
  // conversations_by_recency there, the rest skips the ties already shown.
  type After = { kinds: string | null; u: number; c: number; id: string; limit: number };
  const selectRecentAfter = db.prepare<After, ConversationRow>(
    `SELECT * FROM conversations
      WHERE deleted_at IS NULL AND (@kinds IS NULL OR kind IN (SELECT value FROM json_each(@kinds)))
        AND updated_at <= @u AND (updated_at < @u OR created_at < @c OR (created_at = @c AND id > @id))
      ORDER BY updated_at DESC, created_at DESC, id
      LIMIT @limit`,
  );
  const updateTitle = db.prepare<[string, string]>('UPDATE conversations SET title = ? WHERE id = ?');
  const updateMemory = db.prepare<[number, string]>('UPDATE conversations SET memory_enabled = ? WHERE id = ?');
  const updateModel = db.prepare<[string, string, string]>(
    'UPDATE conversations SET model_provider = ?, model = ? WHERE id = ?',
  );
  const updateProject = db.prepare<[string | null, string]>('UPDATE conversations SET project_id = ? WHERE id = ?');
  const hide = db.prepare<[number, string]>(
    'UPDATE conversations SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL',
  );
  const unhide = db.prepare<[string]>(
    'UPDATE conversations SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL',
  );
  const purge = db.prepare<[number], { id: string }>(
    'DELETE FROM conversations WHERE deleted_at IS NOT NULL AND deleted_at < ? RETURNING id',
  );

  return withDiskFullErrors<ConversationStore>(
    {
      create: (input = {}) => {
        const id = newId();
        const at = now();
        insert.run(
          id,
          input.title ?? '',
          input.kind ?? 'chat',
          input.memoryEnabled === false ? 0 : 1,
          at,
          at,
          input.model?.provider ?? null,
          input.model?.model ?? null,
          input.projectId ?? null,
        );
        return toConversation(select.get(id) as ConversationRow);
      },
      get: (id) => {
        const row = select.get(id);
        return row ? toConversation(row) : undefined;
      },
      list: (options = {}) => {
        const kinds = options.kinds ? JSON.stringify(options.kinds) : null;
        const limit = options.limit === undefined ? 100 : Math.max(0, Math.floor(options.limit));
        const { after } = options;
        const rows = after
          ? selectRecentAfter.all({ kinds, u: after.updatedAt, c: after.createdAt, id: after.id, limit })
          : selectRecent.all(kinds, kinds, limit);
        return rows.map(toConversation);
      },
      rename: (id, title) => updateTitle.run(title, id).changes > 0,
      remove: (id) => hide.run(now(), id).changes > 0,
      restore: (id) => unhide.run(id).changes > 0,
      purgeDeleted: (before) => purge.all(before).map((row) => row.id),
      setMemoryEnabled: (id, enabled) => updateMemory.run(enabled ? 1 : 0, id).changes > 0,
      setModel: (id, choice) => updateModel.run(choice.provider, choice.model, id).changes > 0,
      setProject: (id, projectId) => updateProject.run(projectId, id).changes > 0,
      search: createConversationSearch(db),
      ...createMessageOps(db, { now, newId }),
    },
    db.name,
  );
}
