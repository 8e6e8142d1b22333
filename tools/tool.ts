// The tool contract: every tool is built by a `createXTool(deps)` factory and returns failures as data.
// The agent loop, the CLI and the UI all speak this shape; CONTRIBUTING.md says how to add a tool.
import type { z } from 'zod';
import type { ElicitationForm } from '../electron/shared/elicitation-form';
import type { ResultSource, UntrustedSource } from '../electron/shared/provenance';
import type { UnansweredKind } from '../electron/shared/ask-outcome';

export type ToolRisk = 'read' | 'write' | 'exec' | 'network';

export interface ToolImage {
  mimeType: string;
  /** base64-encoded bytes */
  data: string;
}

export interface ToolResult {
  ok: boolean;
  /** What the model reads. */
  content: string;
  /** What the UI draws (never sent to the model). */
  details?: unknown;
  images?: ToolImage[];
  /** Short machine-readable failure kind, e.g. 'invalid_args', 'denied', 'timeout'. */
  errorType?: string;
  /**
   * Set when a third party could have written what the model reads here (a page, search results, an MCP or custom
   * tool's output, a file): the run that reads it is tainted (electron/shared/provenance.ts). Absent: trusted.
   */
  source?: ResultSource;
}

/** A question a tool puts to the person (ask_user), optionally with choices. */
export interface UserQuestion {
  text: string;
  choices?: string[];
  /** An MCP server's request for input as one form: a window answers it whole (`formAnswerText`), a terminal by choices. */
  form?: ElicitationForm;
}

/** A `delegate` call's arguments: the sub-task, the tools the sub-agent may use (names), its turn budget. */
export interface DelegateRequest {
  task: string;
  tools: string[];
  maxTurns?: number;
}

/** `outcome`: why no answer came (electron/shared/ask-outcome.ts): denied, cancelled, no_one_to_ask, timed_out, app_closed. */
export type UserAnswer = { answer: string } | { error: string; outcome?: UnansweredKind };

export interface ToolContext {
  callId: string;
  /** The run the call belongs to: what a change to the workspace is undone by (tools/undo/). */
  runId?: string;
  signal: AbortSignal;
  /** Live output (e.g. a shell's stdout) while the tool runs. */
  onUpdate: (chunk: string) => void;
  /** Absolute path of the workspace folder. */
  workspace: string;
  /** The conversation the call belongs to, when there is one. */
  conversationId?: string;
  /** True when nobody is present to answer (scheduled runs). */
  background?: boolean;
  /**
   * Asks the person a question through the run's own prompter (shown like an approval) and waits for the answer.
   * Absent when nobody can answer (background runs, direct tool calls without a prompter).
   */
  ask?: (question: UserQuestion) => Promise<UserAnswer>;
  /**
   * Hands a sub-task to a sub-agent (the `delegate` tool): the loop runs it with the narrower tools through the same
   * approval gate and taint, and answers what the parent model reads. Absent: this run cannot delegate.
   */
  delegate?: (request: DelegateRequest) => Promise<ToolResult>;
  /** The untrusted sources this run has read so far (empty or absent: none); memory_store keeps them with a memory. */
  untrustedSources?: () => readonly UntrustedSource[];
}

export interface ToolAvailability {
  available: boolean;
  /** Why it is (un)available, e.g. "sandbox: bwrap" or "no Chrome/Chromium found". */
  reason?: string;
  /** The reason as a code and its values, for the UI to say in its language (renderer/src/settings/tool-words.ts). */
  code?: string;
  params?: Record<string, string>;
}

/** A note in the core's English and, for the UI's language, a code and its values (tools/approval-notes.ts). */
export interface ApprovalNote {
  text: string;
  code: string;
  params?: Record<string, string>;
}

/** Facts an approval request shows beyond the arguments (workspace, host, next runs, dangerous-pattern hits). */
export interface ApprovalFacts {
  /** For network tools: the host contacted. */
  host?: string;
  /** For shell/file tools: the value rules may match as a prefix (command or path). */
  matchValue?: string;
  /** A reason this call must always ask (dangerous pattern, no sandbox). No mode or rule can silence it. */
  alwaysAsk?: string;
  /** Beside `alwaysAsk`: its code and values (always-ask-reasons.ts) for the dialog to word it in the UI's language. */
  alwaysAskCode?: Omit<ApprovalNote, 'text'>;
  /** Extra lines the dialog shows (e.g. a job's next run times), each coded (approval-notes.ts) for the UI to word. */
  notes?: ApprovalNote[];
}

/**
 * Where a tool from outside Hearth came from and how far the user trusts it (custom tool files). Its declared risk is a
 * claim: until the user trusts this exact version every call asks, and rules are bound to the version.
 */
export interface ToolProvenance {
  kind: 'custom';
  /** The file, as people see it (e.g. `tools/report.mjs`). */
  file: string;
  /** The content hash: a changed file is a new, untrusted version. */
  version: string;
  /** What the file declares it needs (e.g. `network`, `workspace:write`); the sandbox enforces exactly these. */
  capabilities: string[];
  /** Whether the user trusted this exact version. */
  trusted: boolean;
  /** The user marked this tool `read` in settings: it may run in read-only mode. */
  markedRead: boolean;
  /** Set when no OS sandbox can hold this tool: every call asks, with this reason. */
  unsandboxed?: string;
  /** Beside `unsandboxed`: its code in the catalog's approvalNotes, for the dialog to word it in the UI's language. */
  unsandboxedCode?: string;
}

export interface Tool<P extends z.ZodType = z.ZodType> {
  name: string;
  label: string;
  description: string;
  /** Built-in tools wrap it in `z.lazy`, so the schema is built on first use rather than at start-up. */
  parameters: P;
  /**
   * Optional: the parameters as a JSON Schema, for tools described by one (MCP servers, user tools). When present, the
   * provider schema is cleaned from it instead of from `parameters`, which still validates the arguments.
   */
  jsonSchema?: Record<string, unknown>;
  risk: ToolRisk;
  /** Optional: the risk of one call when it depends on the arguments (`git`: status reads, commit writes, push sends). */
  riskOf?: (args: z.infer<P>) => ToolRisk;
  /** Custom tools: their provenance and trust, read at each approval (absent for built-in tools). */
  provenance?: () => ToolProvenance;
  availability?: () => ToolAvailability;
  /**
   * Optional: awaited before a call is described to the approval gate and run (the shell waits here for the sandbox
   * self-test that start-up left running), so describeCall and execute see final facts.
   */
  prepare?: () => Promise<void>;
  /** Optional: facts for the approval gate, computed from validated args. */
  describeCall?: (args: z.infer<P>, ctx: Pick<ToolContext, 'workspace'>) => ApprovalFacts;
  execute: (args: z.infer<P>, ctx: ToolContext) => Promise<ToolResult>;
}

/** A tool with its parameter type erased, as the registry and loop hold it. */
export type AnyTool = Tool<z.ZodType>;

export function defineTool<P extends z.ZodType>(tool: Tool<P>): AnyTool {
  return tool as unknown as AnyTool;
}

export function ok(content: string, extra: Omit<ToolResult, 'ok' | 'content'> = {}): ToolResult {
  return { ok: true, content, ...extra };
}

export function fail(
  content: string,
  errorType = 'error',
  extra: Omit<ToolResult, 'ok' | 'content' | 'errorType'> = {},
): ToolResult {
  return { ok: false, content, errorType, ...extra };
}
