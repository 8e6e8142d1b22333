// Message operations of the conversation store: append (next seq, in one transaction, at the end of the path shown),
// update, list the path shown, switch branches, truncate. Every write bumps the conversation's updated_at.
import type { Statement } from 'better-sqlite3';
import type { MessageBranch, MessagePatch, NewMessage, StoredMessage } from '../shared/conversation-types';
import type { Db } from './database';
import { type MessageRow, toJsonColumn, toStoredMessage } from './message-rows';
import { createMessageTree } from './message-tree';
import { StorageError } from './storage-error';

export interface MessageOps {
  appendMessage: (message: NewMessage) => StoredMessage;
  updateMessage: (id: string, patch: MessagePatch) => StoredMessage | undefined;
  getMessage: (id: string) => StoredMessage | undefined;
  /** The path shown (branches), in seq order. With `limit`, its last `limit` messages (before `beforeSeq` when given). */
  listMessages: (conversationId: string, options?: { limit?: number; beforeSeq?: number }) => StoredMessage[];
  /** The last message of the path shown (null: no messages); the path is the chain of parents up from it. */
  pathEnd: (conversationId: string) => string | null;
  /** How many messages the path shown holds, without reading them. */
  pathLength: (conversationId: string) => number;
  /**
   * What a model request needs of the path shown: the newest compaction row and everything after what it folded (the
   * whole path when nothing was compacted), in seq order. compactedHistory() of it equals that of listMessages().
   */
  listHistoryWindow: (conversationId: string) => StoredMessage[];
  /** Shows the branch through `messageId` (its newest descendant becomes the path's end). Throws 'not_found'. */
  showBranch: (conversationId: string, messageId: string) => void;
  /** Ends the path shown at `messageId` exactly (regenerate: the answer is written after it). Throws 'not_found'. */
  setPathEnd: (conversationId: string, messageId: string) => void;
  /** Version info (index, count, neighbours) of each message that has siblings. */
  listBranches: (conversationId: string) => Map<string, MessageBranch>;
  /** The message before `messageId` on its path (null: it is a first message); undefined if not in the conversation. */
  parentOf: (conversationId: string, messageId: string) => string | null | undefined;
  /** Deletes every message with seq > `seq` (edit-and-resend, regenerate). Returns how many were deleted. */
  deleteMessagesAfter: (conversationId: string, seq: number) => number;
  /**
   * At start-up: answers left half-written (details.streaming) by a process that died become 'incomplete' with
   * details.interrupted, their text so far kept. Returns how many were marked.
   */
  markInterruptedAnswers: () => number;
}

/** Columns updateMessage may change, mapped to how the patch value is stored. A fixed list: no caller text in SQL. */
const PATCHABLE = {
  content: { column: 'content', encode: (value: unknown) => String(value ?? '') },
  status: { column: 'status', encode: (value: unknown) => value as string },
  reasoning: { column: 'reasoning', encode: (value: unknown) => (value ?? null) as string | null },
  toolCalls: { column: 'tool_calls', encode: toJsonColumn },
  error: { column: 'error', encode: (value: unknown) => (value ?? null) as string | null },
  details: { column: 'details', encode: toJsonColumn },
} as const;

export function createMessageOps(db: Db, deps: { now: () => number; newId: () => string }): MessageOps {
  const conversationExists = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM conversations WHERE id = ?');
  const nextSeq = db.prepare<[string], { next: number }>(
    'SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM messages WHERE conversation_id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO messages (id, conversation_id, seq, role, content, reasoning, tool_calls, tool_call_id, tool_name,
                           status, error, details, created_at, updated_at, parent_id)
     VALUES (@id, @conversationId, @seq, @role, @content, @reasoning, @toolCalls, @toolCallId, @toolName,
             @status, @error, @details, @now, @now, @parentId)`,
  );
  const tree = createMessageTree(db);
  const touchConversation = db.prepare<[number, string]>('UPDATE conversations SET updated_at = ? WHERE id = ?');
  const selectMessage = db.prepare<[string], MessageRow>('SELECT * FROM messages WHERE id = ?');
  const deleteAfter = db.prepare<[string, number]>('DELETE FROM messages WHERE conversation_id = ? AND seq > ?');
  const markInterrupted = db.prepare(
    `UPDATE messages SET status = 'incomplete',
            details = json_set(json_remove(details, '$.streaming'), '$.interrupted', json('true'))
      WHERE role = 'assistant' AND json_valid(details) AND json_extract(details, '$.streaming') = 1`,
  );
  const updateStatements = new Map<string, Statement<unknown[]>>();
  const prepareUpdate = (sql: string) => {
    let statement = updateStatements.get(sql);
    if (!statement) updateStatements.set(sql, (statement = db.prepare<unknown[]>(sql)));
    return statement;
  };

  const getMessage = (id: string): StoredMessage | undefined => {
    const row = selectMessage.get(id);
    return row ? toStoredMessage(row) : undefined;
  };

  const append = db.transaction((message: NewMessage): StoredMessage => {
    if (!conversationExists.get(message.conversationId)) {
      throw new StorageError(
        'not_found',
        message.conversationId,
        `Conversation "${message.conversationId}" does not exist.`,
      );
    }
    const now = deps.now();
    const id = message.id ?? deps.newId();
    const parentId = message.parentId === undefined ? tree.leafId(message.conversationId) : message.parentId;
    if (parentId !== null && tree.parentOf(message.conversationId, parentId) === undefined) {
      throw new StorageError('not_found', parentId, 'The message to answer is not in this conversation.');
    }
    insert.run({
      id,
      conversationId: message.conversationId,
      seq: nextSeq.get(message.conversationId)?.next ?? 1,
      role: message.role,
      content: message.content,
      reasoning: message.reasoning ?? null,
      toolCalls: toJsonColumn(message.toolCalls),
      toolCallId: message.toolCallId ?? null,
      toolName: message.toolName ?? null,
      status: message.status ?? 'complete',
      error: message.error ?? null,
      details: toJsonColumn(message.details),
      now,
      parentId,
    });
    tree.setLeaf(message.conversationId, id);
    touchConversation.run(now, message.conversationId);
    return getMessage(id) as StoredMessage;
  });

  const update = db.transaction((id: string, patch: MessagePatch): StoredMessage | undefined => {
    const existing = selectMessage.get(id);
    if (!existing) return undefined;
    const now = deps.now();
    const entries = Object.entries(PATCHABLE).filter(
      ([key]) => key in patch && patch[key as keyof MessagePatch] !== undefined,
    );
    const assignments = entries.map(([, spec]) => `${spec.column} = ?`);
    const values = entries.map(([key, spec]) => spec.encode(patch[key as keyof MessagePatch]));
    prepareUpdate(`UPDATE messages SET ${[...assignments, 'updated_at = ?'].join(', ')} WHERE id = ?`).run(
      ...values,
      now,
      id,
    );
    touchConversation.run(now, existing.conversation_id);
    return getMessage(id);
  });

  const truncate = db.transaction((conversationId: string, seq: number): number => {
    const { changes } = deleteAfter.run(conversationId, seq);
    if (changes > 0) touchConversation.run(deps.now(), conversationId);
    return changes;
  });

  return {
    appendMessage: (message) => append.immediate(message),
    updateMessage: (id, patch) => update.immediate(id, patch),
    getMessage,
    listMessages: (conversationId, options = {}) => tree.pathRows(conversationId, options).map(toStoredMessage),
    pathEnd: (conversationId) => tree.leafId(conversationId),
    pathLength: (conversationId) => tree.pathLength(conversationId),
    listHistoryWindow: (conversationId) => tree.windowRows(conversationId).map(toStoredMessage),
    showBranch: (conversationId, messageId) => {
      db.transaction(() => tree.showBranch(conversationId, messageId)).immediate();
    },
    setPathEnd: (conversationId, messageId) => {
      db.transaction(() => tree.setLeaf(conversationId, messageId)).immediate();
    },
    listBranches: (conversationId) => tree.branches(conversationId),
    parentOf: (conversationId, messageId) => tree.parentOf(conversationId, messageId),
    deleteMessagesAfter: (conversationId, seq) => truncate.immediate(conversationId, seq),
    markInterruptedAnswers: () => markInterrupted.run().changes,
  };
}
