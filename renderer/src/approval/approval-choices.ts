// The buttons an approval offers, in order, with the answer each sends: Deny, then "Always allow…" (opens the form) or,
// after the run read untrusted content, "Allow for the rest of this run", then Allow once; an untrusted custom tool
// version offers Deny / Trust this version and run. A dangerous call never offers more than once. Labels are catalog keys.
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import { isAfterUntrusted, runAllowMatch } from '../../../electron/shared/untrusted-approval';
import type { ApprovalAnswer } from '../stores/approval-store';

export type ApprovalChoice =
  | { kind: 'deny' | 'run' | 'once' | 'trust'; label: ChoiceLabel; answer: ApprovalAnswer }
  | { kind: 'always'; label: ChoiceLabel };

type ChoiceLabel =
  'approval.deny' | 'approval.allowOnce' | 'approval.trustAndRun' | 'approval.allowForRun' | 'approval.alwaysAllow';

export function approvalChoices(request: ApprovalRequest): ApprovalChoice[] {
  const { argsHash } = request;
  const deny: ApprovalChoice = { kind: 'deny', label: 'approval.deny', answer: { decision: 'deny', argsHash } };
  const once: ApprovalChoice = { kind: 'once', label: 'approval.allowOnce', answer: { decision: 'allow', argsHash } };
  if (request.customTool && !request.customTool.trusted)
    return [
      deny,
      { kind: 'trust', label: 'approval.trustAndRun', answer: { decision: 'allow', argsHash, trust: true } },
    ];
  if (request.dangerous) return [deny, once];
  if (isAfterUntrusted(request)) {
    const remember = { scope: 'run' as const, match: runAllowMatch(request) };
    return [
      deny,
      { kind: 'run', label: 'approval.allowForRun', answer: { decision: 'allow', argsHash, remember } },
      once,
    ];
  }
  return [deny, { kind: 'always', label: 'approval.alwaysAllow' }, once];
}
