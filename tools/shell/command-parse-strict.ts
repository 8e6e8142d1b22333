// The strict reading of a shell command, for always-allow rules: a list of simple commands whose words are all known,
// or the reason it is not one (a substitution, a redirection, a compound command…). Built on command-parse.ts.
import type { ShNode } from 'mvdan-sh';
import {
  hasUnquotedExpansion,
  nodes,
  nodeType,
  paramExpIsPlain,
  parseShell,
  unescapeDoubleQuoted,
  unescapeUnquoted,
} from './command-parse';
import type { Fail, Ok } from '../../electron/shared/result';

// BinaryCmd operators in mvdan/sh's token numbering (stable within the pinned version).
const binaryOps: Record<number, string> = { 10: '&&', 11: '||', 12: '|', 13: '|&' };

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
