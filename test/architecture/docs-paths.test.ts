// Docs that stay true: every repo path named in README.md, ARCHITECTURE.md, CONTRIBUTING.md or in a source file's
// header comment exists (checker: docs-paths.ts), and the checker catches a planted wrong path in each form it reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerComment, pathMentions, stalePaths, type RepoPaths, type TextFile } from './docs-paths';

const root = resolve(__dirname, '../..');
const docs = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md'];
/** Where header comments are read: these folders, and the files at the root (configs) and in .ci. */
const sourceFolders = ['electron', 'tools', 'renderer/src', 'scripts', 'test', 'bench', '.ci'];
const headerFiles = /\.(ts|tsx|mts|mjs|js|css|sh|yml)$/;
const isSource = (path: string): boolean =>
  path.startsWith('.ci/') ||
  (headerFiles.test(path) && (!path.includes('/') || sourceFolders.some((folder) => path.startsWith(`${folder}/`))));
/** Never part of the tree a doc may name: built, installed or written by runs. */
const skipped = new Set(['.git', 'node_modules', 'out', 'dist', '.vite', 'test/e2e/artifacts']);

/** Every file and folder under `folder` (repo-relative, forward slashes), minus what runs write. */
function walk(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (skipped.has(path)) return [];
    return entry.isDirectory() ? [path, ...walk(path)] : [path];
  });
}

const read = (path: string): TextFile => ({ path, text: readFileSync(join(root, path), 'utf8') });

describe('docs paths', () => {
  const tree = walk('');
  const repo: RepoPaths = new Set(tree);

  it('every path the docs name exists', () => {
    expect(docs.flatMap((doc) => stalePaths(read(doc), 'doc', repo))).toEqual([]);
  });

  it("every path a source file's header comment names exists", () => {
    const sources = tree.filter(isSource);
    expect(sources.length).toBeGreaterThan(500);
    expect(sources.flatMap((path) => stalePaths(read(path), 'header', repo))).toEqual([]);
  });
});

/** A small tree for the checker's own cases. */
const sample: RepoPaths = new Set([
  'README.md',
  'ARCHITECTURE.md',
  'electron',
  'electron/agent',
  'electron/agent/chat',
  'electron/agent/chat/session.ts',
  'electron/main',
  'electron/preload',
  'electron/runtime',
  'electron/runtime/model.ts',
  'electron/storage',
  'electron/storage/message-tree.ts',
  'bench',
  'bench/report.ts',
  'bench/support',
  'bench/support/stats.ts',
]);
const doc = (text: string): TextFile => ({ path: 'ARCHITECTURE.md', text });
const header = (path: string, text: string): TextFile => ({ path, text: `// ${text}\nexport {};\n` });

describe('the docs-paths checker', () => {
  it('reports a planted wrong path, once, naming the file and the path', () => {
    const text = 'The session is `electron/agent/session.ts` (see electron/agent/session.ts).';
    expect(stalePaths(doc(text), 'doc', sample)).toEqual([
      'ARCHITECTURE.md: `electron/agent/session.ts` does not exist',
    ]);
    expect(stalePaths(doc('The session is `electron/agent/chat/session.ts`.'), 'doc', sample)).toEqual([]);
  });

  // [form, the file, a mention that resolves, a wrong one of the same form]
  const forms: Array<[string, TextFile['path'], string, string]> = [
    ['a file from the root', 'ARCHITECTURE.md', 'electron/agent/chat/session.ts', 'electron/agent/session.ts'],
    ['a module without its extension', 'ARCHITECTURE.md', 'electron/agent/chat/session', 'electron/agent/session'],
    ['a folder', 'ARCHITECTURE.md', 'electron/agent/chat/', 'electron/agent/talk/'],
    ['a short form', 'ARCHITECTURE.md', 'agent/chat/session.ts', 'agent/session.ts'],
    ['a short form without extension', 'ARCHITECTURE.md', 'storage/message-tree', 'storage/message-trees'],
    ['a short form from a header', 'bench/report.ts', 'runtime/model.ts', 'runtime/models.ts'],
    ['a path and a line', 'ARCHITECTURE.md', 'electron/runtime/model.ts:12', 'electron/runtime/models.ts:12'],
    ['./ beside the file', 'bench/support/x.ts', './stats.ts', './report.ts'],
    ['../ above the file', 'bench/support/x.ts', '../report.ts', '../stats.ts'],
    ['a bare name beside the file', 'bench/support/x.ts', 'stats.ts', 'statistics.ts'],
    ['a bare name in a folder above', 'bench/support/x.ts', 'report.ts', 'reports.ts'],
    ['a bare name in a doc', 'ARCHITECTURE.md', 'session.ts', 'sessions.ts'],
    ['alternatives', 'ARCHITECTURE.md', 'README.md/ARCHITECTURE.md', 'README.md/DESIGN.md'],
    ['a doc by section sign', 'ARCHITECTURE.md', 'ARCHITECTURE §2', 'DESIGN §3'],
  ];
  it.each(forms)('%s: resolves when it exists, is reported when not', (_form, path, good, wrong) => {
    const check = (mention: string) =>
      path.endsWith('.md')
        ? stalePaths({ path, text: `See \`${mention}\`.` }, 'doc', sample)
        : stalePaths(header(path, `See ${mention}.`), 'header', sample);
    expect(check(good)).toEqual([]);
    expect(check(wrong)).toHaveLength(1);
  });

  it('a bare name in a header is looked up beside the file and above it, not in other folders', () => {
    expect(stalePaths(header('bench/report.ts', 'See stats.ts.'), 'header', sample)).toEqual([
      'bench/report.ts: `stats.ts` does not exist',
    ]);
  });

  it.each([
    ['a placeholder', 'handlers/<domain>.ts and test/<folder or file>'],
    ["the machine's paths", '<dataDir>/window-state.json, ~/garden/notes.md, /usr/bin/chromium, .vscode/mcp.json'],
    ['URLs and specifiers', 'https://example.com/docs/x.md node:path @modelcontextprotocol/sdk text/plain'],
    ['extensions and globs', 'a `.mjs` file, `*.test.ts`, `.test.ts`, electron/main/app-update*.ts'],
    ['built output', 'out/cli/hearth.mjs and node_modules/electron/electron.d.ts'],
    ["a person's files", 'HEARTH.md, AGENTS.md, claude_desktop_config.json'],
    ['folder alternatives', 'electron/main and main/preload'],
    ['prose', 'e.g. and/or, Node.js 20, a 3/4 share, 1.5 MB'],
  ])('%s: not repo paths', (_what, text) => {
    expect(stalePaths(doc(text), 'doc', sample)).toEqual([]);
  });

  it('names nothing outside the leading comment of a source file', () => {
    const source =
      '#!/usr/bin/env node\n// Reads electron/runtime/model.ts\n/* and electron/gone.ts */\n\n// later.ts\n';
    expect(headerComment('scripts/x.mjs', source)).toBe(
      '// Reads electron/runtime/model.ts\n/* and electron/gone.ts */',
    );
    expect(stalePaths({ path: 'scripts/x.mjs', text: source }, 'header', sample)).toEqual([
      'scripts/x.mjs: `electron/gone.ts` does not exist',
    ]);
    const css = '/* Styles for\n   electron/none.css and bench/gone.md */\n.a { color: red; }\n';
    expect(pathMentions(headerComment('renderer/src/a.css', css))).toEqual(['electron/none.css', 'bench/gone.md']);
    const shell = '#!/usr/bin/env bash\n# Usage: bash bench/gone.sh\nset -e\n# not the header: bench/other.sh\n';
    expect(pathMentions(headerComment('test/x.sh', shell))).toEqual(['bench/gone.sh']);
  });
});
