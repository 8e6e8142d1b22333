// The approval policy as a pure function: mode × risk × provenance × describeCall facts × rules → allow | deny | ask.
// Order: read_only refuses all but built-in read tools and custom tools marked read; an untrusted custom tool version
// always asks; alwaysAsk always asks; read tools run; autonomous runs; a rule allows; else ask.
import type { PolicyMode } from '../../shared/settings-schema';
import type { ApprovalFacts, ToolProvenance, ToolRisk } from '../../../tools/tool';
import type { GateReason } from '../../shared/gate-reason';
import type { ApprovalRule } from '../../storage/approval-rules';
import { ruleApplies } from './rule-match';

export interface PolicyInput {
  mode: PolicyMode;
  tool: string;
  /** The tool's label, for reasons people read. */
  label?: string;
  risk: ToolRisk;
  /** Custom tools only: its file, version, trust and whether the user marked it read. */
  provenance?: ToolProvenance;
  facts: ApprovalFacts;
  /** Candidate rules; the policy itself checks tool, expiry, conversation and argument match. */
  rules: readonly ApprovalRule[];
  conversationId?: string;
  now: number;
}

export type PolicyOutcome =
  | { decision: 'allow'; by: 'policy'; reason: string; reasonCode: GateReason }
  | { decision: 'allow'; by: 'rule'; reason: string; reasonCode: GateReason; rule: ApprovalRule }
  | { decision: 'deny'; by: 'policy'; reason: string; reasonCode: GateReason }
  /**
   * `dangerous` is set when the call must always ask (no "Always" option, no rule may silence it); `untrusted` when the
   * tool is a custom tool version the user has not trusted (only "Trust this version and run" can allow it).
   */
  | { decision: 'ask'; reason: string; dangerous?: string; untrusted?: true };

export const readOnlyDenial = 'Read-only mode: tools that change things are not allowed.';

/** A custom tool's declared risk is a claim; only the user's own marking makes it `read` for read-only mode. */
function runsInReadOnly(input: PolicyInput): boolean {
  return input.provenance ? input.provenance.markedRead : input.risk === 'read';
}

export function evaluatePolicy(input: PolicyInput): PolicyOutcome {
  const name = input.label ?? input.tool;
  const { provenance } = input;
  if (input.mode === 'read_only' && !runsInReadOnly(input)) {
    const why = provenance
      ? `a custom tool that declares ${input.risk} and is not marked read in Settings`
      : input.risk;
    return {
      decision: 'deny',
      by: 'policy',
      reason: `${readOnlyDenial} "${name}" (${why}) was not run. The user can change the mode in Settings.`,
      reasonCode: { code: 'readOnly', params: { tool: name } },
    };
  }
  if (provenance && !provenance.trusted) {
    return {
      decision: 'ask',
      untrusted: true,
      reason: `"${name}" is an untrusted custom tool (${provenance.file}, version ${provenance.version}): every call asks until the user trusts this version.`,
    };
  }
  const dangerous = input.facts.alwaysAsk?.trim() || provenance?.unsandboxed?.trim();
  if (dangerous) return { decision: 'ask', reason: `This call always needs approval: ${dangerous}`, dangerous };
  if (input.risk === 'read' || provenance?.markedRead)
    return {
      decision: 'allow',
      by: 'policy',
      reason: 'Read-only tools run without asking.',
      reasonCode: { code: 'readTool' },
    };
  if (input.mode === 'autonomous')
    return {
      decision: 'allow',
      by: 'policy',
      reason: 'Autonomous mode allows this call.',
      reasonCode: { code: 'autonomous' },
    };
  const rule = pickRule(input);
  if (rule)
    return { decision: 'allow', by: 'rule', reason: describeRuleAllow(rule), reasonCode: ruleReason(rule), rule };
  return { decision: 'ask', reason: `Supervised mode asks before ${input.risk} tools such as "${name}".` };
}

/** A lasting rule is preferred over a `once` rule, so a one-time permission is kept when it is not needed. */
function pickRule(input: PolicyInput): ApprovalRule | undefined {
  const facts = { tool: input.tool, risk: input.risk, matchValue: input.facts.matchValue, host: input.facts.host };
  const context = { conversationId: input.conversationId, now: input.now };
  // A rule given to one version of a custom tool covers only that version (and unversioned rules cover none).
  const version = input.provenance?.version;
  const applicable = input.rules.filter((rule) => rule.toolVersion === version && ruleApplies(rule, facts, context));
  return applicable.find((rule) => rule.scope !== 'once') ?? applicable[0];
}

export function describeRuleAllow(rule: ApprovalRule): string {
  const what =
    rule.match.kind === 'any' ? `any ${rule.tool} call` : `${rule.tool} ${rule.match.kind} "${rule.match.value ?? ''}"`;
  const scope = rule.scope === 'forever' ? 'always' : rule.scope === 'once' ? 'once' : 'in this conversation';
  return `Allowed by a rule: ${what} (${scope}).`;
}

/** The rule that allowed a call, as values the UI words like Settings → Permissions does. */
export function ruleReason(rule: ApprovalRule): GateReason {
  const { kind, value } = rule.match;
  return { code: 'ruleAllowed', params: { tool: rule.tool, match: kind, value: value ?? '', scope: rule.scope } };
}
