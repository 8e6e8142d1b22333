// approval:* and rules:* channels: answer a pending approval (bound to its argsHash), list what is waiting, and list or
// revoke the "always allow" rules.
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { PendingApprovals } from '../../agent/approvals/pending-approvals';
import type { HearthRuntime } from '../create-runtime';

type ApprovalChannel = 'approval:respond' | 'approval:pending' | 'rules:list' | 'rules:revoke';

export function createApprovalHandlers(deps: {
  runtime: Pick<HearthRuntime, 'rules'>;
  approvals: PendingApprovals;
}): Pick<InvokeHandlers, ApprovalChannel> {
  const { runtime, approvals } = deps;
  return {
    'approval:respond': ({ callId, response }) => {
      if (!approvals.respond(callId, response))
        throw failure('not_found', 'That request had already been answered or had timed out.');
      return null;
    },
    'approval:pending': () => approvals.list(),
    'rules:list': () => runtime.rules.list(),
    'rules:revoke': ({ ruleId }) => {
      if (!runtime.rules.revoke(ruleId)) throw failure('not_found', 'That rule no longer exists.');
      return null;
    },
  };
}
