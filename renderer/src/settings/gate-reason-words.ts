// Why the approval gate decided a call, in the UI's language, from the code the core logged
// (electron/shared/gate-reason.ts); a line from before the codes shows the core's English reason as written.
import type { ActivityEntryView } from '../../../electron/shared/activity-contract';
import type { GateReason } from '../../../electron/shared/gate-reason';
import { approvalRuleViewSchema } from '../../../electron/shared/approvals-contract';
import { i18n } from '../i18n/i18n';
import { formatDuration } from '../lib/format';
import { describeMatch } from './rule-words';

const ruleScopeKeys = {
  forever: 'gateReasons.ruleAlways',
  conversation: 'gateReasons.ruleConversation',
  once: 'gateReasons.ruleOnce',
} as const;

const matchSchema = approvalRuleViewSchema.shape.match;

function text(params: GateReason['params'], name: string): string {
  const value = params?.[name];
  return value === undefined ? '' : String(value);
}

function ruleWords(params: GateReason['params']): string | undefined {
  const match = matchSchema.safeParse({ kind: text(params, 'match'), value: text(params, 'value') || undefined });
  const scope = text(params, 'scope');
  if (!match.success || !(scope in ruleScopeKeys)) return undefined;
  const key = ruleScopeKeys[scope as keyof typeof ruleScopeKeys];
  return i18n.t(key, { tool: text(params, 'tool'), match: describeMatch(match.data, i18n.t) });
}

function codeWords(reason: GateReason): string | undefined {
  const { code, params } = reason;
  switch (code) {
    case 'ruleAllowed':
      return ruleWords(params);
    case 'timeout': {
      const ms = Number(params?.ms);
      return Number.isFinite(ms) ? i18n.t('gateReasons.timeout', { time: formatDuration(ms) }) : undefined;
    }
    case 'rateLimitRun':
      return i18n.t('gateReasons.rateLimitRun', { limit: text(params, 'limit') });
    case 'rateLimitHour': {
      const ms = Number(params?.ms);
      if (!Number.isFinite(ms)) return undefined;
      return i18n.t('gateReasons.rateLimitHour', { limit: text(params, 'limit'), time: formatDuration(ms) });
    }
    case 'userDenied':
    case 'noOneToAsk':
      return params?.said === undefined
        ? i18n.t(`gateReasons.${code}`)
        : i18n.t(`gateReasons.${code}Said`, { said: text(params, 'said') });
    default:
      return i18n.t(`gateReasons.${code}`, { tool: text(params, 'tool') });
  }
}

export function gateReasonText(entry: Pick<ActivityEntryView, 'reason' | 'reasonCode'>): string | undefined {
  return (entry.reasonCode && codeWords(entry.reasonCode)) ?? entry.reason;
}
