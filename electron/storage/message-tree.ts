// Branches: messages form a tree through parent_id and a conversation shows one path, from its first message to
// active_leaf_id (else its newest message). This is the one place that decides which rows form the path shown,
// which the session sends to the model, the window shows and export writes.
import type { MessageBranch } from '../shared/conversation-types';
import type { Db } from './database';
import type { MessageRow } from './message-rows';
import { StorageError } from './storage-error';

export interface MessageTree {
  /** The path shown, in seq order. With `limit`, its last `limit` messages (before `beforeSeq` when given). */
  pathRows: (conversationId: string, options?: { limit?: number; beforeSeq?: number }) => MessageRow[];
  /**
   * The part of the path shown a model request needs: walking back from its end, every row up to the newest
   * compaction on the path and then only rows after that compaction's `throughSeq` (what it folded stays unread).
   * In seq order; the whole path when nothing was compacted.
   */
  windowRows: (conversationId: string) => MessageRow[];
  /** The last message of the path shown (null: no messages). */
  leafId: (conversationId: string) => string | null;
  /** How many messages the path shown holds (walks its ids only, reads no message's content). */
  pathLength: (conversationId: string) => number;
  /** Makes `messageId` the last message of the path shown (a write inside the caller's transaction). */
  setLeaf: (conversationId: string, messageId: string) => void;
  /** Shows the branch through `messageId`: the path ends at its newest descendant. Returns that leaf's id. */
  showBranch: (conversationId: string, messageId: string) => string;
  /** Version info for every message that has siblings (same parent), keyed by message id. */
  branches: (conversationId: string) => Map<string, MessageBranch>;
  /** The message's parent on its path (null for a first message); undefined when no such message is in it. */
  parentOf: (conversationId: string, messageId: string) => string | null | undefined;
}

const LEAF = `COALESCE(
  (SELECT leaf.id FROM conversations c JOIN messages leaf ON leaf.id = c.active_leaf_id AND leaf.conversation_id = c.id
    WHERE c.id = @conversationId),
  (SELECT newest.id FROM messages newest WHERE newest.conversation_id = @conversationId ORDER BY newest.seq DESC LIMIT 1))`;

/**
 * Walks up from the path's end. A parent always has a smaller seq (a damaged parent_id, a cycle included, ends the
 * walk), and the walk stops once `limit` messages before `beforeSeq` are found, so a page costs what it reads.
 */
const PATH = `WITH RECURSIVE path(id, parent_id, seq, taken) AS (
  SELECT m.id, m.parent_id, m.seq, m.seq < @beforeSeq FROM messages m WHERE m.id = ${LEAF}
  UNION ALL
  SELECT m.id, m.parent_id, m.seq, path.taken + (m.seq < @beforeSeq)
    FROM path JOIN messages m ON m.id = path.parent_id
   WHERE path.taken < @limit AND m.conversation_id = @conversationId AND m.seq < path.seq
)`;

const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/** A compaction row's throughSeq (a system row whose details hold a well-formed compaction record), else NULL. */
const THROUGH_SEQ = (m: string): string => `CASE WHEN ${m}.role = 'system' AND json_valid(${m}.details)
    AND json_type(${m}.details, '$.compaction.throughSeq') IN ('integer', 'real')
    AND json_type(${m}.details, '$.compaction.folded') IN ('integer', 'real')
    AND json_extract(${m}.details, '$.compaction.method') IN ('summary', 'trim')
  THEN json_extract(${m}.details, '$.compaction.throughSeq') END`;

// The path walked back from its end, carrying the newest compaction's throughSeq once one is passed; the walk stops
// at the first row at or below it. UNION ends a damaged parent_id cycle as PATH does.
const WINDOW = `WITH RECURSIVE walk(id, parent_id, through) AS (
  SELECT m.id, m.parent_id, ${THROUGH_SEQ('m')} FROM messages m WHERE m.id = ${LEAF}
  UNION
  SELECT m.id, m.parent_id, COALESCE(walk.through, ${THROUGH_SEQ('m')})
    FROM messages m JOIN walk ON m.id = walk.parent_id AND m.conversation_id = @conversationId
   WHERE walk.through IS NULL OR m.seq > walk.through
)`;

export function createMessageTree(db: Db): MessageTree {
  const selectPath = db.prepare<{ conversationId: string; beforeSeq: number; limit: number }, MessageRow>(
    `${PATH} SELECT messages.* FROM path JOIN messages ON messages.id = path.id
       WHERE path.seq < @beforeSeq ORDER BY path.seq DESC LIMIT @limit`,
  );
  const selectWindow = db.prepare<{ conversationId: string }, MessageRow>(
    `${WINDOW} SELECT DISTINCT messages.* FROM messages JOIN walk ON messages.id = walk.id ORDER BY messages.seq`,
  );
  const countPath = db.prepare<{ conversationId: string; beforeSeq: number; limit: number }, { count: number }>(
    `${PATH} SELECT count(*) AS count FROM path`,
  );
  const selectLeaf = db.prepare<{ conversationId: string }, { id: string | null }>(`SELECT ${LEAF} AS id`);
  const updateLeaf = db.prepare<[string, string]>('UPDATE conversations SET active_leaf_id = ? WHERE id = ?');
  const selectOwned = db.prepare<[string, string], { parentId: string | null }>(
    'SELECT parent_id AS parentId FROM messages WHERE id = ? AND conversation_id = ?',
  );
  const selectNewestBelow = db.prepare<{ conversationId: string; messageId: string }, { id: string }>(
    `WITH RECURSIVE below(id) AS (
       SELECT @messageId
       UNION
       SELECT m.id FROM messages m JOIN below ON m.parent_id = below.id WHERE m.conversation_id = @conversationId
     )
     SELECT messages.id FROM messages JOIN below ON messages.id = below.id ORDER BY messages.seq DESC LIMIT 1`,
  );
  const selectWithSiblings = db.prepare<[string], { id: string; parentId: string | null }>(
    `SELECT m.id, m.parent_id AS parentId FROM messages m
      WHERE m.conversation_id = ?
        AND EXISTS (SELECT 1 FROM messages s
                     WHERE s.conversation_id = m.conversation_id AND s.parent_id IS m.parent_id AND s.id <> m.id)
      ORDER BY m.seq`,
  );

  const requireOwned = (conversationId: string, messageId: string) => {
    const row = selectOwned.get(messageId, conversationId);
    if (!row) throw new StorageError('not_found', messageId, 'That message is not in this conversation.');
    return row;
  };

  return {
    pathRows: (conversationId, options = {}) => {
      const { limit, beforeSeq } = options;
      return selectPath
        .all({
          conversationId,
          beforeSeq: beforeSeq ?? NO_LIMIT,
          limit: limit === undefined ? NO_LIMIT : Math.max(0, Math.floor(limit)),
        })
        .reverse();
    },
    windowRows: (conversationId) => selectWindow.all({ conversationId }),
    leafId: (conversationId) => selectLeaf.get({ conversationId })?.id ?? null,
    pathLength: (conversationId) => countPath.get({ conversationId, beforeSeq: NO_LIMIT, limit: NO_LIMIT })?.count ?? 0,
    setLeaf: (conversationId, messageId) => {
      requireOwned(conversationId, messageId);
      updateLeaf.run(messageId, conversationId);
    },
    showBranch: (conversationId, messageId) => {
      requireOwned(conversationId, messageId);
      const leaf = selectNewestBelow.get({ conversationId, messageId })?.id ?? messageId;
      updateLeaf.run(leaf, conversationId);
      return leaf;
    },
    branches: (conversationId) => {
      const groups = new Map<string | null, string[]>();
      for (const row of selectWithSiblings.all(conversationId)) {
        const group = groups.get(row.parentId) ?? [];
        group.push(row.id);
        groups.set(row.parentId, group);
      }
      const result = new Map<string, MessageBranch>();
      for (const ids of groups.values()) {
        ids.forEach((id, index) =>
          result.set(id, {
            index: index + 1,
            count: ids.length,
            previousId: ids[index - 1] ?? null,
            nextId: ids[index + 1] ?? null,
          }),
        );
      }
      return result;
    },
    parentOf: (conversationId, messageId) => selectOwned.get(messageId, conversationId)?.parentId,
  };
}
