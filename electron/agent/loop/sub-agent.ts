// A sub-agent's run (the `delegate` tool, issue 39): its own context (the task as its one message), a narrower set of the
// parent's tools (never cron_*, `delegate` only above depth 2), a turn and time budget, the parent's gate, taint (shared:
// what either reads taints both) and tool-call limits. Its events carry `parentRunId`; the person can stop it alone.
import { fail, ok, type AnyTool, type DelegateRequest, type ToolResult } from '../../../tools/tool';
import type { AgentEvent } from '../../shared/agent-events';
import { APP_CLOSED } from '../../shared/ask-outcome';
import type { AgentLoopInput, AgentLoopOutcome, SubAgentSupport } from './agent-loop-types';

/** A person's run is depth 0; its sub-agents 1, theirs 2, and no deeper. */
export const MAX_DELEGATE_DEPTH = 2;
const TIME_BUDGET_SPENT = 'sub_agent_time_budget';

export type DelegateCall = (
  request: DelegateRequest,
  call: { callId: string; signal: AbortSignal },
) => Promise<ToolResult>;

export function createDelegate(deps: {
  parent: AgentLoopInput;
  support: SubAgentSupport;
  tools: () => ReadonlyMap<string, AnyTool>;
  taint: NonNullable<AgentLoopInput['taint']>;
  runLoop: (input: AgentLoopInput) => Promise<AgentLoopOutcome>;
}): DelegateCall {
  const { parent, support } = deps;
  const depth = support.depth + 1;
  return async (request, call) => {
    if (depth > MAX_DELEGATE_DEPTH)
      return fail(`Sub-agents cannot delegate further (at most ${MAX_DELEGATE_DEPTH} levels).`, 'depth_limit');
    const available = deps.tools();
    const refused = request.tools.filter(
      (name) =>
        !available.has(name) || name.startsWith('cron_') || (name === 'delegate' && depth >= MAX_DELEGATE_DEPTH),
    );
    if (refused.length > 0)
      return fail(
        `A sub-agent cannot have ${refused.join(', ')}: it may use only tools this run has, never cron_* tools, ` +
          `and delegate only up to depth ${MAX_DELEGATE_DEPTH}. Nothing was started.`,
        'tools_refused',
      );
    const tools = request.tools.map((name) => available.get(name)!);
    const limits = support.limits();
    const maxTurns = Math.min(request.maxTurns ?? limits.maxTurns, limits.maxTurns);
    const release = await support.slots.acquire(call.signal);
    if (!release) return fail('The run was stopped before the sub-agent started.', 'aborted');
    const runId = support.newId();
    const controller = new AbortController();
    const onParentAbort = (): void => controller.abort(call.signal.reason);
    if (call.signal.aborted) onParentAbort();
    else call.signal.addEventListener('abort', onParentAbort, { once: true });
    const timer = setTimeout(() => controller.abort(TIME_BUDGET_SPENT), limits.timeoutMs);
    const unregister = support.register?.(runId, controller);
    // Its own events name this run as their parent; a deeper sub-agent's already name theirs.
    const emit = (event: AgentEvent): void =>
      parent.emit(
        event.parentRunId === undefined ? { ...event, parentRunId: parent.runId, parentCallId: call.callId } : event,
      );
    try {
      const outcome = await deps.runLoop({
        runId,
        conversationId: parent.conversationId,
        history: [{ role: 'user', content: request.task, status: 'complete' }],
        systemPrompt: support.systemPrompt({ tools, toolMode: parent.toolMode }),
        tools,
        model: parent.model,
        toolMode: parent.toolMode,
        ...(parent.takesImages !== undefined ? { takesImages: parent.takesImages } : {}),
        gate: parent.gate,
        ...(support.askFor ? { ask: support.askFor(runId, emit, { runId, task: request.task, depth }) } : {}),
        taint: deps.taint,
        limits: { ...parent.limits, maxTurns },
        workspace: parent.workspace,
        background: parent.background,
        signal: controller.signal,
        emit,
        ...(parent.toolSchema ? { toolSchema: parent.toolSchema } : {}),
        ...(parent.now ? { now: parent.now } : {}),
        ...(parent.abortGraceMs !== undefined ? { abortGraceMs: parent.abortGraceMs } : {}),
        rootRunId: parent.rootRunId ?? parent.runId,
        subAgent: { runId, task: request.task, depth },
        subAgents: { ...support, depth },
      });
      return resultOf(outcome, { runId, maxTurns, timeoutMs: limits.timeoutMs, signal: controller.signal, call });
    } finally {
      clearTimeout(timer);
      call.signal.removeEventListener('abort', onParentAbort);
      unregister?.();
      release();
    }
  };
}

/** What the parent model reads: the sub-agent's answer, or which budget or stop ended it. */
function resultOf(
  outcome: AgentLoopOutcome,
  run: { runId: string; maxTurns: number; timeoutMs: number; signal: AbortSignal; call: { signal: AbortSignal } },
): ToolResult {
  const steps = outcome.messages.flatMap((message) =>
    message.role === 'tool' ? [{ name: message.toolName ?? 'tool', ok: message.status === 'complete' }] : [],
  );
  const details = { subRun: { runId: run.runId, reason: outcome.reason, turns: outcome.turns, steps } };
  if (outcome.reason === 'done') return ok(outcome.finalText ?? '', { details });
  const lastWords = outcome.messages
    .filter((message) => message.role === 'assistant' && message.content.trim() !== '')
    .at(outcome.reason === 'max_turns' ? -2 : -1)?.content;
  const sofar = lastWords ? `\nIts last words: ${lastWords}` : '';
  if (outcome.reason === 'max_turns')
    return fail(`The sub-agent used its ${run.maxTurns} turns without finishing.${sofar}`, 'max_turns', { details });
  if (outcome.reason === 'error')
    return fail(`The sub-agent failed: ${outcome.error?.message ?? 'unknown error'}.${sofar}`, 'sub_agent_error', {
      details,
    });
  const reason: unknown = run.signal.reason;
  if (reason === TIME_BUDGET_SPENT)
    return fail(
      `The sub-agent ran out of its time budget (${Math.round(run.timeoutMs / 1000)} s) and was stopped.${sofar}`,
      'timed_out',
      { details },
    );
  if (reason === APP_CLOSED) return fail('Hearth was closed while the sub-agent worked.', 'app_closed', { details });
  if (run.call.signal.aborted) return fail('The run was stopped while the sub-agent worked.', 'aborted', { details });
  return fail(`The person stopped this sub-agent before it finished.${sofar}`, 'cancelled', { details });
}
