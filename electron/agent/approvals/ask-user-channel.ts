// The ask capability of one run (ToolContext.ask): puts a tool's question through the run's Prompter — the same channel
// as approvals — and emits the matching events (approval-events.ts) so the UI and the CLI show it.
import type { UserAnswer, UserQuestion } from '../../../tools/tool';
import type { AgentEvent, ApprovalRequest } from '../../shared/agent-events';
import { approvalEvents } from './approval-events';
import { buildQuestionRequest } from './approval-request';
import { canonicalArgsHash } from './args-hash';
import { askWithTimeout, type PromptOutcome, type Prompter } from './prompter';
import { abortedKind, unansweredQuestion, type UnansweredKind } from '../../shared/ask-outcome';

/** Asks one question for one tool call of a run. */
export type RunAsker = (question: UserQuestion, call: { callId: string; signal: AbortSignal }) => Promise<UserAnswer>;

export function createRunAsker(deps: {
  runId: string;
  prompter: Prompter;
  emit: (event: AgentEvent) => void;
  timeoutMs: () => number;
  /** A sub-agent's asker: the question names it, as its approvals do. */
  subAgent?: ApprovalRequest['subAgent'];
  now?: () => number;
}): RunAsker {
  const now = deps.now ?? Date.now;
  const events = approvalEvents(deps.runId, deps.emit);
  return async (question, call) => {
    const argsHash = canonicalArgsHash(question);
    const request = buildQuestionRequest({
      callId: call.callId,
      question,
      argsHash,
      expiresAt: now() + deps.timeoutMs(),
      ...(deps.subAgent ? { subAgent: deps.subAgent } : {}),
    });
    events.requested(request);
    const outcome = await askWithTimeout(deps.prompter, request, { timeoutMs: deps.timeoutMs(), signal: call.signal });
    const answered =
      outcome.kind === 'answered' && outcome.response.decision === 'allow' && outcome.response.argsHash === argsHash;
    events.resolved(call.callId, {
      decision: answered ? 'allow' : 'deny',
      by: outcome.kind === 'timeout' ? 'timeout' : 'user',
    });
    if (!answered) {
      const kind = unansweredKindOf(outcome, argsHash, call.signal);
      return { error: unansweredQuestion[kind], outcome: kind };
    }
    return { answer: outcome.response.answer ?? '' };
  };
}

/** Which thing happened to a question that got no answer: never "declined" unless the person said no. */
function unansweredKindOf(outcome: PromptOutcome, argsHash: string, signal: AbortSignal): UnansweredKind {
  if (outcome.kind === 'timeout') return 'timed_out';
  if (outcome.kind === 'aborted') return abortedKind(signal);
  if (outcome.kind === 'answered' && outcome.response.argsHash === argsHash)
    return outcome.response.unanswered ?? 'denied';
  return 'denied';
}
