// Types for stored conversations and messages (camelCase; JSON columns already parsed).

export const conversationKinds = ['chat', 'quick', 'scheduled', 'job'] as const;
export type ConversationKind = (typeof conversationKinds)[number];

export const messageRoles = ['system', 'user', 'assistant', 'tool'] as const;
export type MessageRole = (typeof messageRoles)[number];

export const messageStatuses = ['complete', 'incomplete', 'error'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export interface Conversation {
  id: string;
  title: string;
  kind: ConversationKind;
  memoryEnabled: boolean;
  createdAt: number;
  updatedAt: number;
  /** The conversation's own model (provider id + model name); null: the default model of the moment. */
  modelProvider: string | null;
  model: string | null;
  /** The project it belongs to, or null (ungrouped). */
  projectId: string | null;
}

/** A conversation's model choice: which configured provider, and which of its models. */
export interface ModelChoice {
  provider: string;
  model: string;
}

/** A project: a folder (its workspace, with its HEARTH.md/AGENTS.md) and the chats grouped under it. */
export interface Project {
  id: string;
  name: string;
  folder: string;
  createdAt: number;
  updatedAt: number;
}

/** A tool call as the model sent it; `arguments` is the raw JSON text (it may be invalid). */
export interface StoredToolCall {
  id: string;
  name: string;
  arguments: string;
}

export interface StoredMessage {
  id: string;
  conversationId: string;
  /** 1, 2, 3… within the conversation. */
  seq: number;
  role: MessageRole;
  content: string;
  reasoning: string | null;
  toolCalls: StoredToolCall[] | null;
  toolCallId: string | null;
  toolName: string | null;
  status: MessageStatus;
  error: string | null;
  /** Whatever the UI stored; JSON round-tripped. */
  details: unknown;
  createdAt: number;
  updatedAt: number;
}

export interface NewMessage {
  conversationId: string;
  role: MessageRole;
  content: string;
  /** Optional caller-chosen id (e.g. for optimistic UI); a UUID otherwise. */
  id?: string;
  reasoning?: string | null;
  toolCalls?: StoredToolCall[] | null;
  toolCallId?: string | null;
  toolName?: string | null;
  status?: MessageStatus;
  error?: string | null;
  details?: unknown;
  /**
   * The message before this one on its path (branches): omitted, the last message of the path shown; null, a new
   * first message (editing the first question). The new message becomes the end of the path shown.
   */
  parentId?: string | null;
}

/** Where a message sits among its versions (messages with the same parent): 1-based index, and its neighbours. */
export interface MessageBranch {
  index: number;
  count: number;
  previousId: string | null;
  nextId: string | null;
}

export interface MessagePatch {
  content?: string;
  status?: MessageStatus;
  reasoning?: string | null;
  toolCalls?: StoredToolCall[] | null;
  error?: string | null;
  details?: unknown;
}

export interface SnippetPart {
  text: string;
  match: boolean;
}

export interface ConversationSearchHit {
  conversationId: string;
  title: string;
  kind: ConversationKind;
  updatedAt: number;
  /** 'message' when a message matched (then messageId and seq are set); 'title' when only the title did. */
  matchedIn: 'message' | 'title';
  messageId: string | null;
  seq: number | null;
  /** The matched passage as plain text ('' for a title match). */
  snippet: string;
  /** The same passage split into matched and unmatched parts, for highlighting. */
  snippetParts: SnippetPart[];
}
