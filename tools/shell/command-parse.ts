// Shell commands read by a real parser (mvdan/sh's bash parser, via the mvdan-sh package), not by regexes.
// Two readings: a strict one for always-allow rules (a list of simple commands whose words are all known, or a reason
// why not), and a lenient one for the dangerous-command check (every simple command anywhere, words evaluated with
// $HOME/~ resolved and unknown parts marked).
import { createRequire } from 'node:module';
import type mvdan from 'mvdan-sh';
import type { ShNode, ShParser } from 'mvdan-sh';
import type { Ok, Fail } from '../../electron/shared/result';

type Syntax = (typeof mvdan)['syntax'];

let loaded: { syntax: Syntax; parser: ShParser } | null = null;

/**
 * mvdan-sh is a 1.5 MB CommonJS bundle (~0.1-0.45 s to evaluate), so it loads on the first parse, synchronously, not at
 * start-up of the app and the CLI. Resolved from this module (source under tsx/vitest, out/main in the built app, where
 * electron-vite leaves node_modules packages external).
 */
function shell(): { syntax: Syntax; parser: ShParser } {
  if (!loaded) {
    const { syntax } = createRequire(import.meta.url)('mvdan-sh') as typeof mvdan;
    loaded = { syntax, parser: syntax.NewParser(syntax.Variant(syntax.LangBash)) };
  }
  return loaded;
}

/** Parses bash source; null when it does not parse (unterminated quote, syntax error…). */
export function parseShell(source: string): ShNode | null {
  const { parser } = shell();
  try {
    return parser.Parse(source, '');
  } catch {
    return null;
  }
}

export function nodeType(node: unknown): string {
  return node && typeof node === 'object' ? shell().syntax.NodeType(node as ShNode) : '';
}

/** Every node of the tree, depth first. */
export function walkNodes(root: ShNode, visit: (node: ShNode, type: string) => void): void {
  const { syntax } = shell();
  syntax.Walk(root, (node) => {
    if (node) visit(node, syntax.NodeType(node));
    return true;
  });
}

export function nodes(value: unknown): ShNode[] {
  return Array.isArray(value) ? (value as ShNode[]) : [];
}

// BinaryCmd operators in mvdan/sh's token numbering (stable within the pinned version).
const binaryOps: Record<number, string> = { 10: '&&', 11: '||', 12: '|', 13: '|&' };

/** Removes backslash escapes from an unquoted literal (`\r` → `r`, `\<newline>` → nothing). */
function unescapeUnquoted(value: string): string {
  return value.replace(/\\\n/g, '').replace(/\\(.)/gs, '$1');
}

/** Inside double quotes a backslash only escapes `$`, backtick, `"`, `\` and newline. */
function unescapeDoubleQuoted(value: string): string {
  return value.replace(/\\\n/g, '').replace(/\\([$`"\\])/g, '$1');
}

/** Unquoted text the shell would expand further: globs, brace expansion, a leading tilde. */
function hasUnquotedExpansion(raw: string, first: boolean): boolean {
  const plain = raw.replace(/\\./gs, '__');
  return /[*?[]/.test(plain) || /\{[^}]*(?:,|\.\.)[^}]*\}/.test(plain) || (first && plain.startsWith('~'));
}

function paramExpIsPlain(part: ShNode): boolean {
  return (
    !part.Excl && !part.Length && !part.Width && !part.Index && !part.Slice && !part.Repl && !part.Names && !part.Exp
  );
}

export interface WordValue {
  /** The word after quote removal; unknown parts are kept in their source form. */
  value: string;
  /** True when the value is exactly what the shell passes (no globs, variables or tilde left to expand). */
  known: boolean;
}

/**
 * A word for rule matching: literals and quotes are resolved; a plain `$NAME` or a glob leaves the word unknown;
 * anything that can run code or assign (command/process substitution, arithmetic, `${x=…}`, `${x@P}`, `$'…'`)
 * makes it not understood (throws NotUnderstood, turned into a reason by parseStrict).
 */
export function strictWord(word: ShNode): WordValue {
  let value = '';
  let known = true;
  nodes(word.Parts).forEach((part, index) => {
    const type = nodeType(part);
    if (type === 'Lit') {
      const raw = String(part.Value);
      if (hasUnquotedExpansion(raw, index === 0)) known = false;
      value += unescapeUnquoted(raw);
    } else if (type === 'SglQuoted' && !part.Dollar) {
      value += String(part.Value);
    } else if (type === 'DblQuoted' && !part.Dollar) {
      for (const inner of nodes(part.Parts)) {
        const innerType = nodeType(inner);
        if (innerType === 'Lit') value += unescapeDoubleQuoted(String(inner.Value));
        else if (innerType === 'ParamExp' && paramExpIsPlain(inner)) {
          known = false;
          value += `\${${String((inner.Param as ShNode | null)?.Value ?? '')}}`;
        } else throw new NotUnderstood(describePart(innerType));
      }
    } else if (type === 'ParamExp' && paramExpIsPlain(part)) {
      known = false;
      value += `\${${String((part.Param as ShNode | null)?.Value ?? '')}}`;
    } else {
      throw new NotUnderstood(describePart(type));
    }
  });
  return { value, known };
}

class NotUnderstood extends Error {}

function describePart(type: string): string {
  switch (type) {
    case 'CmdSubst':
      return 'command substitution';
    case 'ProcSubst':
      return 'process substitution';
    case 'ArithmExp':
      return 'arithmetic expansion';
    case 'ParamExp':
      return 'a parameter expansion that assigns or transforms';
    case 'SglQuoted':
    case 'DblQuoted':
      return '$-quoting';
    case 'ExtGlob':
      return 'an extended glob';
    default:
      return type || 'unknown syntax';
  }
}

export interface SimpleCommand {
  /** `NAME=value` words before the command. */
  assigns: string[];
  words: WordValue[];
}

export interface CommandList {
  commands: SimpleCommand[];
  /** The operators between consecutive commands: `&&`, `||`, `|`, `|&` or `;` (also a newline). */
  ops: string[];
}

export type StrictParse = Ok<{ list: CommandList }> | Fail<{ reason: string }>;

function flatten(stmt: ShNode, out: CommandList): void {
  if (stmt.Background || stmt.Coprocess) throw new NotUnderstood('a background job');
  if (nodes(stmt.Redirs).length > 0) throw new NotUnderstood('a redirection');
  const cmd = stmt.Cmd as ShNode | null;
  const type = nodeType(cmd);
  if (type === 'BinaryCmd' && cmd) {
    const op = binaryOps[Number(cmd.Op)];
    if (!op) throw new NotUnderstood('an unknown operator');
    flatten(cmd.X as ShNode, out);
    out.ops.push(op);
    flatten(cmd.Y as ShNode, out);
    return;
  }
  if (type !== 'CallExpr' || !cmd) throw new NotUnderstood(type ? `a compound command (${type})` : 'an empty command');
  const assigns = nodes(cmd.Assigns).map((assign) => {
    if (assign.Append || assign.Index || assign.Array) throw new NotUnderstood('an array assignment');
    const value = assign.Value ? strictWord(assign.Value as ShNode) : { value: '', known: true };
    return `${String((assign.Name as ShNode | null)?.Value ?? '')}=${value.value}`;
  });
  const words = nodes(cmd.Args).map((word) => strictWord(word));
  out.commands.push({ assigns, words });
}

/** The strict reading: a list of simple commands joined by `&&`, `||`, `|` or `;`, every word free of code. */
export function parseStrict(source: string): StrictParse {
  const file = parseShell(source);
  if (!file) return { ok: false, reason: 'the command does not parse' };
  const list: CommandList = { commands: [], ops: [] };
  try {
    nodes(file.Stmts).forEach((stmt, index) => {
      if (index > 0) list.ops.push(';');
      flatten(stmt, list);
    });
  } catch (error) {
    if (error instanceof NotUnderstood) return { ok: false, reason: `the command uses ${error.message}` };
    throw error;
  }
  if (list.commands.length === 0) return { ok: false, reason: 'the command is empty' };
  return { ok: true, list };
}

/** How the lenient reading resolves variables; unknown ones stay unknown. */
export interface WordEnv {
  home: string;
  workspace: string;
}

export interface EvaluatedWord {
  value: string;
  /** Exactly known (no unresolved variable or substitution). Globs are kept as text and flagged separately. */
  known: boolean;
  glob: boolean;
}

const unknownMarker = '\u0000';

/** The lenient reading of one word: quotes removed, `~`, `$HOME`, `${HOME}` and `$PWD` resolved, the rest unknown. */
export function evaluateWord(word: ShNode, env: WordEnv): EvaluatedWord {
  let value = '';
  let glob = false;
  const param = (part: ShNode): string => {
    const name = String((part.Param as ShNode | null)?.Value ?? '');
    if (paramExpIsPlain(part) && name === 'HOME') return env.home;
    if (paramExpIsPlain(part) && name === 'PWD') return env.workspace;
    return unknownMarker;
  };
  nodes(word.Parts).forEach((part, index) => {
    const type = nodeType(part);
    if (type === 'Lit') {
      let raw = String(part.Value);
      if (index === 0 && /^~(?:\/|$)/.test(raw)) raw = env.home + raw.slice(1);
      else if (index === 0 && raw.startsWith('~')) value += unknownMarker;
      if (/[*?[]/.test(raw.replace(/\\./gs, '__'))) glob = true;
      value += unescapeUnquoted(raw);
    } else if (type === 'SglQuoted') {
      value += part.Dollar ? unknownMarker : String(part.Value);
      if (/[*?[]/.test(String(part.Value))) glob = true;
    } else if (type === 'DblQuoted') {
      for (const inner of nodes(part.Parts)) {
        const innerType = nodeType(inner);
        if (innerType === 'Lit') value += unescapeDoubleQuoted(String(inner.Value));
        else if (innerType === 'ParamExp') value += param(inner);
        else value += unknownMarker;
      }
      if (/[*?[]/.test(value)) glob = true;
    } else if (type === 'ParamExp') {
      value += param(part);
    } else {
      value += unknownMarker;
    }
  });
  const known = !value.includes(unknownMarker);
  return { value: known ? value : value.split(unknownMarker).join('$?'), known, glob };
}

export interface LenientCommand {
  words: EvaluatedWord[];
  /** Redirection targets of the statement (`> f`, `>> f`), evaluated. */
  writes: EvaluatedWord[];
}

export interface LenientParse {
  /** Every simple command anywhere in the source (inside substitutions, functions, loops, subshells…). */
  commands: LenientCommand[];
  /** Pipelines: each is the commands of one `a | b | c`, in order. */
  pipelines: LenientCommand[][];
  /** Words of `eval` and of process/command substitutions are not separated out; these flags say they exist. */
  hasCommandSubstitution: boolean;
}

function positionOf(node: ShNode): string {
  const pos = typeof node.Pos === 'function' ? (node.Pos as () => unknown)() : undefined;
  const offset =
    pos && typeof (pos as { Offset?: unknown }).Offset === 'function' ? (pos as { Offset: () => number }).Offset() : '';
  return String(offset);
}

/** Redirect operators that write their word's file: > >> <> >| &> &>> and >& (a file name, not a descriptor). */
const writingRedirects = new Set([54, 55, 57, 59, 60, 64, 65]);

/** The lenient reading used by the dangerous-command check; null when the source does not parse. */
export function parseLenient(source: string, env: WordEnv): LenientParse | null {
  const file = parseShell(source);
  if (!file) return null;
  // The parser hands out a fresh wrapper per visit, so commands are keyed by their position in the source.
  const byCall = new Map<string, LenientCommand>();
  const result: LenientParse = { commands: [], pipelines: [], hasCommandSubstitution: false };
  const commandOf = (call: ShNode): LenientCommand => {
    const words = nodes(call.Args).map((word) => evaluateWord(word, env));
    const key = `${positionOf(call)}:${JSON.stringify(words)}`;
    let found = byCall.get(key);
    if (!found) {
      found = { words, writes: [] };
      byCall.set(key, found);
      result.commands.push(found);
    }
    return found;
  };
  const pipelineMembers = (stmt: ShNode, out: LenientCommand[]): void => {
    const cmd = stmt.Cmd as ShNode | null;
    const type = nodeType(cmd);
    if (type === 'BinaryCmd' && cmd && (Number(cmd.Op) === 12 || Number(cmd.Op) === 13)) {
      pipelineMembers(cmd.X as ShNode, out);
      pipelineMembers(cmd.Y as ShNode, out);
    } else if (type === 'CallExpr' && cmd) {
      out.push(commandOf(cmd));
    } else {
      out.push({ words: [{ value: type, known: false, glob: false }], writes: [] });
    }
  };
  walkNodes(file, (node, type) => {
    if (type === 'CmdSubst' || type === 'ProcSubst') result.hasCommandSubstitution = true;
    if (type === 'CallExpr') commandOf(node);
    if (type === 'Stmt') {
      const cmd = node.Cmd as ShNode | null;
      if (nodeType(cmd) === 'CallExpr' && cmd) {
        const command = commandOf(cmd);
        for (const redirect of nodes(node.Redirs)) {
          if (redirect.Word && writingRedirects.has(Number(redirect.Op)))
            command.writes.push(evaluateWord(redirect.Word as ShNode, env));
        }
      }
      if (nodeType(cmd) === 'BinaryCmd' && cmd && (Number(cmd.Op) === 12 || Number(cmd.Op) === 13)) {
        const members: LenientCommand[] = [];
        pipelineMembers(node, members);
        result.pipelines.push(members);
      }
    }
  });
  // Nested pipelines (a | b | c is (a | b) | c) appear once per level; the outermost holds all members.
  result.pipelines = result.pipelines.filter(
    (p) => !result.pipelines.some((q) => q !== p && q.length > p.length && p.every((c) => q.includes(c))),
  );
  return result;
}
