// Shows one started run on the terminal the way `ask`, `continue`/`compact` and `pending allow|answer` all do: its
// events and its sub-agents' (printed, or one JSON line each), Ctrl+C stops it, then with --json a final
// {"type":"result",…} line (run facts, files changed). Resolves to the run's summary.
import type { RunHandle, RunSummary } from '../agent/chat/session';
import type { HearthRuntime } from '../runtime/create-runtime';
import type { AgentEvent } from '../shared/agent-events';
import { runTreeOf } from '../shared/run-tree';
import type { CliIo } from './cli-io';
import { filesChanged } from './commands/tool-command';
import { createEventPrinter } from './event-printer';
import { createRunResultFacts } from './run-result-facts';

export interface StreamRunDeps {
  runtime: HearthRuntime;
  io: CliIo;
  json: boolean;
  signal: AbortSignal;
  subscribe: (listener: (event: AgentEvent) => void) => () => void;
}

export interface StreamRunOptions {
  /** The result line's conversation id when the caller knows it better than the summary (continue, compact). */
  conversationId?: string;
  /** Tool and usage facts in the result line (not for compact, which calls no tools). */
  facts?: boolean;
  /** With --json, a notice is also said on stderr (told once per model, e.g. it refused native tools). */
  noticesOnStderr?: boolean;
}

export async function streamRun(
  run: Pick<RunHandle, 'runId' | 'done'>,
  deps: StreamRunDeps,
  options: StreamRunOptions = {},
): Promise<RunSummary> {
  const print = deps.json ? (event: AgentEvent) => deps.io.jsonLine(event) : createEventPrinter(deps.io);
  const facts = createRunResultFacts();
  const tree = runTreeOf(run.runId); // sub-agents' events too (they carry parentRunId)
  const unsubscribe = deps.subscribe((event) => {
    if (!tree.includes(event)) return;
    if (event.runId === run.runId) facts.observe(event);
    print(event);
    if (options.noticesOnStderr && event.type === 'notice' && deps.json) deps.io.err(`hearth: ${event.message}\n`);
  });
  const onAbort = () => deps.runtime.session.abort(run.runId);
  deps.signal.addEventListener('abort', onAbort, { once: true });
  const summary = await run.done;
  deps.signal.removeEventListener('abort', onAbort);
  unsubscribe();
  if (deps.json) {
    deps.io.jsonLine({
      type: 'result',
      ok: summary.reason === 'done',
      reason: summary.reason,
      runId: summary.runId,
      conversationId: options.conversationId ?? summary.conversationId,
      text: summary.finalText ?? null,
      ...(options.facts === false ? {} : facts.facts()),
      ...filesChanged(deps.runtime, summary.runId),
      ...(summary.error ? { error: summary.error } : {}),
    });
  }
  return summary;
}
