// The approval gate's call, decision and interface (approval-gate.ts builds the gate): what the loop asks about one
// prepared tool call, and what it gets back.
import type { AgentEvent } from '../../shared/agent-events';
import type { AnyTool } from '../../../tools/tool';
import type { UnansweredKind } from '../../shared/ask-outcome';
import type { GateReason } from '../../shared/gate-reason';
import type { RunTaint } from './run-taint';

export interface GateCall {
  runId: string;
  callId: string;
  conversationId: string;
  tool: AnyTool;
  /** Already validated against the tool's schema. */
  args: unknown;
  /** `argsHashOf(args)`, computed once when the call was prepared; undefined: unhashable, so denied. */
  argsHash: string | undefined;
  workspace: string;
  /** What the run has read (absent or untainted: the standing rules and mode decide as always). */
  taint?: RunTaint;
  /** A sub-agent's call: the person's run, whose tool-call limits and "rest of this run" answers it shares. */
  rootRunId?: string;
  /** A sub-agent's call: who asks, named in the approval request. */
  subAgent?: { runId: string; task: string; depth: number };
}

export interface GateDecision {
  decision: 'allow' | 'deny';
  by: 'policy' | 'rule' | 'user' | 'timeout' | 'background' | 'limit';
  /** For a deny: the text the model reads. */
  reason?: string;
  /** The reason as a code the UI words (Settings → Activity). */
  reasonCode?: GateReason;
  /** The hash of the arguments this decision covers; run exactly these. */
  argsHash: string;
  /** Whether a person was asked. */
  asked: boolean;
  /** The stored always-allow rule that allowed the call (Settings → Activity revokes it from there). */
  ruleId?: string;
  /** For a deny that no person's "no" caused: what happened instead (the tool result's errorType). */
  unanswered?: UnansweredKind;
}

export interface ToolCallGate {
  check(call: GateCall, emit: (event: AgentEvent) => void, signal: AbortSignal): Promise<GateDecision>;
}
