// The pending_questions table (schema-v10.ts): what waits for a person — an approval, an ask_user question, an MCP
// form — with what is needed to resume its run after a restart. Rows are written redacted and removed once answered.
import {
  approvalRequestSchema,
  toolCallSchema,
  type ApprovalRequest,
  type ToolCallRecord,
} from '../shared/agent-events';
import { untrustedSourceSchema, type UntrustedSource } from '../shared/provenance';
import { z } from 'zod';
import type { Db } from './database';

export type PendingKind = 'approval' | 'question' | 'form';

export interface PendingQuestion {
  callId: string;
  runId: string;
  conversationId: string;
  kind: PendingKind;
  /** The request as it was shown; an answer must carry its argsHash. */
  request: ApprovalRequest;
  argsHash: string;
  untrustedSources: UntrustedSource[];
  /** The waiting call and the calls after it in the same answer, none run yet. */
  toolCalls: ToolCallRecord[];
  /** The process whose run asked (while it is alive, only that process may answer). */
  ownerPid?: number;
  createdAt: number;
  expiresAt: number;
}

export interface PendingQuestionStore {
  save(question: PendingQuestion): void;
  /** True when a row was removed. */
  remove(callId: string): boolean;
  get(callId: string): PendingQuestion | undefined;
  /** Oldest first; one conversation's, or all. */
  list(filter?: { conversationId?: string }): PendingQuestion[];
}

interface Row {
  call_id: string;
  run_id: string;
  conversation_id: string;
  kind: PendingKind;
  request: string;
  args_hash: string;
  untrusted_sources: string | null;
  tool_calls: string;
  owner_pid: number | null;
  created_at: number;
  expires_at: number;
}

export function pendingKindOf(request: ApprovalRequest): PendingKind {
  if (!request.question) return 'approval';
  return request.question.form ? 'form' : 'question';
}

export function createPendingQuestionStore(db: Db): PendingQuestionStore {
  const insert = db.prepare<[Row]>(
    `INSERT OR REPLACE INTO pending_questions
       (call_id, run_id, conversation_id, kind, request, args_hash, untrusted_sources, tool_calls, owner_pid, created_at,
        expires_at)
     VALUES (@call_id, @run_id, @conversation_id, @kind, @request, @args_hash, @untrusted_sources, @tool_calls,
       @owner_pid, @created_at, @expires_at)`,
  );
  const deleteOne = db.prepare<[string]>('DELETE FROM pending_questions WHERE call_id = ?');
  const selectOne = db.prepare<[string], Row>('SELECT * FROM pending_questions WHERE call_id = ?');
  const selectAll = db.prepare<[], Row>('SELECT * FROM pending_questions ORDER BY created_at, call_id');
  const selectFor = db.prepare<[string], Row>(
    'SELECT * FROM pending_questions WHERE conversation_id = ? ORDER BY created_at, call_id',
  );
  const read = (rows: Row[]): PendingQuestion[] => rows.flatMap((row) => fromRow(row) ?? []);
  return {
    save: (question) => insert.run(toRow(question)),
    remove: (callId) => deleteOne.run(callId).changes > 0,
    get: (callId) => {
      const row = selectOne.get(callId);
      return row ? fromRow(row) : undefined;
    },
    list: (filter = {}) =>
      read(filter.conversationId !== undefined ? selectFor.all(filter.conversationId) : selectAll.all()),
  };
}

function toRow(question: PendingQuestion): Row {
  return {
    call_id: question.callId,
    run_id: question.runId,
    conversation_id: question.conversationId,
    kind: question.kind,
    request: JSON.stringify(question.request),
    args_hash: question.argsHash,
    untrusted_sources: question.untrustedSources.length > 0 ? JSON.stringify(question.untrustedSources) : null,
    tool_calls: JSON.stringify(question.toolCalls),
    owner_pid: question.ownerPid ?? null,
    created_at: question.createdAt,
    expires_at: question.expiresAt,
  };
}

const storedParts = z.object({
  request: approvalRequestSchema,
  sources: z.array(untrustedSourceSchema),
  toolCalls: z.array(toolCallSchema).min(1),
});

/** A row another version wrote in a shape this one cannot read is skipped, never thrown. */
function fromRow(row: Row): PendingQuestion | undefined {
  let parsed;
  try {
    parsed = storedParts.safeParse({
      request: JSON.parse(row.request),
      sources: row.untrusted_sources ? JSON.parse(row.untrusted_sources) : [],
      toolCalls: JSON.parse(row.tool_calls),
    });
  } catch {
    return undefined;
  }
  if (!parsed.success) return undefined;
  return {
    callId: row.call_id,
    runId: row.run_id,
    conversationId: row.conversation_id,
    kind: row.kind,
    request: parsed.data.request,
    argsHash: row.args_hash,
    untrustedSources: parsed.data.sources,
    toolCalls: parsed.data.toolCalls,
    ...(row.owner_pid !== null ? { ownerPid: row.owner_pid } : {}),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}
