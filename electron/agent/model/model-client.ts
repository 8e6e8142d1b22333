// The seam between the agent loop and a chat model: one streamed completion per call, every failure returned as data.
// openai-stream.ts implements it with the openai SDK; tests may drive the loop through it against the fake server.
import type { ChatCompletionFunctionTool, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ToolCallRecord } from '../../shared/agent-events';
import type { ThinkingBlock } from '../../shared/thinking-blocks';

export type ProviderErrorKind =
  | 'auth'
  | 'permission'
  | 'not_found'
  | 'rate_limit'
  | 'quota'
  | 'context_length'
  | 'bad_request'
  | 'server'
  | 'timeout'
  | 'connection'
  | 'stream_cut'
  | 'stalled'
  | 'no_finish'
  | 'stream_error'
  /** The server refused a request carrying `tools` because the model cannot call tools natively (XML mode works). */
  | 'tools_unsupported'
  /** No provider is set up (no key for a hosted one, or no model chosen): nothing was sent. */
  | 'not_configured'
  | 'unknown';

/** A provider failure, already turned into a short, secret-free message for people. */
export interface ProviderError {
  kind: ProviderErrorKind;
  /** Short actionable text for the user; never contains the API key or anything key-shaped. */
  message: string;
  status?: number;
  /** Worth another attempt (429 rate limit, 408, 5xx, connection errors) when nothing was streamed yet. */
  retryable: boolean;
  /** What the server asked us to wait (retry-after-ms / retry-after), uncapped. */
  retryAfterMs?: number;
}

export interface ModelRequest {
  messages: ChatCompletionMessageParam[];
  /** Native tool calling only; omitted or empty in XML mode. */
  tools?: ChatCompletionFunctionTool[];
}

export interface RetryNotice {
  attempt: number;
  delayMs: number;
  reason: string;
}

export interface ModelStreamCallbacks {
  signal: AbortSignal;
  onTextDelta: (delta: string) => void;
  onReasoningDelta: (delta: string) => void;
  /** Called before each wait between attempts. */
  onRetry?: (notice: RetryNotice) => void;
  /** Something the person should know once, e.g. that the call went on with another key or provider. */
  onNotice?: (notice: ModelNotice) => void;
}

/** A `notice` event's content from the model layer (`provider`/`model`: who answers from now on). */
export interface ModelNotice {
  kind: 'provider_fallback';
  message: string;
  provider?: string;
  model?: string;
  /** Which key of the provider answers now (1-based), who failed before it, and why (kind, HTTP status). */
  keyNumber?: number;
  failedProvider?: string;
  failedModel?: string;
  failedKeyNumber?: number;
  cause?: ProviderErrorKind;
  httpStatus?: number;
}

/**
 * What one model call produced. `toolCalls` is only ever non-empty when `status` is 'complete':
 * half-received tool calls of a broken stream are dropped, never executed.
 */
/** Token counts of one call as the server reported them (`stream_options.include_usage`). */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  /** Counted by Hearth (the server reported nothing), not by the server. */
  estimated?: boolean;
}

export type ModelTurn =
  | {
      status: 'complete';
      text: string;
      reasoning: string;
      toolCalls: ToolCallRecord[];
      finishReason: string | null;
      /** Present when the server reported usage. */
      usage?: TokenUsage;
      /** Claude's thinking blocks (with signatures), to send back with the tool results. */
      thinkingBlocks?: ThinkingBlock[];
    }
  | { status: 'error'; text: string; reasoning: string; toolCalls: []; error: ProviderError }
  | { status: 'aborted'; text: string; reasoning: string; toolCalls: [] };

export interface ModelClient {
  readonly model: string;
  /** Never throws for provider or network failures; they come back as `status: 'error'`. */
  streamChat(request: ModelRequest, callbacks: ModelStreamCallbacks): Promise<ModelTurn>;
}
