// The plain text of `hearth activity`: one row per call (time, tool, decision, outcome, arguments) with the why
// underneath, and the per-tool figures. Arguments come redacted from the audit log; invisible characters are shown.
import type { ActivityEntryView, ToolActivityStats } from '../../shared/activity-contract';
import { describeSource } from '../../shared/provenance';
import { revealInvisible } from '../terminal-text';

const argsWidth = 70;

export function activityTableHeader(): string {
  return `${['TIME (UTC)'.padEnd(19), 'TOOL'.padEnd(18), 'DECISION'.padEnd(20), 'OUTCOME'.padEnd(16), 'ARGUMENTS'].join('  ')}\n`;
}

export function activityRow(entry: ActivityEntryView): string {
  const time = entry.ts.slice(0, 19).replace('T', ' ');
  const row = [time.padEnd(19), entry.tool.padEnd(18), decisionText(entry).padEnd(20), outcomeText(entry).padEnd(16)];
  const lines = [`${row.join('  ')}  ${argsText(entry.args)}`];
  if (entry.reason) lines.push(`    why: ${revealInvisible(entry.reason)}`);
  if (entry.rule)
    lines.push(`    rule: ${entry.rule.id} (still in force; revoke it in Settings → Activity or Permissions)`);
  if (entry.preapproved)
    lines.push('    pre-approved in settings (policy.preapproved; config set policy.preapproved changes the list)');
  if (entry.untrustedSources?.length)
    lines.push(
      `    the run had read: ${entry.untrustedSources.map((source) => revealInvisible(describeSource(source))).join(', ')}`,
    );
  if (entry.trust === 'untrusted' && entry.source)
    lines.push(`    result from: ${revealInvisible(describeSource(entry.source))} (untrusted)`);
  if (entry.toolVersion) lines.push(`    custom tool version: ${entry.toolVersion}`);
  return `${lines.join('\n')}\n`;
}

const byWords: Record<NonNullable<ActivityEntryView['by']>, string> = {
  policy: 'mode',
  rule: 'rule',
  user: 'person',
  timeout: 'timeout',
  background: 'job',
  limit: 'rate limit',
};

function decisionText(entry: ActivityEntryView): string {
  if (entry.decision === null) return 'not checked';
  const verb = entry.decision === 'allow' ? 'allowed' : 'denied';
  return entry.by ? `${verb} (${byWords[entry.by]})` : verb;
}

function outcomeText(entry: ActivityEntryView): string {
  const time = entry.latencyMs === undefined ? '' : ` ${entry.latencyMs} ms`;
  if (entry.ok === null) return 'no result';
  if (entry.decision === 'deny') return 'not run';
  if (entry.ok) return `ok${time}`;
  return `${entry.errorType ?? 'error'}${time}`;
}

function argsText(args: unknown): string {
  const text = revealInvisible(JSON.stringify(args) ?? '');
  return text.length > argsWidth ? `${text.slice(0, argsWidth - 1)}…` : text;
}

export function activityStatsLines(stats: readonly ToolActivityStats[], over: number): string {
  const lines = [`\nPer tool, over the newest ${over} call${over === 1 ? '' : 's'}:`];
  lines.push(
    `  ${'TOOL'.padEnd(18)}  ${'CALLS'.padStart(6)}  ${'DENIED'.padStart(6)}  ${'ERROR RATE'.padStart(10)}  ${'P95'.padStart(9)}`,
  );
  for (const tool of stats) {
    const rate = tool.errorRate === null ? '—' : `${Math.round(tool.errorRate * 100)}%`;
    const p95 = tool.p95Ms === null ? '—' : `${tool.p95Ms} ms`;
    lines.push(
      `  ${tool.tool.padEnd(18)}  ${String(tool.calls).padStart(6)}  ${String(tool.denied).padStart(6)}  ${rate.padStart(10)}  ${p95.padStart(9)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
