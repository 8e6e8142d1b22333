// How an always-allow rule's match reads in the UI's language: Settings → Permissions lists rules with it, and
// Settings → Activity (gate-reason-words.ts) names the rule that allowed a call with it.
import type { TFunction } from 'i18next';
import type { ApprovalRuleView } from '../../../electron/shared/contract';

export function describeMatch(match: ApprovalRuleView['match'], t: TFunction): string {
  const value = match.value ?? '';
  switch (match.kind) {
    case 'any':
      return t('permissions.matchAny');
    case 'exact':
      return t('permissions.matchExact', { value });
    case 'prefix':
      return t('permissions.matchPrefix', { value });
    case 'host':
      return t('permissions.matchHost', { value });
  }
}
