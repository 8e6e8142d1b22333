// approval:* and rules:* channels: answer a pending approval (bound to its argsHash), list what is waiting (with what
// waited when Hearth last closed, whose answer resumes its run), and list or revoke the "always allow" rules.
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { PendingApprovals } from '../../agent/approvals/pending-approvals';
import type { HearthRuntime } from '../create-runtime';

type ApprovalChannel = 'approval:respond' | 'approval:pending' | 'rules:list' | 'rules:revoke';

export function createApprovalHandlers(deps: {
  /** `session.pending`: what waited when Hearth last closed (absent: only this process's requests). */
  runtime: Pick<HearthRuntime, 'rules'> & { session?: Pick<HearthRuntime['session'], 'pending'> };
  approvals: PendingApprovals;
}): Pick<InvokeHandlers, ApprovalChannel> {
  const { runtime, approvals } = deps;
  return {
    'approval:respond': ({ callId, response }, caller) => {
      if (approvals.respond(callId, response)) return null;
      // Waiting since before the last restart: the answer resumes its run, here, with this caller's approvals.
      const pending = runtime.session?.pending;
      if (!pending?.get(callId)) throw failure('not_found', 'That request had already been answered or had timed out.');
      const resumed = pending.answer({
        callId,
        response,
        prompter: approvals.prompter,
        callerId: caller.id,
      });
      if (!resumed.ok) throw failure('refused', resumed.error);
      return null;
    },
    'approval:pending': () => {
      const live = approvals.list();
      const restored = (runtime.session?.pending?.list() ?? [])
        .filter((question) => !live.some((request) => request.callId === question.callId))
        .map((question) => ({ ...question.request, restored: true as const }));
      return [...live, ...restored];
    },
    'rules:list': () => runtime.rules.list(),
    'rules:revoke': ({ ruleId }) => {
      if (!runtime.rules.revoke(ruleId)) throw failure('not_found', 'That rule no longer exists.');
      return null;
    },
  };
}
