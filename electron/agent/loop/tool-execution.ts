// Runs the tool calls of one model response: check (tool, JSON, schema) → approval gate (one at a time, in order) →
// execute with the run's signal. Read-only calls may overlap; other calls run alone. Results come back in model order,
// capped for the model; thrown errors, denials and aborts all become ok:false results. A result's `source` taints the
// run (approvals/run-taint.ts) and is named on its tool_call_end.
import { fail, type AnyTool, type ToolContext, type ToolResult } from '../../../tools/tool';
import type { AgentEvent, AgentEventOf, ToolCallRecord } from '../../shared/agent-events';
import type { GateCall, GateDecision, ToolCallGate } from '../approvals/approval-gate';
import type { DelegateCall } from './sub-agent';
import { approvalEvents } from '../approvals/approval-events';
import { prepareToolCall, type PreparedCall } from './tool-call-prepare';
import { capToolContent } from './tool-result-cap';
import type { RunAsker } from '../approvals/ask-user-channel';
import type { RunTaint } from '../approvals/run-taint';
import { abortedKind } from '../../shared/ask-outcome';

export interface ToolExecutionContext {
  runId: string;
  conversationId: string;
  workspace: string;
  background: boolean;
  signal: AbortSignal;
  emit: (event: AgentEvent) => void;
  gate: ToolCallGate;
  ask?: RunAsker;
  tools: ReadonlyMap<string, AnyTool>;
  toolResultMaxBytes: number;
  now: () => number;
  /** After an abort, how long a tool may take to wind down before the run stops waiting for it (default 300 ms). */
  abortGraceMs?: number;
  /** What the run has read that a third party could have written; each untrusted result adds to it. */
  taint?: RunTaint;
  /** Starts a sub-agent for a `delegate` call (sub-agent.ts). */
  delegate?: DelegateCall;
  /** A sub-agent's run: the person's run and who asks (approval-gate's GateCall). */
  rootRunId?: string;
  subAgent?: GateCall['subAgent'];
}

/** One finished call as the model will read it (content already capped). */
export interface ExecutedToolCall {
  call: ToolCallRecord;
  ok: boolean;
  content: string;
  errorType?: string;
}

const ABORTED = Symbol('aborted');
const DEFAULT_ABORT_GRACE_MS = 300;

export async function executeToolCalls(
  calls: readonly ToolCallRecord[],
  ctx: ToolExecutionContext,
): Promise<ExecutedToolCall[]> {
  const results: Promise<ExecutedToolCall>[] = [];
  let runningReads: Promise<ExecutedToolCall>[] = [];
  for (const call of calls) {
    const startedAt = ctx.now();
    if (ctx.signal.aborted) {
      emitStart(call, { ok: false, shownArgs: call.arguments, result: notRun() }, ctx);
      results.push(Promise.resolve(finishCall(call, notRun(), startedAt, ctx)));
      continue;
    }
    const prepared = prepareToolCall(call, ctx.tools);
    emitStart(call, prepared, ctx);
    if (!prepared.ok) {
      results.push(Promise.resolve(finishCall(call, prepared.result, startedAt, ctx)));
      continue;
    }
    const { denial, decision } = await approve(call, prepared, ctx);
    if (denial) {
      results.push(Promise.resolve(finishCall(call, denial, startedAt, ctx, decision)));
      continue;
    }
    if (prepared.tool.risk === 'read') {
      const running = runTool(call, prepared.tool, prepared.args, startedAt, ctx, decision);
      runningReads.push(running);
      results.push(running);
    } else {
      await Promise.all(runningReads);
      runningReads = [];
      const running = runTool(call, prepared.tool, prepared.args, startedAt, ctx, decision);
      results.push(running);
      await running;
    }
  }
  return Promise.all(results);
}

function emitStart(call: ToolCallRecord, prepared: PreparedCall, ctx: ToolExecutionContext): void {
  ctx.emit({
    type: 'tool_call_start',
    runId: ctx.runId,
    callId: call.id,
    name: call.name,
    label: prepared.tool?.label ?? call.name,
    ...(prepared.tool ? { risk: prepared.tool.risk } : {}),
    args: prepared.shownArgs,
  });
}

/** Asks the gate; returns its decision, with the ok:false result for a denial. */
async function approve(
  call: ToolCallRecord,
  prepared: Extract<PreparedCall, { ok: true }>,
  ctx: ToolExecutionContext,
): Promise<{ denial?: ToolResult; decision: GateDecision }> {
  const { tool, args, argsHash } = prepared;
  let decision: GateDecision;
  try {
    const gateCall = {
      runId: ctx.runId,
      callId: call.id,
      conversationId: ctx.conversationId,
      tool,
      args,
      argsHash,
      workspace: ctx.workspace,
      ...(ctx.taint ? { taint: ctx.taint } : {}),
      ...(ctx.rootRunId ? { rootRunId: ctx.rootRunId } : {}),
      ...(ctx.subAgent ? { subAgent: ctx.subAgent } : {}),
    };
    // A tool that must settle first (the shell: its sandbox self-test) is described and asked about only after.
    const ready = tool.prepare ? tool.prepare() : Promise.resolve();
    const settled = await untilAbort(
      ready.then(() => ctx.gate.check(gateCall, ctx.emit, ctx.signal)),
      ctx,
    );
    decision =
      settled === ABORTED
        ? { ...deny('user', 'The run was stopped before this call was approved.'), unanswered: abortedKind(ctx.signal) }
        : settled;
  } catch (error) {
    decision = deny('policy', `The approval check failed (${messageOf(error)}), so the call was not run.`);
  }
  if (decision.decision === 'allow' && decision.argsHash !== argsHash) {
    decision = deny('policy', 'The approval did not match these exact arguments, so the call was not run.');
  }
  if (decision.asked || decision.decision === 'deny') {
    approvalEvents(ctx.runId, ctx.emit).resolved(call.id, decision);
  }
  if (decision.decision === 'allow') return { decision };
  return {
    decision,
    denial: fail(
      decision.reason ?? defaultDenial(decision.by),
      decision.by === 'limit' ? 'rate_limited' : (decision.unanswered ?? 'denied'),
    ),
  };
}

function deny(by: GateDecision['by'], reason: string): GateDecision {
  return { decision: 'deny', by, reason, argsHash: '', asked: false };
}

function defaultDenial(by: GateDecision['by']): string {
  if (by === 'user') return 'The user denied this tool call.';
  if (by === 'background') return 'No user is present to approve this tool call, so it was not run.';
  if (by === 'timeout') return 'Nobody answered the approval request in time, so this tool call was denied.';
  if (by === 'limit') return 'The tool call limit was reached, so this call was refused.';
  return 'The approval policy does not allow this tool call.';
}

async function runTool(
  call: ToolCallRecord,
  tool: AnyTool,
  args: unknown,
  startedAt: number,
  ctx: ToolExecutionContext,
  decision: GateDecision,
): Promise<ExecutedToolCall> {
  let ended = false;
  const toolContext: ToolContext = {
    callId: call.id,
    runId: ctx.runId,
    signal: ctx.signal,
    onUpdate: (chunk) => {
      if (!ended && chunk !== '') ctx.emit({ type: 'tool_call_update', runId: ctx.runId, callId: call.id, chunk });
    },
    workspace: ctx.workspace,
    conversationId: ctx.conversationId,
    background: ctx.background,
  };
  const { ask, taint } = ctx;
  if (taint) toolContext.untrustedSources = () => taint.sources();
  if (ask) toolContext.ask = (question) => ask(question, { callId: call.id, signal: ctx.signal });
  const { delegate } = ctx;
  if (delegate) toolContext.delegate = (request) => delegate(request, { callId: call.id, signal: ctx.signal });
  let result: ToolResult;
  try {
    const settled = await untilAbort(
      Promise.resolve().then(() => tool.execute(args, toolContext)),
      ctx,
    );
    result = settled === ABORTED ? stopped() : checkedResult(settled, tool);
  } catch (error) {
    result = ctx.signal.aborted ? stopped() : fail(`The ${tool.name} tool failed: ${messageOf(error)}`, 'exception');
  }
  ended = true;
  return finishCall(call, result, startedAt, ctx, decision);
}

function approvalOf(decision: GateDecision): NonNullable<AgentEventOf<'tool_call_end'>['approval']> {
  return {
    decision: decision.decision,
    by: decision.by,
    asked: decision.asked,
    ...(decision.argsHash ? { argsHash: decision.argsHash } : {}),
    ...(decision.reason !== undefined ? { reason: decision.reason } : {}),
    ...(decision.reasonCode !== undefined ? { reasonCode: decision.reasonCode } : {}),
    ...(decision.ruleId !== undefined ? { ruleId: decision.ruleId } : {}),
  };
}

function finishCall(
  call: ToolCallRecord,
  result: ToolResult,
  startedAt: number,
  ctx: ToolExecutionContext,
  decision?: GateDecision,
): ExecutedToolCall {
  const capped = capToolContent(result.content, ctx.toolResultMaxBytes);
  const details = result.details ?? (capped.truncated ? { fullContent: result.content } : undefined);
  const { source } = result;
  if (source) ctx.taint?.read(source);
  ctx.emit({
    type: 'tool_call_end',
    runId: ctx.runId,
    callId: call.id,
    name: call.name,
    ok: result.ok,
    content: capped.content,
    ...(details !== undefined ? { details } : {}),
    ...(result.images?.length ? { images: result.images } : {}),
    ...(result.errorType !== undefined ? { errorType: result.errorType } : {}),
    durationMs: Math.max(0, ctx.now() - startedAt),
    ...(source ? { trust: 'untrusted' as const, source: { kind: source.kind, label: source.label } } : {}),
    ...(decision ? { approval: approvalOf(decision) } : {}),
  });
  return {
    call,
    ok: result.ok,
    content: capped.content,
    ...(result.errorType !== undefined ? { errorType: result.errorType } : {}),
  };
}

/** Settles with the promise, or with ABORTED once the run's signal has been aborted for the grace period. */
function untilAbort<T>(promise: Promise<T>, ctx: ToolExecutionContext): Promise<T | typeof ABORTED> {
  promise.catch(() => undefined);
  const graceMs = ctx.abortGraceMs ?? DEFAULT_ABORT_GRACE_MS;
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const onAbort = (): void => {
      timer = setTimeout(() => resolve(ABORTED), graceMs);
    };
    if (ctx.signal.aborted) onAbort();
    else ctx.signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        clearTimeout(timer);
        ctx.signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        ctx.signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function checkedResult(value: unknown, tool: AnyTool): ToolResult {
  const candidate = value as Partial<ToolResult> | null;
  if (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.ok === 'boolean' &&
    typeof candidate.content === 'string'
  ) {
    return candidate as ToolResult;
  }
  return fail(`The ${tool.name} tool returned no usable result.`, 'exception');
}

function stopped(): ToolResult {
  return fail('Stopped: the run was aborted while this tool was running.', 'aborted');
}

function notRun(): ToolResult {
  return fail('Not run: the run was stopped before this call.', 'aborted');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
