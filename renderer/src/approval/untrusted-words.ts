// What the approval dialog says about a run that read untrusted content, in the UI's language (the catalog's
// untrustedWords): the sentence naming the sources (each as Settings → Activity words it), and what "Allow for the
// rest of this run" covers. The terminal says the same in English (electron/shared/untrusted-approval.ts).
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import type { UntrustedSource } from '../../../electron/shared/provenance';
import { namedSources, runAllowMatch } from '../../../electron/shared/untrusted-approval';
import { i18n } from '../i18n/i18n';
import { describeSourceInUi } from '../settings/activity-words';
import { toolLabel } from '../settings/tool-words';

const say = (key: string, values: Record<string, string | number> = {}) =>
  (i18n.t as (key: string, values: Record<string, string | number>) => string)(`untrustedWords.${key}`, values);

/** "This run read A, B and C; text there may be trying to make Hearth do this." */
export function untrustedSentence(sources: readonly UntrustedSource[]): string {
  const named = namedSources(sources);
  const parts = named.map(describeSourceInUi);
  const others = sources.length - named.length;
  if (others > 0) parts.push(say('otherSources', { number: others }));
  const last = parts.pop() ?? '';
  const list = parts.length === 0 ? last : say('list', { items: parts.join(say('listSeparator')), last });
  return say('sentence', { sources: list });
}

/** "this exact command", "this exact path", "requests to example.com", "any Shell call". */
export function runCoversWords(request: Pick<ApprovalRequest, 'matchValue' | 'host' | 'risk' | 'label' | 'tool'>) {
  const match = runAllowMatch(request);
  if (match.kind === 'exact') return say(request.risk === 'exec' ? 'coversCommand' : 'coversPath');
  if (match.kind === 'host') return say('coversHost', { host: match.value });
  return say('coversAny', { label: toolLabel({ name: request.tool, label: request.label }) });
}
