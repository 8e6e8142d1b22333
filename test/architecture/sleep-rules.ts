// The "tests without sleeps" rules (architecture issue 34, item 6) as a scanner over source text: fixed sleeps of
// 100 ms or more, and ways of waiting for a condition other than the shared helper in test/support/wait-for.ts.
// Pure functions over strings, so its test can plant a bad line and see it caught.

export interface SleepFinding {
  path: string;
  line: number;
  rule: string;
  text: string;
}

/** The one file allowed to poll in a loop: the shared wait helper. */
export const WAIT_HELPER = 'test/support/wait-for.ts';

/** The shortest fixed pause that counts as a sleep (a 0 ms timer is a macrotask tick, not a sleep). */
export const SLEEP_MS = 100;

/** A numeric literal such as 200 or 1_500, as a number; undefined for anything else (a variable, an expression). */
function literalMs(argument: string): number | undefined {
  const text = argument.trim();
  return /^\d[\d_]*$/.test(text) ? Number(text.replaceAll('_', '')) : undefined;
}

/** The text between the parenthesis that opens at `open` and its match (strings and nesting skipped roughly). */
function parenthesised(text: string, open: number): string {
  let depth = 0;
  let quote: string | undefined;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

/** The last top-level argument of an argument list. */
function lastArgument(args: string): string {
  let depth = 0;
  let last = 0;
  for (let i = 0; i < args.length; i += 1) {
    const char = args[i]!;
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') depth -= 1;
    else if (char === ',' && depth === 0) last = i + 1;
  }
  return args.slice(last);
}

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** Every match of `pattern` (global) in `text`, with its line number and the line's text. */
function matches(text: string, pattern: RegExp): { index: number; line: number; match: RegExpExecArray }[] {
  const found: { index: number; line: number; match: RegExpExecArray }[] = [];
  for (const match of text.matchAll(pattern))
    found.push({ index: match.index, line: lineOf(text, match.index), match });
  return found;
}

/** The findings for one file (`path` repo-relative, with forward slashes). */
export function findSleeps(path: string, text: string): SleepFinding[] {
  const lines = text.split('\n');
  const findings: SleepFinding[] = [];
  const add = (line: number, rule: string): void => {
    if (!findings.some((finding) => finding.line === line && finding.rule === rule))
      findings.push({ path, line, rule, text: lines[line - 1]!.trim() });
  };

  // A Promise that settles on a timer of a fixed 100 ms or more: `new Promise((resolve) => setTimeout(resolve, 200))`.
  for (const { index, line } of matches(text, /new Promise\b[^(]*\(/g)) {
    const body = parenthesised(text, text.indexOf('(', index + 'new Promise'.length));
    for (const timer of matches(body, /(?<![.\w])setTimeout\s*\(/g)) {
      const ms = literalMs(lastArgument(parenthesised(body, timer.index + timer.match[0].length - 1)));
      if (ms !== undefined && ms >= SLEEP_MS) add(line + timer.line - 1, `a fixed sleep of ${ms} ms`);
    }
  }
  // Playwright's sleep.
  for (const { index, line, match } of matches(text, /\.waitForTimeout\s*\(/g)) {
    const ms = literalMs(parenthesised(text, index + match[0].length - 1));
    if (ms === undefined || ms >= SLEEP_MS) add(line, `page.waitForTimeout(${ms ?? '…'})`);
  }
  // Sleep helpers: node's promise timers, a sleep()/delay() defined, or called with 100 ms or more (not a fake clock's
  // `h.sleep(…)`, which moves a simulated time).
  for (const { line } of matches(text, /from\s+['"](?:node:)?timers\/promises['"]/g))
    add(line, 'a sleep from node:timers/promises');
  for (const { line, match } of matches(text, /(?:function\s+|(?:const|let)\s+)(sleep|delay)\b(?=\s*[(<=])/g))
    add(line, `a ${match[1]}() helper`);
  for (const { index, line, match } of matches(text, /(?<![.\w])(sleep|delay)\s*\(/g)) {
    const ms = literalMs(parenthesised(text, index + match[0].length - 1));
    if (ms !== undefined && ms >= SLEEP_MS) add(line, `${match[1]}(${ms})`);
  }

  // Other ways to wait for a condition: a helper of one's own, Vitest's waitFor, a loop that sleeps between checks.
  if (path !== WAIT_HELPER) {
    for (const { line, match } of matches(
      text,
      /(?:function\s+|(?:const|let)\s+)(waitFor|waitUntil|until|eventually|pollFor|poll|retryUntil)\b(?=\s*[(<=])/g,
    ))
      add(line, `a wait helper of its own (${match[1]}); use waitFor from ${WAIT_HELPER}`);
    for (const { line, match } of matches(text, /\bvi\.(waitFor|waitUntil)\s*\(/g))
      add(line, `vi.${match[1]}; use waitFor from ${WAIT_HELPER}`);
    for (const { index, line, match } of matches(text, /\b(?:while\s*\(|for\s*\(|do\s*\{)/g)) {
      const loop = match[0].startsWith('do') ? '{' : '(';
      const start = text.indexOf(loop, index);
      const head = parenthesised(text, start);
      const after = text.slice(start + head.length + 2).trimStart();
      const body = after.startsWith('{') ? parenthesised(after, 0) : after.slice(0, after.search(/;|\n/) + 1);
      if (/(?<![.\w])setTimeout\s*\(|await\s+(?:sleep|delay)\s*\(/.test(`${head}${body}`))
        add(line, `a loop that sleeps between checks; use waitFor from ${WAIT_HELPER}`);
    }
    // A function that re-arms a timer on itself until a condition holds: `const wait = () => (x ? setTimeout(wait, 20) : …)`.
    for (const { index, line, match } of matches(text, /(?:const|let|function)\s+(\w+)\s*=?\s*(?:async\s*)?\(/g)) {
      const params = index + match[0].length - 1;
      const afterParams = params + parenthesised(text, params).length + 2;
      const opening = text.slice(afterParams).search(/=>|\{/);
      if (opening < 0) continue;
      let start = afterParams + opening + (text.startsWith('=>', afterParams + opening) ? 2 : 0);
      while (/\s/.test(text[start] ?? '')) start += 1;
      const body = '({'.includes(text[start] ?? '')
        ? parenthesised(text, start)
        : text.slice(start, start + Math.max(0, text.slice(start).search(/;|\n/)));
      if (new RegExp(`(?<![.\\w])setTimeout\\s*\\(\\s*${match[1]}\\b`).test(body))
        add(line, `a polling timer (${match[1]}); use waitFor from ${WAIT_HELPER}`);
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}
