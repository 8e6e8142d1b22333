// View types of one conversation as the chat window draws it: user and assistant items, tool cards, the current run.
// Built from stored messages (chat:load) and then folded forward by the agent event stream.
import type { ContextShare } from '../../../electron/shared/message-usage';
import type { ToolRiskName } from '../lib/tool-risk';
import type { AttachmentView } from '../../../electron/shared/attachments-contract';

export type ToolCardStatus = 'pending' | 'awaiting_approval' | 'running' | 'done' | 'failed' | 'denied';

export interface ToolCardView {
  callId: string;
  name: string;
  label: string;
  risk?: ToolRiskName;
  /** Parsed arguments when they were valid JSON, else the raw text. */
  args: unknown;
  status: ToolCardStatus;
  /** Live output (tool_call_update chunks), e.g. the shell's stdout while it runs. */
  output: string;
  /** The result text the model read. */
  content?: string;
  details?: unknown;
  images?: { mimeType: string; data: string }[];
  errorType?: string;
  durationMs?: number;
  approval?: { decision: 'allow' | 'deny'; by: string; reason?: string };
  /** A `delegate` call's sub-agent run as it streams: its run, its steps (tool cards by call id), its own text. */
  subRun?: { runId: string; steps: string[]; text: string; running: boolean };
  /** A sub-agent's step: the `delegate` card it belongs to. */
  nestedIn?: string;
}

/** A message's place among its versions (an edited question, a regenerated answer): "2 / 3" and its neighbours. */
export interface BranchView {
  index: number;
  count: number;
  previousId: string | null;
  nextId: string | null;
}

export interface UserItem {
  kind: 'user';
  id: string;
  text: string;
  /** The files sent with it (shown under the text, also after a reload). */
  attachments?: AttachmentView[];
  branch?: BranchView;
}

export type AssistantStatus = 'streaming' | 'complete' | 'incomplete' | 'error';

export interface AssistantItem {
  kind: 'assistant';
  id: string;
  text: string;
  reasoning: string;
  status: AssistantStatus;
  error?: string;
  toolCallIds: string[];
  /** Stopped at the model's output limit (finish_reason 'length'): the text is kept and can be continued. */
  cutOff?: boolean;
  /** The app or the CLI stopped while it was streaming: the text so far is kept, offered Retry and Continue. */
  interrupted?: boolean;
  /** A continued answer: the text it had when it was cut off (the continuation streams in after it). */
  continuedText?: string;
  branch?: BranchView;
}

/** The marker where earlier messages were folded: a summary by the model, or a note that they were left out. */
export interface CompactionItem {
  kind: 'compaction';
  id: string;
  folded: number;
  method: 'summary' | 'trim';
  summary: string;
}

export type ViewItem = UserItem | AssistantItem | CompactionItem;

export type RunStatus = 'running' | 'done' | 'aborted' | 'error' | 'max_turns';

export interface RunView {
  runId: string;
  status: RunStatus;
  error?: string;
  /** The failure's kind ('summary_failed': a Summarize now that changed nothing; no Retry of the last answer). */
  errorKind?: string;
  /** A provider retry in progress ("retrying in 2 s: rate limited"). */
  retry?: string;
}

/** How full the model's context window was at the last request (the server's count, or an estimate). */
export interface ContextUsageView {
  usedTokens: number;
  windowTokens: number;
  estimated: boolean;
  /** How the request split: system prompt, tool definitions, conversation (Hearth's estimate). */
  share?: ContextShare;
}

export interface ConversationView {
  items: ViewItem[];
  tools: Record<string, ToolCardView>;
  run?: RunView;
  context?: ContextUsageView;
}

export const emptyConversationView = (): ConversationView => ({ items: [], tools: {} });
