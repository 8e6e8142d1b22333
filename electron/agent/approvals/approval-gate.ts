// The approval gate: every tool call passes here before it runs. Rate limits, then the policy (mode × risk × rules),
// then, when the policy says ask, the Prompter (with a timeout that denies) or, in background runs, the job's grants.
// An untrusted custom tool version runs only after the user answers "Trust this version and run". In a run that has
// read untrusted content (run-taint.ts), acting, changing Hearth and sending are decided without rules or autonomy.
import type { AgentEvent } from '../../shared/agent-events';
import type { PolicyMode } from '../../shared/settings-schema';
import type { AnyTool, ToolProvenance } from '../../../tools/tool';
import type { ApprovalRule, ApprovalRuleStore } from '../../storage/approval-rules';
import type { Prompter } from './prompter';
import type { RateLimits, ToolCallRateLimiter } from './rate-limit';
import { approvalEvents } from './approval-events';
import { evaluatePolicy } from './policy';
import type { PolicyOutcome } from './policy';
import { askWithTimeout } from './prompter';
import { createToolCallRateLimiter } from './rate-limit';
import type { JobGrant } from './approval-request';
import {
  buildApprovalRequest,
  denialReasons,
  describeCallSafely,
  refusalOf,
  grantCovers,
  ruleFromRemember,
} from './approval-request';
import { err, type Result } from '../../shared/result';
import { gateReason, type GateReason } from '../../shared/gate-reason';
import { abortedKind } from '../../shared/ask-outcome';
import type { GateCall, GateDecision, ToolCallGate } from './gate-types';
import { createRunRules } from './run-rules';
import {
  approvedAfterTaint,
  taintedOutcome,
  taintedGrantCovers,
  taintRefusal,
  withTaint,
  type TaintedAsk,
} from './taint-decision';

export type { JobGrant } from './approval-request';

export type { GateCall, GateDecision, ToolCallGate } from './gate-types';

export interface ApprovalGateDeps {
  mode: () => PolicyMode;
  rules: ApprovalRuleStore;
  /** Undefined in background runs: `ask` becomes deny unless a job grant covers the call. */
  prompter?: Prompter;
  grants?: readonly JobGrant[];
  timeoutMs: () => number;
  limits: () => RateLimits;
  now?: () => number;
  /** Share one limiter between gates so the hourly cap spans every run; else one is made from `limits`. */
  rateLimiter?: ToolCallRateLimiter;
  /**
   * Tools the user lets run without asking in supervised mode (setting `policy.preapproved`, default weather, memory_store, memory_forget):
   * treated like an "any call, forever" rule, so dangerous calls and read-only mode still win.
   */
  preapprovedTools?: () => readonly string[];
  /** Storage trouble (rules could not be read or saved). The call is still decided, safely. */
  onError?: (error: Error) => void;
  /**
   * Records the user's trust in the exact custom tool version a call was shown with (answer "Trust this version").
   * Missing: untrusted custom tools cannot be trusted from a prompt, so they never run.
   */
  trustCustomTool?: (tool: AnyTool) => Result;
}

const grantWords = {
  afterUntrusted: 'Allowed by a grant that covers this tool after untrusted content.',
  job: 'Allowed by a grant given when this scheduled job was created.',
};

/** The settings-level pre-approval as a rule the policy understands (never stored, never consumed). */
function preapprovalRule(tool: string, toolVersion: string | undefined): ApprovalRule {
  const rule: ApprovalRule = {
    id: `settings:policy.preapproved:${tool}`,
    tool,
    match: { kind: 'any' },
    scope: 'forever',
    createdAt: 0,
  };
  return toolVersion === undefined ? rule : { ...rule, toolVersion };
}

/** The tool's provenance, read once per decision; a provenance that cannot be read counts as an untrusted one. */
function readProvenance(tool: AnyTool): ToolProvenance | undefined {
  if (!tool.provenance) return undefined;
  try {
    return tool.provenance();
  } catch {
    return {
      kind: 'custom',
      file: '(unknown)',
      version: 'unknown',
      capabilities: [],
      trusted: false,
      markedRead: false,
    };
  }
}

export function createApprovalGate(deps: ApprovalGateDeps): ToolCallGate {
  const now = deps.now ?? Date.now;
  const limiter = deps.rateLimiter ?? createToolCallRateLimiter({ limits: deps.limits, now });
  const report = (error: unknown): void => deps.onError?.(error instanceof Error ? error : new Error(String(error)));
  const guard = <T>(work: () => T, fallback: T): T => {
    try {
      return work();
    } catch (error) {
      report(error);
      return fallback;
    }
  };

  /** Policy with the stored rules; a `once` rule is consumed as it allows (and skipped if already used). */
  const decideByPolicy = (
    call: GateCall,
    facts: ReturnType<typeof describeCallSafely>,
    provenance?: ToolProvenance,
  ): PolicyOutcome => {
    let rules: ApprovalRule[] = guard(
      () => deps.rules.candidates({ tool: call.tool.name, conversationId: call.conversationId }),
      [],
    );
    if (deps.preapprovedTools?.().includes(call.tool.name))
      rules = [...rules, preapprovalRule(call.tool.name, provenance?.version)];
    for (;;) {
      const outcome = evaluatePolicy({
        mode: deps.mode(),
        tool: call.tool.name,
        label: call.tool.label,
        risk: call.tool.risk,
        ...(provenance ? { provenance } : {}),
        facts,
        rules,
        conversationId: call.conversationId,
        now: now(),
      });
      if (outcome.decision !== 'allow' || outcome.by !== 'rule' || outcome.rule.scope !== 'once') return outcome;
      const used = outcome.rule;
      if (guard(() => deps.rules.consume(used.id), false)) return outcome;
      rules = rules.filter((rule) => rule.id !== used.id);
    }
  };

  const runRules = createRunRules();

  const check = async (
    call: GateCall,
    emit: (event: AgentEvent) => void,
    signal: AbortSignal,
  ): Promise<GateDecision> => {
    const { argsHash } = call;
    if (argsHash === undefined)
      return { decision: 'deny', by: 'policy', reason: denialReasons.unhashable, argsHash: '', asked: false };
    const done = (
      decision: 'allow' | 'deny',
      by: GateDecision['by'],
      reason?: string,
      asked = false,
      reasonCode?: GateReason,
    ): GateDecision => ({
      decision,
      by,
      ...(reason !== undefined ? { reason } : {}),
      ...(reasonCode !== undefined ? { reasonCode } : {}),
      argsHash,
      asked,
    });

    if (signal.aborted) return done('deny', 'user', denialReasons.aborted, false, gateReason('stopped'));
    const verdict = limiter.take(call.rootRunId ?? call.runId);
    if (!verdict.ok) return done('deny', 'limit', verdict.reason, false, verdict.reasonCode);

    const facts = describeCallSafely(call.tool, call.args, call.workspace);
    const provenance = readProvenance(call.tool);
    const taint = call.taint?.tainted() ? call.taint : undefined;
    const tainted: TaintedAsk | undefined = taint
      ? taintedOutcome({ mode: deps.mode(), tool: call.tool, args: call.args, facts, provenance, taint, now: now() })
      : undefined;
    const outcome = tainted?.outcome ?? decideByPolicy(call, facts, provenance);
    const runFacts = { tool: call.tool.name, risk: call.tool.risk, matchValue: facts.matchValue, host: facts.host };
    if (outcome.decision === 'ask' && !outcome.dangerous && !outcome.untrusted) {
      if (runRules.covers(call.rootRunId ?? call.runId, runFacts, provenance?.version))
        return done('allow', 'rule', 'Allowed for the rest of this run by the person.', false, gateReason('runRule'));
    }
    if (outcome.decision === 'allow' && outcome.by === 'rule' && !outcome.rule.id.startsWith('settings:'))
      return { ...done('allow', 'rule', outcome.reason, false, outcome.reasonCode), ruleId: outcome.rule.id };
    if (outcome.decision === 'allow' && outcome.by === 'rule')
      return done('allow', 'rule', outcome.reason, false, gateReason('preapproved', { tool: call.tool.label }));
    if (outcome.decision !== 'ask')
      return done(outcome.decision, outcome.by, outcome.reason, false, outcome.reasonCode);

    if (!deps.prompter) {
      const noOne = (reason: string, code: GateReason['code']): GateDecision => ({
        ...done('deny', 'background', reason, false, gateReason(code, { tool: call.tool.label })),
        unanswered: 'no_one_to_ask',
      });
      const { label } = call.tool;
      if (outcome.untrusted) return noOne(denialReasons.backgroundUntrusted(label), 'backgroundUntrusted');
      if (outcome.dangerous)
        return noOne(denialReasons.backgroundDangerous(label, outcome.dangerous), 'backgroundDangerous');
      if (tainted && taint) {
        if (taintedGrantCovers(deps.grants ?? [], { tool: call.tool, facts }))
          return done('allow', 'rule', grantWords.afterUntrusted, false, gateReason('grantAfterUntrusted'));
        const reason = taintRefusal(tainted.kind, label, taint.sources());
        taint.noteRefusal(reason);
        return noOne(reason, 'taintRefusal');
      }
      const grant = grantCovers(deps.grants ?? [], { tool: call.tool, facts });
      if (grant) return done('allow', 'rule', grantWords.job, false, gateReason('grant'));
      return noOne(denialReasons.background(label), 'background');
    }

    const timeoutMs = deps.timeoutMs();
    const built = buildApprovalRequest({
      ...call,
      argsHash,
      facts,
      ...(provenance ? { provenance } : {}),
      expiresAt: now() + timeoutMs,
    });
    const request = taint ? withTaint(built, taint.sources(), tainted?.kind) : built;
    approvalEvents(call.runId, emit).requested(request);
    const answer = await askWithTimeout(deps.prompter, request, { timeoutMs, signal });
    switch (answer.kind) {
      case 'timeout':
        return {
          ...done('deny', 'timeout', denialReasons.timeout(timeoutMs), true, gateReason('timeout', { ms: timeoutMs })),
          unanswered: 'timed_out',
        };
      case 'aborted': {
        const kind = abortedKind(signal);
        const code = gateReason(kind === 'app_closed' ? 'appClosed' : 'stopped');
        return { ...done('deny', 'user', denialReasons[kind], true, code), unanswered: kind };
      }
      case 'failed':
        report(new Error(`Approval prompt failed: ${answer.message}`));
        return done('deny', 'policy', denialReasons.promptFailed, true, gateReason('promptFailed'));
      case 'answered':
        break;
    }
    const response = answer.response;
    if (response.argsHash !== argsHash)
      return done('deny', 'policy', denialReasons.mismatch, true, gateReason('argsMismatch'));
    if (response.decision === 'deny') {
      const refused = refusalOf(response);
      return { ...done('deny', 'user', refused.reason, true, refused.reasonCode), unanswered: refused.unanswered };
    }
    if (outcome.untrusted) {
      if (response.trust !== true) {
        const code = gateReason('notTrusted', { tool: call.tool.label });
        return done('deny', 'user', denialReasons.notTrusted(call.tool.label), true, code);
      }
      const trusted = deps.trustCustomTool ? guard(() => deps.trustCustomTool?.(call.tool), undefined) : undefined;
      if (!trusted?.ok) {
        const why = trusted && !trusted.ok ? trusted.error : 'trusting custom tools is not possible here';
        return done('deny', 'policy', denialReasons.trustFailed(call.tool.label, why), true);
      }
      return done(
        'allow',
        'user',
        'The user trusted this custom tool version and approved the call.',
        true,
        gateReason('trusted'),
      );
    }
    const { remember } = response;
    // "For the rest of this run" stays in memory; a run that read untrusted content stores no lasting rule ("once").
    if (remember && !outcome.dangerous && (remember.scope === 'run' || !taint)) {
      const rule = ruleFromRemember(
        { ...remember, scope: remember.scope === 'run' ? 'conversation' : remember.scope },
        {
          tool: call.tool.name,
          conversationId: call.conversationId,
          facts,
          ...(provenance ? { toolVersion: provenance.version } : {}),
        },
      );
      if (remember.scope === 'run') runRules.add({ ...rule, runId: call.rootRunId ?? call.runId });
      else {
        const stored = guard(() => deps.rules.add(rule), err('the rule store failed'));
        if (!stored.ok) report(new Error(`Could not save the approval rule: ${stored.error}`));
      }
    }
    // The Activity view shows why a person was asked: the taint, when it was the reason.
    return tainted && taint
      ? done('allow', 'user', approvedAfterTaint(taint.sources()), true, gateReason('approvedAfterTaint'))
      : done('allow', 'user', 'Approved by the user.', true, gateReason('approved'));
  };

  return { check };
}
