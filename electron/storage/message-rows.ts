// Converts between SQLite rows (snake_case, JSON text) and the stored types (camelCase, parsed JSON).
// A damaged JSON column reads as null instead of throwing, so one bad row cannot break a conversation.
import type {
  Conversation,
  ConversationKind,
  MessageRole,
  MessageStatus,
  StoredMessage,
  StoredToolCall,
} from '../shared/conversation-types';

export interface ConversationRow {
  id: string;
  title: string;
  kind: ConversationKind;
  memory_enabled: number;
  created_at: number;
  updated_at: number;
  model_provider: string | null;
  model: string | null;
  project_id: string | null;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  seq: number;
  role: MessageRole;
  content: string;
  reasoning: string | null;
  tool_calls: string | null;
  tool_call_id: string | null;
  tool_name: string | null;
  status: MessageStatus;
  error: string | null;
  details: string | null;
  created_at: number;
  updated_at: number;
}

export function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    memoryEnabled: row.memory_enabled !== 0,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    modelProvider: row.model_provider,
    model: row.model,
    projectId: row.project_id,
  };
}

export function toStoredMessage(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    seq: row.seq,
    role: row.role,
    content: row.content,
    reasoning: row.reasoning,
    toolCalls: parseToolCalls(row.tool_calls),
    toolCallId: row.tool_call_id,
    toolName: row.tool_name,
    status: row.status,
    error: row.error,
    details: row.details === null ? null : parseJson(row.details),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** JSON text for a nullable JSON column; undefined and null both store NULL. */
export function toJsonColumn(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function parseToolCalls(text: string | null): StoredToolCall[] | null {
  if (text === null) return null;
  const value = parseJson(text);
  if (!Array.isArray(value)) return null;
  return value.filter(isToolCall).map((call) => ({ id: call.id, name: call.name, arguments: call.arguments }));
}

function isToolCall(value: unknown): value is StoredToolCall {
  if (typeof value !== 'object' || value === null) return false;
  const call = value as Record<string, unknown>;
  return typeof call.id === 'string' && typeof call.name === 'string' && typeof call.arguments === 'string';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
