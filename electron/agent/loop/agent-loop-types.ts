// The agent loop's input and outcome: everything a run needs is injected (model, gate, tools, limits, signal, emit).
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import type { AnyTool } from '../../../tools/tool';
import type { AgentEvent, ApprovalRequest, StopReason, ToolCallRecord } from '../../shared/agent-events';
import type { ToolCallGate } from '../approvals/approval-gate';
import type { RunAsker } from '../approvals/ask-user-channel';
import type { RunTaint } from '../approvals/run-taint';
import type { HistoryMessage, ToolMode } from '../context/history';
import type { ModelClient } from '../model/model-client';
import type { RunEvents } from './run-events';
import type { DelegateSlots } from './delegate-slots';

export interface AgentLoopLimits {
  /** Model calls per run (settings.agent.maxTurns, default 10). */
  maxTurns: number;
  /** Cap on each tool result the model reads (settings.agent.toolResultMaxBytes, default 32 KiB). */
  toolResultMaxBytes: number;
  /** The model's context window in tokens (provider contextTokens); history is trimmed to fit. */
  contextTokens: number;
}

export interface AgentLoopInput {
  runId: string;
  conversationId: string;
  /** The conversation so far, already including the new user message. */
  history: readonly HistoryMessage[];
  /** Built by system-prompt.ts (in XML mode it already describes the tools and the <tool_call> protocol). */
  systemPrompt: string;
  /** Every tool the run may execute (the lookup for tool calls). */
  tools: readonly AnyTool[];
  /**
   * The tools whose schemas each model call sends (native mode), asked before every turn so a tool found mid-run
   * (find_tools) is sent on the next call; default `tools`. A call to a tool in `tools` but not sent still runs.
   */
  toolsForTurn?: () => readonly AnyTool[];
  model: ModelClient;
  toolMode: ToolMode;
  /** Whether the model takes images (agent/model/vision-models.ts): attached and tool images are sent, else described. */
  takesImages?: boolean;
  gate: ToolCallGate;
  /** Lets tools ask the person a question (ToolContext.ask); absent when nobody can answer. */
  ask?: RunAsker;
  /**
   * What the run has read that a third party could have written (approvals/run-taint.ts), seeded by the session from
   * the history; default: a fresh one, with the history's user messages as what the person typed.
   */
  taint?: RunTaint;
  limits: AgentLoopLimits;
  workspace: string;
  background: boolean;
  signal: AbortSignal;
  emit: (event: AgentEvent) => void;
  /** The run's start and end events (run-events.ts); default: the loop starts and ends the run itself through `emit`. */
  run?: RunEvents;
  /** Provider JSON for a tool in native mode; default `toProviderToolSchema(tool, 'conservative')`. */
  toolSchema?: (tool: AnyTool) => ChatCompletionFunctionTool;
  now?: () => number;
  /** Ids for messages and XML-mode tool calls; default crypto.randomUUID. */
  newId?: () => string;
  /** After an abort, how long a running tool may take to wind down before the loop stops waiting (default 300 ms). */
  abortGraceMs?: number;
  /**
   * Called before each model call (after turn_start): returns the history the request carries, e.g. the stored
   * conversation compacted to fit the context window (agent/chat/run-preparation.ts). Without it, the loop's own history is sent.
   */
  prepareHistory?: (turn: {
    systemPrompt: string;
    toolDefinitions: ChatCompletionFunctionTool[];
    signal: AbortSignal;
  }) => Promise<HistoryMessage[]>;
  /**
   * Native mode only: when the server refuses `tools` (error kind 'tools_unsupported'), the loop asks this for the
   * XML-mode prompt and tools, tells the person once (a `notice` event) and sends the same turn again in XML mode.
   */
  xmlFallback?: () => XmlFallback;
  /** Lets the run's tools start sub-agents (the `delegate` tool; sub-agent.ts); absent: delegate is not available. */
  subAgents?: SubAgentSupport;
  /** A sub-agent's run: the person's run it belongs to (tool-call limits count there) and who it is in approvals. */
  rootRunId?: string;
  subAgent?: { runId: string; task: string; depth: number };
  /**
   * A run resumed after a restart (issue 39): these calls of the stored last answer run first (the waiting one, then
   * the ones after it), then the model is called as after any tool results.
   */
  resume?: { toolCalls: readonly ToolCallRecord[] };
}

export interface XmlFallback {
  systemPrompt: string;
  tools: readonly AnyTool[];
  /** The notice's text (e.g. that the choice is remembered for this model). */
  notice: string;
}

export interface AgentLoopOutcome {
  reason: StopReason;
  error?: { kind: string; message: string };
  /** The last assistant text (the answer, or the max-turns notice). */
  finalText?: string;
  turns: number;
  /** Messages this run added, in order (assistant and tool), exactly as the events described them. */
  messages: HistoryMessage[];
}

/** What a run needs to start sub-agents; the session builds it for a person's run (agent/chat/reply-run.ts). */
export interface SubAgentSupport {
  /** The depth of the run this belongs to. */
  depth: number;
  limits: () => { maxTurns: number; timeoutMs: number };
  /** One pool for the whole run tree: at most `agent.maxParallelDelegates` sub-agents at once. */
  slots: DelegateSlots;
  systemPrompt: (input: { tools: readonly AnyTool[]; toolMode: ToolMode }) => string;
  /** The sub-run's own question channel (its questions name its run). */
  /** `subAgent`: who asks, named in the question as in its approvals. */
  askFor?: (runId: string, emit: (event: AgentEvent) => void, subAgent?: ApprovalRequest['subAgent']) => RunAsker;
  /** Lets the person stop the sub-run alone (the session's abort by run id); returns the unregister. */
  register?: (runId: string, controller: AbortController) => () => void;
  newId: () => string;
}
