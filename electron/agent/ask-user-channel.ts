// Routes the ask_user tool's questions through the run's Prompter — the same channel as approvals — and emits the
// matching approval_request / approval_resolved events so the UI and the CLI show the question in place.
import type { UserAnswer, UserQuestion } from '../../tools/ask-user';
import type { ToolContext } from '../../tools/tool';
import type { AgentEvent } from '../shared/agent-events';
import { canonicalArgsHash } from './args-hash';
import { askWithTimeout, type Prompter } from './prompter';

export interface ActiveRunContext {
  runId: string;
  prompter?: Prompter;
  emit: (event: AgentEvent) => void;
}

export function createAskUserChannel(deps: {
  runFor: (conversationId: string) => ActiveRunContext | undefined;
  timeoutMs: () => number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  return async function askUser(question: UserQuestion, ctx: ToolContext): Promise<UserAnswer> {
    const run = ctx.conversationId ? deps.runFor(ctx.conversationId) : undefined;
    if (!run?.prompter) return { error: 'No user is present to answer questions in this run.' };
    const argsHash = canonicalArgsHash(question);
    const request = {
      callId: ctx.callId,
      tool: 'ask_user',
      label: 'Question',
      risk: 'read' as const,
      args: question,
      argsHash,
      expiresAt: now() + deps.timeoutMs(),
      question: { text: question.text, ...(question.choices ? { choices: question.choices } : {}) },
    };
    run.emit({ type: 'approval_request', runId: run.runId, callId: ctx.callId, request });
    const outcome = await askWithTimeout(run.prompter, request, { timeoutMs: deps.timeoutMs(), signal: ctx.signal });
    const answered = outcome.kind === 'answered' && outcome.response.decision === 'allow' && outcome.response.argsHash === argsHash;
    const by = outcome.kind === 'timeout' ? 'timeout' : 'user';
    run.emit({ type: 'approval_resolved', runId: run.runId, callId: ctx.callId, decision: answered ? 'allow' : 'deny', by });
    if (!answered) return { error: outcome.kind === 'timeout' ? 'The user did not answer in time.' : 'The user declined to answer.' };
    return { answer: outcome.response.answer ?? '' };
  };
}
