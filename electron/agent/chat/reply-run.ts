// A reply run: starts the run's stream, prepares the run (run-preparation.ts) and runs the agent loop with the
// request's approvals (gate, asker) and limits. The loop ends the stream; its outcome is the run's summary.
import { createRunAsker } from '../approvals/ask-user-channel';
import { runAgentLoop } from '../loop/agent-loop';
import { prepareRun, type PreparationDeps } from './run-preparation';
import type { RunContext } from './run-context';
import type { ReplyRequest, RunSummary } from './session-types';

export async function runReply(deps: PreparationDeps, request: ReplyRequest, run: RunContext): Promise<RunSummary> {
  const { runId, conversationId, emit, signal } = run;
  // Started before the preparation, so what it emits (a cut document's notice) is inside the run's stream.
  run.events.start();
  const prepared = await prepareRun(deps, request, run);
  const { contextTokens, ...loopParts } = prepared;
  const settings = deps.settings();
  const outcome = await runAgentLoop({
    runId,
    conversationId,
    ...loopParts,
    gate: deps.createGate({ prompter: request.prompter, grants: request.grants }),
    // ask_user and other tools that ask: through this run's prompter, when someone is there to answer.
    ...(request.prompter
      ? {
          ask: createRunAsker({
            runId,
            prompter: request.prompter,
            emit,
            timeoutMs: () => deps.settings().agent.approvalTimeoutMs,
          }),
        }
      : {}),
    limits: {
      maxTurns: request.maxTurns ?? settings.agent.maxTurns,
      toolResultMaxBytes: settings.agent.toolResultMaxBytes,
      contextTokens,
    },
    signal,
    emit,
    run: run.events,
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
