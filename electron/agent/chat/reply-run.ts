// A reply run: starts the run's stream, prepares the run (run-preparation.ts) and runs the agent loop with the
// request's approvals (gate, asker), limits and sub-agents (delegate). The loop ends the stream; its outcome is the run's summary.
import { createRunAsker } from '../approvals/ask-user-channel';
import type { ApprovalRequest } from '../../shared/agent-events';
import { runAgentLoop } from '../loop/agent-loop';
import { createDelegateSlots } from '../loop/delegate-slots';
import { nodeCrypto } from '../../../tools/lazy-builtins';
import { prepareRun, type PreparationDeps } from './run-preparation';
import type { RunContext } from './run-context';
import type { ReplyRequest, RunSummary } from './session-types';

export async function runReply(deps: PreparationDeps, request: ReplyRequest, run: RunContext): Promise<RunSummary> {
  const { runId, conversationId, emit, signal } = run;
  // Started before the preparation, so what it emits (a cut document's notice) is inside the run's stream.
  run.events.start();
  const prepared = await prepareRun(deps, request, run);
  const { contextTokens, subAgentPrompt, ...loopParts } = prepared;
  const settings = deps.settings();
  const { prompter } = request;
  // ask_user and other tools that ask: through the run's prompter (a sub-agent's own run id), when someone can answer.
  const askerFor = (askingRunId: string, askingEmit: typeof emit, subAgent?: ApprovalRequest['subAgent']) =>
    prompter
      ? createRunAsker({
          runId: askingRunId,
          prompter,
          emit: askingEmit,
          ...(subAgent ? { subAgent } : {}),
          timeoutMs: () => deps.settings().agent.approvalTimeoutMs,
        })
      : undefined;
  const ask = askerFor(runId, emit);
  const outcome = await runAgentLoop({
    runId,
    conversationId,
    ...loopParts,
    gate: deps.createGate({ prompter, grants: request.grants }),
    ...(ask ? { ask } : {}),
    subAgents: {
      depth: 0,
      limits: () => ({
        maxTurns: deps.settings().agent.delegateMaxTurns,
        timeoutMs: deps.settings().agent.delegateTimeoutMs,
      }),
      slots: createDelegateSlots(() => deps.settings().agent.maxParallelDelegates),
      systemPrompt: subAgentPrompt,
      ...(prompter ? { askFor: (subRunId, subEmit, subAgent) => askerFor(subRunId, subEmit, subAgent)! } : {}),
      ...(run.registerSubRun ? { register: run.registerSubRun } : {}),
      newId: () => nodeCrypto().randomUUID(),
    },
    limits: {
      maxTurns: request.maxTurns ?? settings.agent.maxTurns,
      toolResultMaxBytes: settings.agent.toolResultMaxBytes,
      contextTokens,
    },
    signal,
    emit,
    run: run.events,
    ...(request.resume ? { resume: request.resume } : {}),
  });
  const refusals = prepared.taint.refusals();
  return {
    runId,
    conversationId,
    reason: outcome.reason,
    error: outcome.error,
    finalText: outcome.finalText,
    ...(refusals.length > 0 ? { refusals: [...refusals] } : {}),
  };
}
