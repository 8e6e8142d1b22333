// The lenient reading of a shell command, for the dangerous-command check: every simple command anywhere, its words
// evaluated with `~`, $HOME and $PWD resolved and unknown parts marked, its pipelines and the files it writes.
// Built on command-parse.ts.
import type { ShNode } from 'mvdan-sh';
import {
  nodes,
  nodeType,
  paramExpIsPlain,
  parseShell,
  unescapeDoubleQuoted,
  unescapeUnquoted,
  walkNodes,
} from './command-parse';

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
