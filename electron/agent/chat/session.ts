// Chat session: keeps the runs in progress (abort, isRunning), gives each run its emitter (redacted, persisted as it
// completes, sent back to its caller) and its start and end events, and exposes the chat operations
// (chat-operations.ts) over them. Used by the desktop app, the quick-ask window, the CLI and the scheduler.
import { nodeCrypto } from '../../../tools/lazy-builtins';
import type { AgentEvent, ToolCallRecord } from '../../shared/agent-events';
import type { CallerId } from '../../shared/caller-id';
import { internalError, runEvents } from '../loop/run-events';
import { createAppViewContexts } from '../context/app-view-context';
import { createToolSelectionCache } from '../context/tool-selection-cache';
import { createChatOperations } from './chat-operations';
import { runCompaction } from './compact-run';
import { runReply } from './reply-run';
import type { LaunchRun, RunContext } from './run-context';
import { createPendingOperations } from './pending-operations';
import { pendingRecorderFor } from './pending-recorder';
import { createRunPersistence } from './run-persistence';
import type { ChatSession, ChatSessionDeps, ReplyRequest, RunSummary } from './session-types';

export type {
  ChatSession,
  ChatSessionDeps,
  EditInput,
  IdleCheck,
  OperationInput,
  RegenerateInput,
  RunHandle,
  RunRequest,
  RunSummary,
  StartRunResult,
} from './session-types';
export { CONTINUE_INSTRUCTION } from './chat-operations';

export function createChatSession(deps: ChatSessionDeps): ChatSession {
  const newId = deps.newId ?? (() => nodeCrypto().randomUUID());
  const now = deps.now ?? (() => new Date());
  const running = new Map<string, { controller: AbortController; conversationId: string }>();
  const toolSelection = deps.toolSelection ?? createToolSelectionCache();
  const appContexts = createAppViewContexts();
  const isRunning = (conversationId: string): boolean =>
    [...running.values()].some((run) => run.conversationId === conversationId);

  function emitterFor(
    callerId: CallerId | undefined,
    conversationId: string,
    pendingCalls?: readonly ToolCallRecord[],
  ) {
    const persist = createRunPersistence(deps.conversations, conversationId);
    const pending = deps.pendingQuestions && pendingRecorderFor(deps, conversationId, pendingCalls);
    return (raw: AgentEvent): void => {
      const event = deps.redact ? deps.redact.event(raw) : raw;
      if (!pending?.holds(event)) persist(event);
      pending?.record(event);
      deps.onEvent(event, { callerId, conversationId });
    };
  }

  const launch: LaunchRun = ({ conversationId, callerId, signal, pendingCalls }, body) => {
    const runId = newId();
    const controller = new AbortController();
    if (signal) {
      if (signal.aborted) controller.abort(signal.reason);
      else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    }
    running.set(runId, { controller, conversationId });
    const emit = emitterFor(callerId, conversationId, pendingCalls);
    const events = runEvents(emit, { runId, conversationId, now: () => now().getTime() });
    const registerSubRun = (subRunId: string, subController: AbortController) => {
      running.set(subRunId, { controller: subController, conversationId });
      return () => running.delete(subRunId);
    };
    // The body starts after the caller has the run's id (and can listen for its events, agent_start included).
    const done = Promise.resolve()
      .then(() => body({ runId, conversationId, signal: controller.signal, emit, events, registerSubRun }))
      .catch((error: unknown): RunSummary => {
        // Programmer errors only (failures are data): the stream still ends, so no consumer hangs.
        const end = events.end({ reason: 'error', error: internalError(error) });
        return { runId, conversationId, ...end };
      })
      .finally(() => running.delete(runId));
    return { runId, conversationId, done };
  };

  const reply = (request: ReplyRequest, run: RunContext) =>
    runReply({ ...deps, toolSelection, now, appContexts }, request, run);
  const checkIdle = (conversationId: string) => operations.checkIdle(conversationId);
  const pending =
    deps.pendingQuestions && createPendingOperations({ ...deps.pendingQuestions, checkIdle, launch, reply });
  const operations = createChatOperations({
    session: deps,
    isRunning,
    // A person who goes on with the conversation has moved past what waited there since the last close.
    launch: (run, body) => {
      pending?.dismiss(run.conversationId);
      return launch(run, body);
    },
    reply,
    compaction: (input, run) => runCompaction(deps, input, run),
  });

  return {
    ...operations,
    ...(pending ? { pending } : {}),
    abort(runId) {
      const run = running.get(runId);
      if (!run) return false;
      run.controller.abort();
      return true;
    },
    abortAll(reason) {
      for (const run of running.values()) run.controller.abort(reason);
    },
    isRunning,
    setAppViewContext: (conversationId, entry) => appContexts.set(conversationId, entry),
  };
}
