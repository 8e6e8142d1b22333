// Questions that waited when Hearth closed (issue 39): list them, and answer one — its run resumes from that tool call
// (the answer still bound to the arguments' hash that was shown), ends cleanly when dismissed, or, past the approval
// timeout, ends as `timed_out`. Going on with the conversation dismisses them.
import type { ToolCallRecord } from '../../shared/agent-events';
import type { CallerId } from '../../shared/caller-id';
import type { PendingQuestion, PendingQuestionStore } from '../../storage/pending-questions';
import type { ApprovalResponse, Prompter } from '../approvals/prompter';
import type { RunContext, LaunchRun } from './run-context';
import type { IdleCheck, PendingOperations, ReplyRequest, RunSummary } from './session-types';

export const NOT_WAITING = 'No question with that id is waiting: it was answered, or it never existed.';
export const NOT_AS_SHOWN = 'That answer is not for the request as it was shown, so it was not used.';
export const ASKED_ELSEWHERE = 'That question is still being asked by a running Hearth; answer it there.';
const TIMED_OUT = 'Nobody answered in time: Hearth was closed while this was waiting, and it expired.';
const DISMISSED = 'The person dismissed this after Hearth restarted, so the run ended here.';
const NOT_RUN = 'Not run: the run ended before this call.';

export function createPendingOperations(deps: {
  store: PendingQuestionStore;
  processId: number;
  isAlive: (pid: number) => boolean;
  checkIdle: (conversationId: string) => IdleCheck;
  launch: LaunchRun;
  reply: (request: ReplyRequest, run: RunContext) => Promise<RunSummary>;
  now?: () => number;
}): PendingOperations {
  const now = deps.now ?? Date.now;
  const { store } = deps;

  const endUnanswered = (question: PendingQuestion, why: EndedWhy, callerId?: CallerId) =>
    deps.launch({ conversationId: question.conversationId, callerId, pendingCalls: question.toolCalls }, (run) =>
      Promise.resolve(endWithout(question, run, why)),
    );
  const endExpired = (question: PendingQuestion, callerId?: CallerId) => endUnanswered(question, 'timed_out', callerId);

  /** A question a live run is still asking (here, or in another running Hearth): not one to resume. */
  const askedLive = (question: PendingQuestion): boolean => {
    const owner = question.ownerPid;
    if (owner === undefined) return false;
    if (owner !== deps.processId) return deps.isAlive(owner);
    const idle = deps.checkIdle(question.conversationId);
    return !idle.ok && idle.kind === 'refused';
  };

  return {
    list(filter) {
      const waiting: PendingQuestion[] = [];
      for (const question of store.list(filter)) {
        if (askedLive(question)) continue;
        const idle = deps.checkIdle(question.conversationId);
        if (!idle.ok && idle.kind === 'not_found') store.remove(question.callId);
        else if (question.expiresAt > now() || !idle.ok) waiting.push(question);
        else if (store.remove(question.callId)) endExpired(question);
      }
      return waiting;
    },
    dismiss(conversationId) {
      for (const question of store.list({ conversationId })) if (!askedLive(question)) store.remove(question.callId);
    },
    get: (callId) => {
      const question = store.get(callId);
      return question && !askedLive(question) ? question : undefined;
    },
    answer(input) {
      const question = store.get(input.callId);
      if (!question) return { ok: false, error: NOT_WAITING };
      if (askedLive(question)) return { ok: false, error: ASKED_ELSEWHERE };
      if (input.response.argsHash !== question.argsHash) return { ok: false, error: NOT_AS_SHOWN };
      const idle = deps.checkIdle(question.conversationId);
      if (!idle.ok) {
        if (idle.kind === 'not_found') store.remove(question.callId);
        return { ok: false, error: idle.error };
      }
      // Gone from the table before the call runs: a second answer can never run it twice. A resumed run that is
      // stopped by another close while it asks again stores its question anew (pending-recorder.ts).
      store.remove(question.callId);
      if (question.expiresAt <= now()) return { ok: true, run: endExpired(question, input.callerId) };
      // Dismissed (a question's Cancel): the run ends here, cleanly, without asking the model again.
      if (input.response.decision === 'deny' && input.response.unanswered === 'cancelled')
        return { ok: true, run: endUnanswered(question, 'cancelled', input.callerId) };
      const request: ReplyRequest = {
        conversationId: question.conversationId,
        text: '',
        prompter: answeringFirst(question, input.response, input.prompter),
        callerId: input.callerId,
        resume: { toolCalls: question.toolCalls },
      };
      const run = deps.launch(
        { conversationId: question.conversationId, callerId: input.callerId, pendingCalls: question.toolCalls },
        (context) => deps.reply(request, context),
      );
      return { ok: true, run };
    },
  };
}

/** The run's prompter: the stored question gets the person's answer at once; later requests go to `next`. */
function answeringFirst(question: PendingQuestion, response: ApprovalResponse, next?: Prompter): Prompter {
  let answered = false;
  return {
    ask(request, signal) {
      if (!answered && request.callId === question.callId) {
        answered = true;
        return Promise.resolve(response);
      }
      if (next) return next.ask(request, signal);
      return Promise.resolve({ decision: 'deny', argsHash: request.argsHash, unanswered: 'no_one_to_ask' });
    },
  };
}

type EndedWhy = 'timed_out' | 'cancelled';
const endedText: Record<EndedWhy, string> = { timed_out: TIMED_OUT, cancelled: DISMISSED };

/** Expired or dismissed: its call and the ones after it end unrun, and the run ends with the reason. */
function endWithout(question: PendingQuestion, run: RunContext, why: EndedWhy): RunSummary {
  run.events.start();
  question.toolCalls.forEach((call, index) => endUnrun(run, call, why, index === 0 ? question : undefined));
  const end = run.events.end(
    why === 'timed_out' ? { reason: 'error', error: { kind: why, message: TIMED_OUT } } : { reason: 'aborted' },
  );
  return { runId: run.runId, conversationId: run.conversationId, ...end };
}

function endUnrun(run: RunContext, call: ToolCallRecord, why: EndedWhy, waited?: PendingQuestion): void {
  const { runId, emit } = run;
  const label = waited?.request.label ?? call.name;
  emit({ type: 'tool_call_start', runId, callId: call.id, name: call.name, label, args: waited?.request.args ?? {} });
  emit({
    type: 'tool_call_end',
    runId,
    callId: call.id,
    name: call.name,
    ok: false,
    content: waited ? endedText[why] : NOT_RUN,
    errorType: waited ? why : 'aborted',
    durationMs: 0,
    ...(waited
      ? {
          approval: {
            decision: 'deny' as const,
            by: why === 'timed_out' ? ('timeout' as const) : ('user' as const),
            asked: true,
            argsHash: waited.argsHash,
          },
        }
      : {}),
  });
}
