// Which "Always allow…" matches make sense for a request: the exact command or path, an editable prefix, a host, or
// the whole tool; plus a check that a command prefix would really cover this call (mirrors the core's strict rule).
import { i18n } from '../i18n/i18n';
import type { ApprovalRequest } from '../../../electron/shared/agent-events';

export type MatchKind = 'exact' | 'prefix' | 'host' | 'any';

export interface MatchOption {
  kind: MatchKind;
  label: string;
  /** Pre-filled value; editable for prefixes and hosts. */
  value?: string;
  editable: boolean;
}

/** The first word of a command (`git status -s` → `git`), the folder of a path. */
export function defaultPrefix(request: ApprovalRequest): string {
  const value = request.matchValue ?? '';
  if (request.risk === 'exec') return value.trim().split(/\s+/)[0] ?? '';
  const slash = value.replace(/[\\/]+$/, '').search(/[\\/][^\\/]*$/);
  return slash > 0 ? value.slice(0, slash) : value;
}

export function matchOptions(request: ApprovalRequest): MatchOption[] {
  const options: MatchOption[] = [];
  const isCommand = request.risk === 'exec';
  if (request.matchValue) {
    options.push({
      kind: 'exact',
      label: isCommand ? i18n.t('approval.exactCommand') : i18n.t('approval.exactPath'),
      value: request.matchValue,
      editable: false,
    });
    options.push({
      kind: 'prefix',
      label: isCommand ? i18n.t('approval.commandsStarting') : i18n.t('approval.pathsInside'),
      value: defaultPrefix(request),
      editable: true,
    });
  }
  if (request.host)
    options.push({ kind: 'host', label: i18n.t('approval.thisHost'), value: request.host, editable: true });
  options.push({ kind: 'any', label: i18n.t('approval.anyCall', { label: request.label }), editable: false });
  return options;
}

const shellControl = /[;&|`<>\r\n\0]|\$\(/;

/** Why a prefix would not cover this very call, or null when it does. */
export function prefixProblem(request: ApprovalRequest, prefix: string): string | null {
  const p = prefix.trim();
  const target = (request.matchValue ?? '').trim();
  if (!p) return i18n.t('approval.enterPrefix');
  if (!target.startsWith(p)) return i18n.t('approval.prefixStart');
  if (request.risk === 'exec') {
    const rest = target.slice(p.length);
    if (rest && !/^[ \t]/.test(rest)) return i18n.t('approval.prefixWord');
    if (shellControl.test(rest)) return i18n.t('approval.prefixChains');
  }
  return null;
}
