// Shell commands read by a real parser (mvdan/sh's bash parser, via the mvdan-sh package), not by regexes: the parser,
// loaded on first use, its node walking, and the quoting rules both readings share. The strict reading for
// always-allow rules is command-parse-strict.ts; the lenient one for the dangerous-command check command-parse-lenient.ts.
import { createRequire } from 'node:module';
import type mvdan from 'mvdan-sh';
import type { ShNode, ShParser } from 'mvdan-sh';

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

/** Removes backslash escapes from an unquoted literal (`\r` → `r`, `\<newline>` → nothing). */
export function unescapeUnquoted(value: string): string {
  return value.replace(/\\\n/g, '').replace(/\\(.)/gs, '$1');
}

/** Inside double quotes a backslash only escapes `$`, backtick, `"`, `\` and newline. */
export function unescapeDoubleQuoted(value: string): string {
  return value.replace(/\\\n/g, '').replace(/\\([$`"\\])/g, '$1');
}

/** Unquoted text the shell would expand further: globs, brace expansion, a leading tilde. */
export function hasUnquotedExpansion(raw: string, first: boolean): boolean {
  const plain = raw.replace(/\\./gs, '__');
  return /[*?[]/.test(plain) || /\{[^}]*(?:,|\.\.)[^}]*\}/.test(plain) || (first && plain.startsWith('~'));
}

export function paramExpIsPlain(part: ShNode): boolean {
  return (
    !part.Excl && !part.Length && !part.Width && !part.Index && !part.Slice && !part.Repl && !part.Names && !part.Exp
  );
}
