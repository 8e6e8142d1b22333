// Public types of the fake OpenAI-compatible LLM server used by tests: recorded requests, script steps, the server handle.
// Re-exported by fake-llm-server.ts; import them from there.

/** One HTTP request the fake server received, recorded before it answered. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body; the raw text when the body was not valid JSON; undefined when empty. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary request fields
  body: any;
  model?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAI message objects of every role
  messages: any[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAI tool definitions
  tools: any[];
  stream: boolean;
}

/** One scripted tool call of a `tool_calls` step. `id` defaults to a unique `call_…` id. */
export interface ScriptedToolCall {
  id?: string;
  name: string;
  arguments: string | object;
}

/** One scripted answer; each chat-completions request consumes one step, in order. */
export type ScriptStep =
  | {
      kind: 'text';
      text: string;
      reasoning?: string;
      /** Characters per content/reasoning delta (default 4). */
      chunkSize?: number;
      /** Default 'stop'; null sends no finish chunk (but still `[DONE]`). */
      finishReason?: string | null;
      /** Pause between chunks, so tests can abort mid-stream. */
      delayMs?: number;
      /** Add a final `choices: []` usage chunk when the request asked `stream_options.include_usage`. */
      usage?: boolean;
    }
  | {
      kind: 'tool_calls';
      calls: ScriptedToolCall[];
      text?: string;
      reasoning?: string;
      /** Characters per argument fragment (default 7). */
      argChunkSize?: number;
      /** Alternate the deltas of parallel calls instead of sending them one call after the other. */
      interleave?: boolean;
      /** Default 'tool_calls'. */
      finishReason?: string;
      delayMs?: number;
      /** Add a final `choices: []` usage chunk when the request asked `stream_options.include_usage`. */
      usage?: boolean;
    }
  | { kind: 'http_error'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'cut'; text?: string; toolCall?: { name: string; partialArguments: string } }
  | { kind: 'stall'; text?: string }
  | { kind: 'no_finish'; text: string }
  | { kind: 'fixture'; file: string; chunkBytes?: number; delayMs?: number }
  | { kind: 'raw'; status?: number; headers?: Record<string, string>; body: string }
  | { kind: 'handler'; handle: (req: RecordedRequest) => ScriptStep };

export interface FakeLlmServer {
  /** `http://127.0.0.1:PORT/v1`, the baseURL for the openai SDK. */
  url: string;
  /** Every request received, in order (chat completions, /models, and anything else). */
  requests: RecordedRequest[];
  /** Queue responses; each chat-completions request consumes one step in order. */
  script(...steps: ScriptStep[]): void;
  /** Steps not yet consumed. */
  pending(): number;
  /** What Ollama's /api/show and LM Studio's /api/v0/models say about `name` (until reset). */
  describeModel(name: string, model: FakeLocalModel): void;
  /** Clear the queue, the recorded requests and the described models. */
  reset(): void;
  /** Close the server and every open socket (stalled streams too). */
  close(): Promise<void>;
}

export interface StartFakeLlmServerOptions {
  /** Model ids served by GET /v1/models (default ['fake-model']). */
  models?: string[];
  /** Answer used when the script queue is empty (default: HTTP 500 "no scripted response left"). */
  fallback?: ScriptStep;
}

/** One model as a local server would describe it; what is left out, the server does not say. */
export interface FakeLocalModel {
  /** Ollama's capabilities list (`completion`, `tools`, `vision`); LM Studio: `tools` → `tool_use`. */
  capabilities?: string[];
  /** The model's trained length (Ollama `model_info["<arch>.context_length"]`, LM Studio `max_context_length`). */
  contextLength?: number;
  /** Ollama's `num_ctx` parameter; LM Studio's `loaded_context_length`. */
  numCtx?: number;
}
