// The chat store's shape: the api it calls, its options, and the state and actions of each of its slices (the
// conversation list, the open conversation, the composer and its queue, the runs), which together make the one store.
import type { StateCreator, StoreApi } from 'zustand/vanilla';
import type { AgentEvent } from '../../../../electron/shared/agent-events';
import type { AttachmentView } from '../../../../electron/shared/attachments-contract';
import type { ConversationSummary, ModelChoiceView } from '../../../../electron/shared/contract';
import type { HearthApi } from '../../api';
import type { ConversationView } from '../conversation-types';
import type { FrameScheduler } from '../event-batcher';
import type { MessageQueues } from './message-queue';

export type ChatApi = Pick<
  HearthApi,
  | 'chatList'
  | 'chatLoad'
  | 'chatSend'
  | 'chatAbort'
  | 'chatRename'
  | 'chatDelete'
  | 'chatSearch'
  | 'chatRegenerate'
  | 'chatSwitchBranch'
  | 'chatCompact'
  | 'chatContinue'
  | 'chatSetModel'
>;
export type SearchHit = { conversationId: string; title: string; snippet: string };
export type SendOutcome = { ok: true } | { ok: false; error: string };

export interface ChatStoreOptions {
  kind?: 'chat' | 'quick';
  /**
   * Runs work once the frame showing a newly opened conversation is painted (the browser: next frame, then a task).
   * With it, opening a conversation longer than FIRST_PAINT_MESSAGES shows its newest turns first and adds the older
   * messages in that later run; without it (tests of other behaviour), the whole conversation is shown at once.
   */
  afterPaint?: FrameScheduler;
  /**
   * With afterPaint: open by chat:load's newest page and ask for the older messages after the paint (nothing but the
   * newest turns crosses IPC before the first paint). The app turns it on; without it the whole path is loaded first.
   */
  pagedOpen?: boolean;
}

/** About two screens of messages: what a conversation opens on before its older messages are added. */
export const FIRST_PAINT_MESSAGES = 16;

/** The sidebar's list of conversations and its search. */
export interface ConversationListState {
  conversations: ConversationSummary[];
  /** True once the list holds the oldest conversation (the sidebar stops asking for more). */
  listComplete: boolean;
  search: { query: string; results: SearchHit[] | null };
}
export interface ConversationListActions {
  /** Reads the list again, as many conversations as it shows now (at least a page). */
  refreshList: () => Promise<void>;
  /** Adds the next page of older conversations (the sidebar scrolled to its end). */
  loadMoreConversations: () => Promise<void>;
  rename: (conversationId: string, title: string) => Promise<void>;
  remove: (conversationId: string) => Promise<void>;
  runSearch: (query: string) => Promise<void>;
}

/** Which conversation is open and the views of those opened (plus the tool labels the views show). */
export interface OpenConversationState {
  activeId: string | null;
  views: Record<string, ConversationView>;
  loading: boolean;
  problem: string | null;
  labels: Record<string, string>;
}
export interface OpenConversationActions {
  open: (conversationId: string) => Promise<void>;
  /** A new chat, in a project or in none. */
  newChat: (projectId?: string | null) => void;
  /** Shows another version of a message (and what followed it) in the open conversation. */
  switchBranch: (messageId: string) => Promise<SendOutcome>;
  setLabels: (labels: Record<string, string>) => void;
  dismissProblem: () => void;
}

/** What the composer sends: the chat not yet created (its view, model and project) and the send in progress. */
export interface ComposerState {
  /** The view of a chat not yet created (its id arrives with the first run). */
  draft: ConversationView;
  /** The model picked for the chat not yet created (null: the default model). */
  draftModel: ModelChoiceView | null;
  /** The project the chat not yet created starts in (null: none). */
  draftProjectId: string | null;
  sending: boolean;
}
export interface ComposerActions {
  /** The model of the open conversation (saved on it), or of the chat not yet created. */
  setModel: (choice: ModelChoiceView) => Promise<SendOutcome>;
  /** Sends the text with the files attached to it (attachments:add's answers), which the message then shows. */
  send: (text: string, attachments?: readonly AttachmentView[]) => Promise<SendOutcome>;
  /**
   * A new version of the answer to the question `messageId` (default: the last one); with `text`, a new version of
   * that question (edit and resend). The old versions stay (branches). Also "retry" after an error.
   */
  regenerate: (text?: string, messageId?: string) => Promise<SendOutcome>;
}

/** Messages written while a reply runs, waiting per conversation key (a conversation id, or 'draft'). */
export interface QueueState {
  queues: MessageQueues;
}
export interface QueueActions {
  /** Queues text for the open conversation (or the chat not yet created). */
  queueMessage: (text: string) => void;
  editQueued: (key: string, id: string, text: string) => void;
  removeQueued: (key: string, id: string) => void;
  /** Sends a queued message of the open conversation now (when no reply is running). */
  sendQueuedNow: (key: string, id: string) => void;
}

/** The agent runs: which conversation each belongs to, their events, and the runs that add no user message. */
export interface RunsState {
  /** runId → conversationId, learned from agent_start or the send response. */
  runs: Record<string, string>;
}
export interface RunsActions {
  stop: () => Promise<void>;
  /** Continues the last answer, cut off at the model's limit (a new answer right under it). */
  continueAnswer: () => Promise<SendOutcome>;
  /** "Summarize now": folds the open conversation's earlier messages into one summary. */
  summarizeNow: () => Promise<SendOutcome>;
  applyEvents: (events: readonly AgentEvent[]) => void;
}

export type ChatState = ConversationListState & OpenConversationState & ComposerState & QueueState & RunsState;
export type ChatActions = ConversationListActions &
  OpenConversationActions &
  ComposerActions &
  QueueActions &
  RunsActions;
export type ChatStore = StoreApi<ChatState & ChatActions>;

/** The whole store as its slices and helpers see it (zustand's set and get). */
export type ChatSet = ChatStore['setState'];
export type ChatGet = ChatStore['getState'];
/** A slice of the chat store: it sees the whole store and makes its own part of it. */
export type ChatSlice<Part> = StateCreator<ChatState & ChatActions, [], [], Part>;
