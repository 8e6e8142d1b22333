// The words of Settings → Activity: who or what decided a tool call, how it went, what the run had read, and its
// figures. Whole sentences from the catalog (renderer/src/i18n/locales/), numbers and dates in the UI's language.
import type { ActivityEntryView } from '../../../electron/shared/activity-contract';
import type { SourceKind, UntrustedSource } from '../../../electron/shared/provenance';
import { i18n, uiLocale } from '../i18n/i18n';
import type { settingsActivity } from '../i18n/locales/en/settings-activity';
import { formatDateTime, formatDuration } from '../lib/format';

type ActivityKey = `activity.${keyof (typeof settingsActivity)['activity']}`;

const decidedBy: Record<NonNullable<ActivityEntryView['by']>, { allow: ActivityKey; deny: ActivityKey }> = {
  policy: { allow: 'activity.byPolicyAllow', deny: 'activity.byPolicyDeny' },
  rule: { allow: 'activity.byRuleAllow', deny: 'activity.byRuleDeny' },
  user: { allow: 'activity.byUserAllow', deny: 'activity.byUserDeny' },
  timeout: { allow: 'activity.byTimeoutAllow', deny: 'activity.byTimeoutDeny' },
  background: { allow: 'activity.byBackgroundAllow', deny: 'activity.byBackgroundDeny' },
  limit: { allow: 'activity.byLimitAllow', deny: 'activity.byLimitDeny' },
};

const kindKeys: Record<SourceKind, ActivityKey> = {
  web_page: 'activity.kindWebPage',
  search_results: 'activity.kindSearchResults',
  browser_page: 'activity.kindBrowserPage',
  mcp: 'activity.kindMcp',
  mcp_app: 'activity.kindMcpApp',
  custom_tool: 'activity.kindCustomTool',
  file: 'activity.kindFile',
  attachment: 'activity.kindAttachment',
  memory: 'activity.kindMemory',
  command_output: 'activity.kindCommandOutput',
  http_response: 'activity.kindHttpResponse',
  calendar: 'activity.kindCalendar',
  knowledge: 'activity.kindKnowledge',
  skill: 'activity.kindSkill',
};

export function decisionHeadline(entry: ActivityEntryView): string {
  if (entry.decision === null) return i18n.t('activity.notChecked');
  if (entry.preapproved) return i18n.t('activity.preapproved');
  if (!entry.by) return i18n.t(entry.decision === 'allow' ? 'activity.allowed' : 'activity.refused');
  return i18n.t(decidedBy[entry.by][entry.decision]);
}

export function outcomeText(entry: ActivityEntryView): string {
  if (entry.ok === null) return i18n.t('activity.noResult');
  const time = entry.latencyMs === undefined ? null : formatDuration(entry.latencyMs);
  if (entry.ok) return time ? i18n.t('activity.succeededIn', { time }) : i18n.t('activity.succeeded');
  if (entry.decision === 'deny') return i18n.t('activity.didNotRun');
  const kind = entry.errorType ?? 'error';
  return time ? i18n.t('activity.failedAfter', { kind, time }) : i18n.t('activity.failed', { kind });
}

/** One untrusted source as people read it: "garden.example/news (web page)", "the MCP server “notes”". */
export function describeSourceInUi(source: UntrustedSource): string {
  if (source.kind === 'mcp') return i18n.t('activity.sourceMcp', { label: source.label });
  return i18n.t('activity.sourceOf', { label: source.label, kind: i18n.t(kindKeys[source.kind]) });
}

export function describeSourcesInUi(sources: readonly UntrustedSource[]): string {
  return sources.map(describeSourceInUi).join(', ');
}

export function callTime(ts: string): string {
  return formatDateTime(Date.parse(ts), { dateStyle: 'medium', timeStyle: 'medium' });
}

export function percent(rate: number | null): string {
  return rate === null
    ? '—'
    : new Intl.NumberFormat(uiLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}
