// Building blocks for the approval gate: the facts of a call (describeCall, made safe), the request the dialog
// shows (for a call or a tool's question), the rule an "Always allow…" stores, job-grant matching, the reasons given.
import { gateReason, type GateReason } from '../../shared/gate-reason';
import type { ApprovalRequest } from '../../shared/agent-events';
import type { AnyTool, ApprovalFacts, ApprovalNote, ToolProvenance, UserQuestion } from '../../../tools/tool';
import type { NewApprovalRule, RuleMatch } from '../../storage/approval-rules';
import type { ApprovalResponse } from './prompter';
import { matchCovers } from './rule-match';
import { alwaysAskReasons } from '../../../tools/always-ask-reasons';
import type { UnansweredKind } from '../../shared/ask-outcome';

/** A permission declared when a scheduled job was created; in its background runs it acts like an allow rule. */
export interface JobGrant {
  tool: string;
  /** Omitted: any call of the tool. */
  match?: RuleMatch;
  /** The grant also covers this tool after the job's run has read untrusted content (shown in the job's grants). */
  afterUntrusted?: boolean;
}

/** describeCall without surprises: if it throws, the call is treated as one that must always ask. */
export function describeCallSafely(tool: AnyTool, args: unknown, workspace: string): ApprovalFacts {
  if (!tool.describeCall) return {};
  try {
    return tool.describeCall(args, { workspace }) ?? {};
  } catch {
    return alwaysAskReasons.describeFailed();
  }
}

export function buildApprovalRequest(input: {
  callId: string;
  tool: AnyTool;
  args: unknown;
  argsHash: string;
  workspace: string;
  facts: ApprovalFacts;
  provenance?: ToolProvenance;
  expiresAt: number;
  subAgent?: ApprovalRequest['subAgent'];
}): ApprovalRequest {
  const { facts, provenance } = input;
  const dangerous = facts.alwaysAsk?.trim();
  return {
    callId: input.callId,
    tool: input.tool.name,
    label: input.tool.label,
    risk: input.tool.risk,
    args: input.args,
    argsHash: input.argsHash,
    workspace: input.workspace,
    ...(facts.host !== undefined ? { host: facts.host } : {}),
    ...(facts.matchValue !== undefined ? { matchValue: facts.matchValue } : {}),
    ...(dangerous ? { dangerous, ...(facts.alwaysAskCode ? { dangerousCode: facts.alwaysAskCode } : {}) } : {}),
    ...notesOf(facts.notes ?? []),
    ...(provenance ? { customTool: customToolView(provenance, input.tool) } : {}),
    ...(input.subAgent ? { subAgent: input.subAgent } : {}),
    expiresAt: input.expiresAt,
  };
}

/** The notes' English for the CLI and the model, and beside them, index for index, their codes for the UI. */
function notesOf(notes: readonly ApprovalNote[]): Pick<ApprovalRequest, 'notes' | 'noteCodes'> {
  if (notes.length === 0) return {};
  return {
    notes: notes.map((note) => note.text),
    noteCodes: notes.map((note) => ({ code: note.code, ...(note.params ? { params: note.params } : {}) })),
  };
}

/** The request for a tool's question to the person (ToolContext.ask): shown like an approval, answered with text. */
export function buildQuestionRequest(input: {
  callId: string;
  question: UserQuestion;
  argsHash: string;
  expiresAt: number;
  subAgent?: ApprovalRequest['subAgent'];
}): ApprovalRequest {
  const { question } = input;
  return {
    callId: input.callId,
    tool: 'ask_user',
    label: 'Question',
    risk: 'read',
    args: question,
    argsHash: input.argsHash,
    expiresAt: input.expiresAt,
    question: {
      text: question.text,
      ...(question.choices ? { choices: question.choices } : {}),
      ...(question.form ? { form: question.form } : {}),
    },
    ...(input.subAgent ? { subAgent: input.subAgent } : {}),
  };
}

function customToolView(provenance: ToolProvenance, tool: AnyTool): NonNullable<ApprovalRequest['customTool']> {
  return {
    file: provenance.file,
    version: provenance.version,
    declaredRisk: tool.risk,
    capabilities: [...provenance.capabilities],
    trusted: provenance.trusted,
    ...(provenance.unsandboxed ? { unsandboxed: provenance.unsandboxed } : {}),
    ...(provenance.unsandboxed && provenance.unsandboxedCode ? { unsandboxedCode: provenance.unsandboxedCode } : {}),
  };
}

/** The rule an "Always allow…" answer asks for; a missing value is taken from the call (its command, path or host). */
export function ruleFromRemember(
  remember: NonNullable<ApprovalResponse['remember']> & { scope: 'conversation' | 'forever' },
  call: { tool: string; conversationId: string; facts: ApprovalFacts; toolVersion?: string },
): NewApprovalRule {
  const { kind } = remember.match;
  const fallback = kind === 'host' ? call.facts.host : call.facts.matchValue;
  const value = kind === 'any' ? undefined : (remember.match.value ?? fallback);
  return {
    tool: call.tool,
    match: value === undefined ? { kind } : { kind, value },
    scope: remember.scope,
    ...(remember.scope === 'conversation' ? { conversationId: call.conversationId } : {}),
    ...(remember.expiresAt !== undefined ? { expiresAt: remember.expiresAt } : {}),
    ...(call.toolVersion !== undefined ? { toolVersion: call.toolVersion } : {}),
  };
}

export function grantCovers(
  grants: readonly JobGrant[],
  call: { tool: AnyTool; facts: ApprovalFacts },
): JobGrant | undefined {
  const facts = {
    tool: call.tool.name,
    risk: call.tool.risk,
    matchValue: call.facts.matchValue,
    host: call.facts.host,
  };
  return grants.find((grant) => grant.tool === facts.tool && matchCovers(grant.match ?? { kind: 'any' }, facts));
}

/** A prompter's deny: the person's no (`denied`), nobody at hand to ask, or the person cancelling. */
export function refusalOf(response: ApprovalResponse): {
  reason: string;
  reasonCode: GateReason;
  unanswered: UnansweredKind;
} {
  const { unanswered } = response;
  const said = response.reason?.trim() ? { said: response.reason.trim() } : undefined;
  if (unanswered === 'no_one_to_ask')
    return {
      reason: denialReasons.noOneToAsk(response.reason),
      reasonCode: gateReason('noOneToAsk', said),
      unanswered,
    };
  if (unanswered === 'cancelled')
    return { reason: 'The person cancelled this approval request.', reasonCode: gateReason('cancelled'), unanswered };
  return {
    reason: denialReasons.user(response.reason),
    reasonCode: gateReason('userDenied', said),
    unanswered: 'denied',
  };
}

export const denialReasons = {
  user: (reason?: string): string => {
    const given = reason?.trim();
    return given ? `The user denied this tool call. Reason: ${given}` : 'The user denied this tool call.';
  },
  timeout: (timeoutMs: number): string =>
    `The user did not answer the approval request within ${formatDuration(timeoutMs)}, so the call was not run.`,
  aborted: 'The run was stopped before this call was approved, so it was not run.',
  cancelled: 'The run was stopped before this call was approved, so it was not run.',
  app_closed: 'Hearth was closed while this call waited for approval, so it was not run.',
  noOneToAsk: (why?: string): string =>
    `Nobody could be asked to approve this call${why?.trim() ? ` (${why.trim()})` : ''}, so it was not run.`,
  mismatch: 'The approval did not match the exact arguments shown to the user, so the call was not run.',
  promptFailed: 'The approval prompt failed, so the call was not run.',
  unhashable: 'The arguments could not be prepared for approval, so the call was not run.',
  background: (label: string): string =>
    `No user is present to approve "${label}" in this background run, and the job was not granted it when it was ` +
    'created. The call was not run.',
  backgroundUntrusted: (label: string): string =>
    `"${label}" is an untrusted custom tool version and no user is present to trust it in this background run. The call was not run.`,
  notTrusted: (label: string): string =>
    `"${label}" is an untrusted custom tool; the user did not trust this version, so the call was not run.`,
  trustFailed: (label: string, why: string): string =>
    `"${label}" could not be trusted (${why}), so the call was not run.`,
  backgroundDangerous: (label: string, why: string): string =>
    `No user is present to approve "${label}" in this background run, and it always needs a person's approval ` +
    `(${why}). The call was not run.`,
};

function formatDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} minute${ms === 60_000 ? '' : 's'}`;
  if (ms < 1_000) return `${ms} ms`;
  return `${Math.round(ms / 1000)} seconds`;
}
