// `compact ID` ("Summarize now": folds the conversation's earlier messages into one summary) and `continue ID` (goes on
// with an answer cut off at the model's limit): runs in an existing conversation that add no user message. Output as
// `ask`: the text on stdout (the summary, or the continuation), or with --json every event and a final result line.
import { callerId } from '../../shared/caller-id';
import { streamRun } from '../stream-run';
import type { Prompter } from '../../agent/approvals/prompter';
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { AgentEvent } from '../../shared/agent-events';
import { exitCodes, type CliIo } from '../cli-io';

export async function runConversationRunCommand(
  kind: 'compact' | 'continue',
  conversationId: string,
  deps: {
    runtime: HearthRuntime;
    prompter: Prompter;
    io: CliIo;
    json: boolean;
    signal: AbortSignal;
    subscribe: (listener: (event: AgentEvent) => void) => () => void;
  },
): Promise<number> {
  const { runtime, io, json } = deps;
  const fail = (code: number, error: { kind: string; message: string }): number => {
    if (json) io.jsonLine({ type: 'result', ok: false, reason: 'error', conversationId, text: null, error });
    io.err(`hearth: ${error.message}\n`);
    return code;
  };
  if (!runtime.conversations.get(conversationId))
    return fail(exitCodes.usage, {
      kind: 'not_found',
      message: `no conversation with ID '${conversationId}' (it may have been deleted)`,
    });
  if (kind === 'continue') await runtime.toolsReady();
  const started =
    kind === 'compact'
      ? runtime.session.compact({ conversationId, callerId: callerId.cli() })
      : runtime.session.continue({ conversationId, prompter: deps.prompter, callerId: callerId.cli() });
  if (!started.ok) return fail(exitCodes.failed, { kind: 'refused', message: started.error });
  const { run } = started;
  const summary = await streamRun(run, deps, { conversationId, facts: kind === 'continue' });
  const ok = summary.reason === 'done';
  if (!json && kind === 'compact' && summary.finalText) io.out(`${summary.finalText}\n`);
  return ok ? exitCodes.ok : exitCodes.failed;
}
