// Which stored always-allow rule allowed a logged call, so the activity view can offer to revoke it: the rule the entry
// names (tool_call_end.approval.ruleId), else the one live rule the gate's own wording of the decision describes; or
// the settings' pre-approval of the tool (policy.preapproved), which the gate words as an "any call, always" rule.
import { describeRuleAllow } from '../../agent/approvals/policy';
import type { ApprovalRuleView } from '../../shared/approvals-contract';
import type { ApprovalRule } from '../../storage/approval-rules';
import type { StoredActivityEntry } from './activity-entry';

export function ruleForEntry(entry: StoredActivityEntry, rules: readonly ApprovalRule[]): ApprovalRuleView | undefined {
  if (entry.decision !== 'allow' || entry.by !== 'rule') return undefined;
  if (entry.ruleId !== undefined) return view(rules.find((rule) => rule.id === entry.ruleId));
  const at = Date.parse(entry.ts);
  const described = rules.filter(
    (rule) =>
      rule.tool === entry.tool &&
      describeRuleAllow(rule) === entry.reason &&
      (rule.scope !== 'conversation' || rule.conversationId === entry.conversationId) &&
      (rule.toolVersion === undefined || rule.toolVersion === entry.toolVersion) &&
      !(rule.createdAt > at),
  );
  return view(described[0]);
}

/** The call was allowed by the settings' pre-approval of its tool, and the settings still pre-approve it. */
export function allowedByPreapproval(entry: StoredActivityEntry, preapproved: readonly string[]): boolean {
  if (entry.decision !== 'allow' || entry.by !== 'rule' || entry.ruleId !== undefined) return false;
  if (!preapproved.includes(entry.tool)) return false;
  const asRule: ApprovalRule = { id: '', tool: entry.tool, match: { kind: 'any' }, scope: 'forever', createdAt: 0 };
  return describeRuleAllow(asRule) === entry.reason;
}

function view(rule: ApprovalRule | undefined): ApprovalRuleView | undefined {
  if (!rule) return undefined;
  return {
    id: rule.id,
    tool: rule.tool,
    match: rule.match,
    scope: rule.scope,
    ...(rule.conversationId !== undefined ? { conversationId: rule.conversationId } : {}),
    createdAt: rule.createdAt,
    ...(rule.expiresAt !== undefined ? { expiresAt: rule.expiresAt } : {}),
    ...(rule.toolVersion !== undefined ? { toolVersion: rule.toolVersion } : {}),
  };
}
