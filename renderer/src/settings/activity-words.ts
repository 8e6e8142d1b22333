// The words of Settings → Activity: who or what decided a tool call, and how it went. Whole sentences, one per case.
import type { ActivityEntryView } from '../../../electron/shared/activity-contract';
import { formatDuration } from '../lib/format';

const decidedBy: Record<NonNullable<ActivityEntryView['by']>, { allow: string; deny: string }> = {
  policy: { allow: 'Allowed by the permission mode', deny: 'Refused by the permission mode' },
  rule: { allow: 'Allowed by an always-allow rule', deny: 'Refused by a rule' },
  user: { allow: 'Allowed by you', deny: 'Refused by you' },
  timeout: { allow: 'Allowed when the question timed out', deny: 'Refused: nobody answered in time' },
  background: { allow: 'Allowed by the scheduled job’s grant', deny: 'Refused: a scheduled job cannot ask' },
  limit: { allow: 'Allowed within the rate limit', deny: 'Refused by the rate limit' },
};

export function decisionHeadline(entry: ActivityEntryView): string {
  if (entry.decision === null) return 'Not checked: the call was invalid';
  if (entry.preapproved) return 'Allowed: your settings pre-approve this tool';
  if (!entry.by) return entry.decision === 'allow' ? 'Allowed' : 'Refused';
  return decidedBy[entry.by][entry.decision];
}

export function outcomeText(entry: ActivityEntryView): string {
  if (entry.ok === null) return 'No result: the run ended first';
  const time = entry.latencyMs === undefined ? null : formatDuration(entry.latencyMs);
  if (entry.ok) return time ? `Succeeded in ${time}` : 'Succeeded';
  if (entry.decision === 'deny') return 'Did not run';
  const kind = entry.errorType ?? 'error';
  return time ? `Failed (${kind}) after ${time}` : `Failed (${kind})`;
}

export function callTime(ts: string): string {
  return new Date(ts).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

export function percent(rate: number | null): string {
  return rate === null ? '—' : rate.toLocaleString(undefined, { style: 'percent', maximumFractionDigits: 1 });
}
