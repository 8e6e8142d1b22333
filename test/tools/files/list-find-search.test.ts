// list_dir, find_files and search_files on a real workspace: listing, globs, text/regex search with caps,
// a runaway regex stopped by its time budget, and no way to list or search outside through `..` or symlinks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import {
  createFileTools,
  createFindFilesTool,
  createListDirTool,
  createSearchFilesTool,
} from '../../../tools/files/index';
import type { AnyTool } from '../../../tools/tool';
import { createTempDirs } from '../../support/temp-dir';
import { createFileFixture, type FileFixture } from './file-tools-support';

const temp = createTempDirs();
afterAll(() => temp.cleanup());
let fx: FileFixture;
beforeEach(() => {
  fx = createFileFixture(temp.make('files'));
  writeFileSync(join(fx.workspace, 'docs', 'readme.md'), '# Title\nHello world\nhello again\n');
  writeFileSync(join(fx.workspace, 'docs', 'notes.txt'), 'nothing here\n');
  mkdirSync(join(fx.workspace, 'src', 'deep'), { recursive: true });
  writeFileSync(join(fx.workspace, 'src', 'deep', 'main.ts'), 'export const hello = 1;\n');
  writeFileSync(join(fx.workspace, 'src', 'image.bin'), Buffer.from([0, 1, 2, 104, 101, 108, 108, 111]));
  mkdirSync(join(fx.workspace, '.git'));
  writeFileSync(join(fx.workspace, '.git', 'config'), 'hello from git\n');
});

let list: AnyTool;
let find: AnyTool;
let search: AnyTool;
beforeEach(() => {
  list = createListDirTool({ dataDir: fx.dataDir, limits: { maxListEntries: 3 } });
  find = createFindFilesTool({ dataDir: fx.dataDir });
  search = createSearchFilesTool({ dataDir: fx.dataDir });
});

describe('list_dir', () => {
  test('lists folders with "/", files with sizes, symlinks with targets, capped', async () => {
    const result = await fx.call(createListDirTool({ dataDir: fx.dataDir }), { path: '.' });
    expect(result.content.split('\n')).toEqual([
      '.git/',
      'docs/',
      `escape-dir -> ${fx.outside}`,
      `escape-file -> ${join(fx.outside, 'secret.txt')}`,
      'src/',
    ]);
    const capped = await fx.call(list, {});
    expect(capped.content).toMatch(/\[… 2 more entries not shown\]$/);
  });

  test.each(['..', '../outside', 'escape-dir', '/tmp'])('refuses %s', async (path) => {
    const result = await fx.call(list, { path });
    expect(result).toMatchObject({ ok: false, errorType: 'invalid_path' });
    expect(result.content).not.toContain('secret.txt');
  });

  test('missing folders and files are clear errors', async () => {
    expect(await fx.call(list, { path: 'nope' })).toMatchObject({ ok: false, errorType: 'not_found' });
    expect(await fx.call(list, { path: 'docs/readme.md' })).toMatchObject({
      ok: false,
      content: '"docs/readme.md" is not a folder.',
    });
  });
});

describe('find_files', () => {
  test('a bare pattern matches names at any depth; a path pattern matches paths', async () => {
    expect((await fx.call(find, { pattern: '*.ts' })).content).toBe('src/deep/main.ts');
    expect((await fx.call(find, { pattern: 'docs/*' })).content).toBe('docs/notes.txt\ndocs/readme.md');
    expect((await fx.call(find, { pattern: '**/*.md', path: 'docs' })).content).toBe('readme.md');
    expect((await fx.call(find, { pattern: '*.nothing' })).content).toBe('No files match.');
  });

  test('symlinks are listed but never followed; .git is skipped', async () => {
    const all = (await fx.call(find, { pattern: '**' })).content.split('\n');
    expect(all).toContain('escape-dir');
    expect(all.some((path) => path.includes('secret.txt'))).toBe(false);
    expect(all.some((path) => path.startsWith('.git'))).toBe(false);
  });

  test('refuses a search root outside the workspace', async () => {
    expect(await fx.call(find, { pattern: '*', path: '../outside' })).toMatchObject({
      ok: false,
      errorType: 'invalid_path',
    });
    expect(await fx.call(find, { pattern: '*', path: 'escape-dir' })).toMatchObject({
      ok: false,
      errorType: 'invalid_path',
    });
  });
});

describe('search_files', () => {
  test('finds text with path and line; case and regex options work; binaries are skipped', async () => {
    expect((await fx.call(search, { query: 'hello' })).content).toBe(
      'docs/readme.md:3: hello again\nsrc/deep/main.ts:1: export const hello = 1;',
    );
    const insensitive = await fx.call(search, { query: 'HELLO', ignoreCase: true, glob: '*.md' });
    expect(insensitive.content).toBe('docs/readme.md:2: Hello world\ndocs/readme.md:3: hello again');
    expect((await fx.call(search, { query: '^#\\s+\\w+$', regex: true })).content).toBe('docs/readme.md:1: # Title');
    expect((await fx.call(search, { query: 'a.b' })).content).toMatch(/^No matches/);
  });

  test('never searches through symlinks to the outside', async () => {
    const result = await fx.call(search, { query: 'TOP SECRET' });
    expect(result.content).toMatch(/^No matches/);
    expect(await fx.call(search, { query: 'TOP', path: 'escape-dir' })).toMatchObject({
      ok: false,
      errorType: 'invalid_path',
    });
  });

  test('caps the number of matches', async () => {
    writeFileSync(join(fx.workspace, 'many.txt'), 'match\n'.repeat(50));
    const capped = createSearchFilesTool({ dataDir: fx.dataDir, limits: { maxSearchMatches: 10 } });
    const result = await fx.call(capped, { query: 'match', glob: 'many.txt' });
    expect(result.content.split('\n')).toHaveLength(11);
    expect(result.content).toMatch(/\[stopped at 10 matches\]$/);
  });

  test('an invalid regex is a clear error', async () => {
    expect(await fx.call(search, { query: '(', regex: true })).toMatchObject({ ok: false, errorType: 'invalid_args' });
  });

  test('a catastrophic regex is stopped by the time budget without freezing the process', async () => {
    writeFileSync(join(fx.workspace, 'evil.txt'), `${'a'.repeat(40)}!\n`);
    const slow = createSearchFilesTool({ dataDir: fx.dataDir, limits: { searchTimeoutMs: 500 } });
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 50);
    const result = await fx.call(slow, { query: '^(a+)+$', regex: true, glob: 'evil.txt' });
    clearInterval(ticker);
    expect(result).toMatchObject({ ok: false, errorType: 'timeout' });
    // The event loop kept running while the worker was stuck.
    expect(ticks).toBeGreaterThan(3);
  });
});

describe('createFileTools', () => {
  test('builds the six tools with the right names and risks', () => {
    const tools = createFileTools({ dataDir: fx.dataDir });
    expect(tools.map((tool) => [tool.name, tool.risk])).toEqual([
      ['read_file', 'read'],
      ['write_file', 'write'],
      ['edit_file', 'write'],
      ['list_dir', 'read'],
      ['find_files', 'read'],
      ['search_files', 'read'],
    ]);
  });
});
