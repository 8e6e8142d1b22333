// The ask capability of one run (ToolContext.ask): puts a tool's question through the run's Prompter — the same channel
// as approvals — and emits the matching approval_request / approval_resolved events so the UI and the CLI show it.
import type { UserAnswer, UserQuestion } from '../../../tools/tool';
import type { AgentEvent } from '../../shared/agent-events';
import { canonicalArgsHash } from './args-hash';
import { askWithTimeout, type Prompter } from './prompter';

/** Asks one question for one tool call of a run. */
export type RunAsker = (question: UserQuestion, call: { callId: string; signal: AbortSignal }) => Promise<UserAnswer>;

export function createRunAsker(deps: {
  runId: string;
  prompter: Prompter;
  emit: (event: AgentEvent) => void;
  timeoutMs: () => number;
  now?: () => number;
}): RunAsker {
  const now = deps.now ?? Date.now;
  return async (question, call) => {
    const argsHash = canonicalArgsHash(question);
    const request = {
      callId: call.callId,
      tool: 'ask_user',
      label: 'Question',
      risk: 'read' as const,
      args: question,
      argsHash,
      expiresAt: now() + deps.timeoutMs(),
      question: {
        text: question.text,
        ...(question.choices ? { choices: question.choices } : {}),
        ...(question.form ? { form: question.form } : {}),
      },
    };
    deps.emit({ type: 'approval_request', runId: deps.runId, callId: call.callId, request });
    const outcome = await askWithTimeout(deps.prompter, request, { timeoutMs: deps.timeoutMs(), signal: call.signal });
    const answered =
      outcome.kind === 'answered' && outcome.response.decision === 'allow' && outcome.response.argsHash === argsHash;
    const by = outcome.kind === 'timeout' ? 'timeout' : 'user';
    deps.emit({
      type: 'approval_resolved',
      runId: deps.runId,
      callId: call.callId,
      decision: answered ? 'allow' : 'deny',
      by,
    });
    if (!answered)
      return {
        error: outcome.kind === 'timeout' ? 'The user did not answer in time.' : 'The user declined to answer.',
      };
    return { answer: outcome.response.answer ?? '' };
  };
}
