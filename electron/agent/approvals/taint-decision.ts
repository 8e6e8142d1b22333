// The approval gate's decision for a call in a tainted run (issue 35): reading and following links go on as always;
// anything else is decided as supervised mode with no rules or pre-approval (read-only mode and dangerous calls keep
// their stricter answer), so a person is asked, or, in a scheduled job, only a grant given `afterUntrusted` allows it.
import type { ApprovalRequest } from '../../shared/agent-events';
import type { PolicyMode } from '../../shared/settings-schema';
import type { UntrustedSource } from '../../shared/provenance';
import type { AnyTool, ApprovalFacts, ToolProvenance } from '../../../tools/tool';
import { grantCovers, type JobGrant } from './approval-request';
import { evaluatePolicy, type PolicyOutcome } from './policy';
import { untrustedReadNoteCode } from '../../shared/untrusted-approval';
import { describeSources, type RunTaint } from './run-taint';
import { sendAddress, taintedCallKind, taintedCallWords, type TaintedCallKind } from './taint-policy';

export interface TaintedAsk {
  kind: Exclude<TaintedCallKind, 'read'>;
  outcome: PolicyOutcome;
}

/** Undefined when the call may go on as in an untainted run (reading, or sending to an address already given). */
export function taintedOutcome(input: {
  mode: PolicyMode;
  tool: AnyTool;
  args: unknown;
  facts: ApprovalFacts;
  provenance: ToolProvenance | undefined;
  taint: RunTaint;
  now: number;
}): TaintedAsk | undefined {
  const { tool, facts, provenance, taint } = input;
  const kind = taintedCallKind(tool, input.args, provenance);
  if (kind === 'read') return undefined;
  if (kind === 'send') {
    const address = sendAddress(input.args, facts);
    if (address !== undefined && taint.allowsAddress(address)) return undefined;
  }
  const strict = evaluatePolicy({
    mode: input.mode === 'autonomous' ? 'supervised' : input.mode,
    tool: tool.name,
    label: tool.label,
    risk: tool.risk,
    ...(provenance ? { provenance } : {}),
    facts,
    rules: [],
    now: input.now,
  });
  if (strict.decision === 'deny' || (strict.decision === 'ask' && (strict.dangerous || strict.untrusted)))
    return { kind, outcome: strict };
  return { kind, outcome: { decision: 'ask', reason: taintNote(kind, taint.sources(), tool.label) } };
}

/** A job's grant covers a tainted call only when it was given `afterUntrusted`. */
export function taintedGrantCovers(
  grants: readonly JobGrant[],
  call: { tool: AnyTool; facts: ApprovalFacts },
): JobGrant | undefined {
  return grantCovers(
    grants.filter((grant) => grant.afterUntrusted === true),
    call,
  );
}

/** What the approval tells the person: what the run read, and that text there may be steering this call. */
export function taintNote(
  kind: TaintedAsk['kind'] | undefined,
  sources: readonly UntrustedSource[],
  label?: string,
): string {
  const why = kind && label ? ` ${taintedCallWords(kind, label)}, so it needs your approval now.` : '';
  return `${describeSources(sources)}; text there may be trying to make Hearth do this.${why}`;
}

/** The reason a scheduled job (nobody to ask) refuses a tainted call; the job's result carries it. */
export function taintRefusal(kind: TaintedAsk['kind'], label: string, sources: readonly UntrustedSource[]): string {
  return (
    `${describeSources(sources)}, and text there may be trying to make Hearth do this: ${taintedCallWords(kind, label)}. ` +
    'No user is present to approve it in this background run, and the job was not granted it after untrusted content, ' +
    'so the call was not run.'
  );
}

/** The decision's reason when a person allowed a call asked because of the taint (the Activity view shows it). */
export function approvedAfterTaint(sources: readonly UntrustedSource[]): string {
  const read = describeSources(sources);
  return `Approved by the user. It asked because ${read.charAt(0).toLowerCase()}${read.slice(1)}.`;
}

/** A tainted run's request names what it read (and the dialog offers no "always" for it). */
export function withTaint(
  request: ApprovalRequest,
  sources: readonly UntrustedSource[],
  kind: TaintedAsk['kind'] | undefined,
): ApprovalRequest {
  const others = request.notes ?? [];
  return {
    ...request,
    untrustedSources: [...sources],
    notes: [taintNote(kind, sources, request.label), ...others],
    // The UI names the sources in its own notice (renderer/src/approval/UntrustedSourcesNotice.tsx), so it leaves this
    // note out by its code.
    noteCodes: [{ code: untrustedReadNoteCode }, ...(request.noteCodes ?? others.map(() => null))],
  };
}
