// The chat session's public shapes: what a run is asked with (RunRequest and the operations' inputs), what starting
// one answers (StartRunResult, with the ids of what it stored), what a run ends with, and what the session needs.
import type { AppViewContext } from '../context/app-view-context';
import type { CapabilitySource, ToolCalling } from '../../shared/model-capabilities';
import type { SchemaProfile } from '../../../tools/json-schema';
import type { Toolset } from '../../../tools/registry';
import type { AgentEvent, StopReason } from '../../shared/agent-events';
import type { AttachmentRef, MessageAttachment } from '../../shared/attachment-types';
import type { CallerId } from '../../shared/caller-id';
import type { Settings } from '../../shared/settings-schema';
import type { ConversationKind, ConversationStore, ModelChoice } from '../../storage/conversations';
import type { JobGrant, ToolCallGate } from '../approvals/approval-gate';
import type { Prompter } from '../approvals/prompter';
import type { SessionAttachments } from '../context/session-attachments';
import type { RunInstructions } from '../context/system-prompt';
import type { ToolSelectionCache } from '../context/tool-selection-cache';
import type { ModelClient } from '../model/model-client';
import type { Fail, Ok, Result } from '../../shared/result';
import type { AgentLoopInput } from '../loop/agent-loop-types';
import type { PendingQuestionKeeping } from './pending-recorder';
import type { ApprovalResponse } from '../approvals/prompter';
import type { PendingQuestion } from '../../storage/pending-questions';

export interface RunRequest {
  conversationId?: string;
  text: string;
  /** The model chosen for this conversation (picker, CLI --model): saved on it and used by this and later runs. */
  model?: ModelChoice;
  /** A new conversation starts in this project (its folder is the run's workspace). */
  projectId?: string | null;
  kind?: ConversationKind;
  title?: string;
  /** Who answers approvals; undefined means a background run (ask → deny unless granted). */
  prompter?: Prompter;
  grants?: readonly JobGrant[];
  /** Background jobs: only these tool names are offered to the model. */
  allowedTools?: readonly string[];
  maxTurns?: number;
  /** Extra cancellation (e.g. a job's time budget). */
  signal?: AbortSignal;
  /** Where events go back to (a window, the CLI, a bridge connection). */
  callerId?: CallerId;
  /** Files the user attached to this message (stored by attachments:add / `ask --attach`), in order. */
  attachments?: readonly AttachmentRef[];
}

/** What the operations add to a send (chat-operations.ts): never set by a caller of `send`. */
export interface ReplyRequest extends RunRequest {
  /**
   * Continue the last answer (cut off at the model's limit): `text` is an instruction the request carries after it,
   * never stored or shown; the continuation is stored as a new assistant message.
   */
  continuation?: boolean;
  /** Branches: the user message is saved after this message (null: as a new first message), not after the path's end. */
  parentId?: string | null;
  /** Branches: the path shown already ends with this question; answer it again (a new version of its answer). */
  answerAgain?: boolean;
  /** A waiting question answered after a restart (pending-operations.ts): its calls run first, nothing is stored. */
  resume?: AgentLoopInput['resume'];
}

/** Who started an operation on an existing conversation (approvals are asked through `prompter`). */
export interface OperationInput {
  conversationId: string;
  prompter?: Prompter;
  callerId?: CallerId;
}

export interface RegenerateInput extends OperationInput {
  /** The question (a user message of this conversation); the last one on the path shown when omitted. */
  messageId?: string;
}

export interface EditInput extends RegenerateInput {
  /** The question's new text: stored as a new version of it (same parent), then answered. */
  text: string;
}

export interface RunSummary {
  runId: string;
  conversationId: string;
  reason: StopReason;
  error?: { kind: string; message: string };
  finalText?: string;
  /** Calls refused because the run had read untrusted content and nobody was there to ask (why, for a job's result). */
  refusals?: string[];
}

export interface RunHandle {
  runId: string;
  conversationId: string;
  /** The user message this operation stored (send, edit); absent when it stored none (regenerate, continue, compact). */
  userMessageId?: string;
  done: Promise<RunSummary>;
}

export type StartRunResult = Result<{ run: RunHandle }>;

/** The one check before a conversation is changed: it exists, and no reply is being written in it. */
export type IdleCheck = Ok | Fail<{ kind: 'not_found' | 'refused'; error: string }>;

export interface ChatSession {
  send(request: RunRequest): StartRunResult;
  /** Answers a question again: a new version of its answer (the old one stays as a branch). */
  regenerate(input: RegenerateInput): StartRunResult;
  /** Edit and resend: a new version of the question (a sibling user message), answered from there. */
  edit(input: EditInput): StartRunResult;
  /** Continues the last answer, cut off at the model's output limit. */
  continue(input: OperationInput): StartRunResult;
  /** "Summarize now": folds everything before the last user message into one summary (a run of its own). */
  compact(input: { conversationId: string; callerId?: CallerId }): StartRunResult;
  /** The guard every operation starts with (also for switching branches and deleting). */
  checkIdle(conversationId: string): IdleCheck;
  abort(runId: string): boolean;
  /** Stops every run; `reason` becomes their signals' reason (APP_CLOSED at quit: waits end as `app_closed`). */
  abortAll(reason?: unknown): void;
  isRunning(conversationId: string): boolean;
  /** Questions that waited when Hearth closed: list, answer and resume (present when the session has the store). */
  pending?: PendingOperations;
  /** An MCP App view's `ui/update-model-context`: what later runs of its conversation read (empty text forgets it). */
  setAppViewContext(conversationId: string, entry: AppViewContext): void;
}

export interface ModelSetup {
  client: ModelClient;
  toolMode: 'native' | 'xml';
  /** 'none': the model cannot call tools; its runs carry no tools and the chat says so. */
  toolCalling?: ToolCalling;
  contextTokens: number;
  /** Whether this model takes images (what its server or a correction says); absent: `imageInput` decides. */
  takesImages?: boolean;
  noteToolsUnsupported?: () => void;
  /** False when that provider is not set up (the client answers with what to do, sending nothing). */
  configured?: boolean;
  /** How tool schemas are cleaned for the provider receiving them (agent/model/schema-profile.ts); default conservative. */
  schemaProfile?: SchemaProfile;
}

export interface ChatSessionDeps {
  conversations: ConversationStore;
  settings: () => Settings;
  toolset: () => Toolset;
  /**
   * Builds the model client for the conversation's model (or the default one when it has none; looks up the API key).
   * `noteToolsUnsupported` remembers that the model refused native tools (the next runs start in XML mode).
   */
  modelClient: (choice?: ModelChoice) => Promise<ModelSetup>;
  /** The model a new conversation starts with (the default model of the moment). */
  defaultModel?: () => ModelChoice;
  /** Whether a model takes images, from what is known now (runtime/model-capabilities/); absent: `imageInput`. */
  visionOf?: (choice: ModelChoice) => { value: boolean; source: CapabilitySource } | undefined;
  createGate: (options: { prompter?: Prompter; grants?: readonly JobGrant[] }) => ToolCallGate;
  /** The run's workspace: the project's folder for a chat in a project, else the workspace setting. */
  workspace: (projectId: string | null) => string;
  timeZone: () => string;
  /** The user's instructions (setting) and the workspace's instructions file, read per run. */
  instructions?: (input: { workspace: string }) => RunInstructions;
  /** The skills section of the system prompt (names and descriptions of trusted skills), read per run. */
  skillsSection?: (workspace: string) => string | undefined;
  /** Automatic recall for the system prompt (runtime/memory-context.ts); `untrusted`: stored by a tainted run. */
  recallMemories?: (input: {
    conversationId: string;
    text: string;
    memoryEnabled: boolean;
  }) => { id: number; content: string; untrusted?: boolean }[];
  onEvent: (event: AgentEvent, meta: { callerId?: CallerId; conversationId: string }) => void;
  /** Replaces known secrets in every event before it is stored or emitted, and in the user's message before it is saved. */
  redact?: { event: (event: AgentEvent) => AgentEvent; text: (text: string) => string };
  /**
   * Attached files: checked and linked when a message is sent, loaded into each request (absent: none allowed);
   * `forMessages` gives an edited question its original's files.
   */
  attachments?: SessionAttachments & {
    forMessages?: (messageIds: readonly string[]) => Map<string, MessageAttachment[]>;
  };
  /** Which tools each request carries when many are enabled (default: a per-session cache with a cap of 24). */
  toolSelection?: ToolSelectionCache;
  /** Where waiting questions are kept so their runs can resume after a restart (absent: in memory only). */
  pendingQuestions?: PendingQuestionKeeping;
  now?: () => Date;
  newId?: () => string;
}

export interface PendingAnswerInput {
  callId: string;
  /** Bound to the shown request: `argsHash` must equal the stored one. */
  response: ApprovalResponse;
  /** Who answers what the resumed run asks next (absent: nobody can). */
  prompter?: Prompter;
  callerId?: CallerId;
}

export interface PendingOperations {
  /** What waits (a conversation's, or all), oldest first; expired ones end their runs first and are not listed. */
  list(filter?: { conversationId?: string }): PendingQuestion[];
  /** One waiting question as stored (expired or not). */
  get(callId: string): PendingQuestion | undefined;
  answer(input: PendingAnswerInput): StartRunResult;
  /** Drops what waited in this conversation since an earlier process (its calls stay unrun, left out of history). */
  dismiss(conversationId: string): void;
}
