// Pure matching of always-allow rules (and job grants) against one tool call's facts.
// Strict by design: a rule that is unsure whether it covers a call does not cover it (the user is asked instead).
import { codeRunningReason } from '../../../tools/shell/command-meaning';
import { parseStrict, type CommandList } from '../../../tools/shell/command-parse-strict';
import type { ToolRisk } from '../../../tools/tool';
import type { ApprovalRule, RuleMatch } from '../../storage/approval-rules';

export interface CallFacts {
  tool: string;
  risk: ToolRisk;
  /** describeCall().matchValue: the shell command, or the (resolved) path of a file tool. */
  matchValue?: string;
  /** describeCall().host: the host a network tool contacts. */
  host?: string;
}

/**
 * Command prefix by meaning: both the rule and the command are parsed by a real shell parser. The command must be a
 * simple command (or a list joined by `&&`, `||`, `|`, `;` exactly as the rule's own list) whose program and leading
 * arguments are the rule's, word for word after quote removal; `git status` matches `git status --short`, not
 * `git statusfoo`, `git status; rm -rf x` or `git status > f`. Never covered, whatever the prefix: anything the parser
 * cannot fully understand (substitutions, parameter expansions that assign or transform, redirections, compound
 * commands, `VAR=value` prefixes), unknown words (globs, `$VAR`) in the program's place, and options that run code or
 * delete (`git -c`, `find -exec`/`-delete`, `sh -c`, `python -c`, `xargs`, `env`, `sudo`, `eval`…; see command-meaning.ts).
 */
export function commandPrefixMatches(prefix: string, command: string): boolean {
  return commandPrefixVerdict(prefix, command) === null;
}

/** Null when the prefix rule covers the command, else why not (for tests and diagnostics). */
export function commandPrefixVerdict(prefix: string, command: string): string | null {
  if (prefix.trim().length === 0) return 'empty prefix';
  if ([...command].some((char) => char !== '\t' && char !== '\n' && (char < ' ' || char === '\u007f')))
    return 'control characters in the command';
  const rule = parseStrict(prefix);
  if (!rule.ok) return `the rule itself is not a plain command list (${rule.reason})`;
  const call = parseStrict(command);
  if (!call.ok) return call.reason;
  return listCovers(rule.list, call.list);
}

function listCovers(rule: CommandList, call: CommandList): string | null {
  if (rule.commands.length !== call.commands.length || rule.ops.join(' ') !== call.ops.join(' '))
    return 'the command list differs from the rule';
  for (let index = 0; index < call.commands.length; index += 1) {
    const ruleCommand = rule.commands[index]!;
    const callCommand = call.commands[index]!;
    if (callCommand.assigns.length > 0 || ruleCommand.assigns.length > 0) return 'a VAR=value prefix';
    const ruleWords = ruleCommand.words;
    const callWords = callCommand.words;
    if (ruleWords.length === 0 || ruleWords.some((word) => !word.known)) return 'the rule has unknown words';
    const last = index === call.commands.length - 1;
    if (last ? callWords.length < ruleWords.length : callWords.length !== ruleWords.length)
      return 'the arguments differ from the rule';
    if (ruleWords.some((word, at) => callWords[at]?.value !== word.value || !callWords[at]?.known))
      return 'the program or leading arguments differ';
    const literal = callWords.map((word) => word.value);
    // Strict on purpose: an argument that merely quotes shell syntax (`'; rm'`) is not covered either.
    if (callWords.slice(ruleWords.length).some((word) => /[;&|`<>]|\$\(/.test(word.value)))
      return 'an argument holding shell syntax';
    const reason = codeRunningReason(literal);
    if (reason) return reason;
    // A word the shell still expands (glob, $VAR) could turn into one of those options: only harmless programs take them.
    if (callWords.some((word) => !word.known) && codeRunningReason([literal[0]!, '-c', '-exec', '-e']) !== null) {
      return 'an expanding word (glob or variable) after a program whose options run code';
    }
  }
  return null;
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
export function ruleApplies(
  rule: ApprovalRule,
  facts: CallFacts,
  context: { conversationId?: string; now: number },
): boolean {
  if (rule.tool !== facts.tool) return false;
  if (rule.expiresAt !== undefined && rule.expiresAt <= context.now) return false;
  if (
    rule.scope === 'conversation' &&
    (rule.conversationId === undefined || rule.conversationId !== context.conversationId)
  ) {
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
