// Pure matching of always-allow rules (and job grants) against one tool call's facts.
// Strict by design: a rule that is unsure whether it covers a call does not cover it (the user is asked instead).
import type { ToolRisk } from '../../tools/tool';
import type { ApprovalRule, RuleMatch } from '../storage/approval-rules';

export interface CallFacts {
  tool: string;
  risk: ToolRisk;
  /** describeCall().matchValue: the shell command, or the (resolved) path of a file tool. */
  matchValue?: string;
  /** describeCall().host: the host a network tool contacts. */
  host?: string;
}

/**
 * Shell syntax that can start another command or redirect output. A command prefix rule never matches a command
 * that has any of these after the prefix: `;`, `&` (also `&&`), `|` (also `||`), backticks, `$(`, `<`, `>`,
 * newlines and NUL. Quoting is not interpreted, so `git log '; x'` is refused too (strict on purpose).
 */
const shellControl = /[;&|`<>\r\n\0]|\$\(/;

/**
 * Command prefix on a word boundary: `git status` matches `git status` and `git status --short`, but not
 * `git statusfoo`, `git status; rm -rf x` or `git status && make`. Leading/trailing blanks are ignored.
 */
export function commandPrefixMatches(prefix: string, command: string): boolean {
  const p = prefix.trim();
  const c = command.trim();
  if (p.length === 0 || !c.startsWith(p)) return false;
  const rest = c.slice(p.length);
  if (rest.length > 0 && !/^[ \t]/.test(rest)) return false;
  return !shellControl.test(rest);
}

/**
 * Path prefix on a segment boundary: `/w/docs` matches `/w/docs` and `/w/docs/a.txt`, not `/w/docs2`.
 * A path with a `..` segment never matches (tools should pass resolved paths; an unresolved one is not trusted).
 */
export function pathPrefixMatches(prefix: string, path: string): boolean {
  if (prefix.length === 0 || path.split(/[\\/]/).includes('..')) return false;
  if (path === prefix) return true;
  const base = prefix.replace(/[\\/]+$/, '');
  if (base.length === 0) return /^[\\/]/.test(path); // the rule is the root folder itself
  return path.startsWith(base) && /^[\\/]/.test(path.slice(base.length));
}

/** Host equality (case-insensitive, trailing dot ignored); `*.example.com` matches subdomains only. */
export function hostMatches(pattern: string, host: string): boolean {
  const p = normalizeHost(pattern);
  const h = normalizeHost(host);
  if (p.length === 0 || h.length === 0) return false;
  if (p.startsWith('*.')) return h.endsWith(p.slice(1)) && h.length > p.length - 1;
  return p === h;
}

/** Whether a rule's argument match covers the call (the tool name is checked separately). */
export function matchCovers(match: RuleMatch, facts: CallFacts): boolean {
  const value = match.value ?? '';
  switch (match.kind) {
    case 'any':
      return true;
    case 'exact':
      return facts.matchValue !== undefined && value.length > 0 && facts.matchValue === value;
    case 'prefix':
      if (facts.matchValue === undefined) return false;
      return facts.risk === 'exec'
        ? commandPrefixMatches(value, facts.matchValue)
        : pathPrefixMatches(value, facts.matchValue);
    case 'host':
      return facts.host !== undefined && hostMatches(value, facts.host);
    default:
      return false;
  }
}

/** Whether a stored rule applies to this call now: same tool, unexpired, right conversation, argument match. */
export function ruleApplies(rule: ApprovalRule, facts: CallFacts, context: { conversationId?: string; now: number }): boolean {
  if (rule.tool !== facts.tool) return false;
  if (rule.expiresAt !== undefined && rule.expiresAt <= context.now) return false;
  if (rule.scope === 'conversation' && (rule.conversationId === undefined || rule.conversationId !== context.conversationId)) {
    return false;
  }
  if (rule.scope === 'once' && rule.conversationId !== undefined && rule.conversationId !== context.conversationId) {
    return false;
  }
  return matchCovers(rule.match, facts);
}

function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}
