// The runtime's approval concern: one gate per run from the current settings (mode, timeouts, limits, pre-approved
// tools), the stored rules, a rate limiter shared by every run, and "Trust this version" for custom tools.
import type { UserToolSource } from '../../tools/user-tools/user-tool-source';
import { createApprovalGate, type JobGrant, type ToolCallGate } from '../agent/approvals/approval-gate';
import type { Prompter } from '../agent/approvals/prompter';
import { createToolCallRateLimiter } from '../agent/approvals/rate-limit';
import type { Settings } from '../shared/settings-schema';
import type { ApprovalRuleStore } from '../storage/approval-rules';

export type GateFactory = (options: { prompter?: Prompter; grants?: readonly JobGrant[] }) => ToolCallGate;

export function createGateFactory(deps: {
  settings: () => Settings;
  rules: ApprovalRuleStore;
  userTools: () => Pick<UserToolSource, 'trustCurrent'>;
  log: (message: string) => void;
}): GateFactory {
  const limits = () => ({
    perRun: deps.settings().agent.maxToolCallsPerRun,
    perHour: deps.settings().agent.maxToolCallsPerHour,
  });
  const rateLimiter = createToolCallRateLimiter({ limits });
  return ({ prompter, grants }) =>
    createApprovalGate({
      mode: () => deps.settings().policy.mode,
      rules: deps.rules,
      prompter,
      grants,
      timeoutMs: () => deps.settings().agent.approvalTimeoutMs,
      limits,
      rateLimiter,
      preapprovedTools: () => deps.settings().policy.preapproved,
      trustCustomTool: (tool) => {
        const provenance = tool.provenance?.();
        if (!provenance) return { ok: false, error: 'it is not a custom tool' };
        return deps.userTools().trustCurrent(provenance.file.replace(/^tools\//, ''), provenance.version);
      },
      onError: (error) => deps.log(`approval rules: ${error.message}`),
    });
}
