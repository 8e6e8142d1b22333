// The file tools and Hearth's own data folder, on real folders: with a home-like workspace that contains the data
// folder, nothing in it can be read, written, edited, listed, found or searched (symlinks too); the default workspace
// inside the data folder keeps working; a workspace placed in Hearth's own files is refused as a whole.
import { mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { createFileTools } from '../../../tools/files/index';
import type { AnyTool, ToolResult } from '../../../tools/tool';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
afterAll(() => temp.cleanup());

let home: string;
let dataDir: string;
let tools: Map<string, AnyTool>;

beforeEach(() => {
  home = realpathSync(temp.make('home-like'));
  dataDir = join(home, '.config', 'Hearth');
  mkdirSync(join(dataDir, 'tools'), { recursive: true });
  mkdirSync(join(dataDir, 'workspace'), { recursive: true });
  writeFileSync(join(dataDir, 'audit.jsonl'), '{"tool":"shell","needle":"AUDIT-LINE"}\n');
  writeFileSync(join(dataDir, 'hearth.db'), 'SQLite format 3\n needle DB-BYTES');
  writeFileSync(join(dataDir, 'tools', 'mine.mjs'), 'export default { name: "needle_tool" };\n');
  writeFileSync(join(dataDir, 'workspace', 'default-note.txt'), 'needle in the default workspace\n');
  writeFileSync(join(home, 'notes.txt'), 'needle in my notes\n');
  tools = new Map(createFileTools({ dataDir }).map((tool) => [tool.name, tool]));
});

function call(name: string, args: unknown, workspace = home): Promise<ToolResult> {
  const tool = tools.get(name)!;
  return tool.execute(tool.parameters.parse(args), {
    callId: 'c',
    signal: new AbortController().signal,
    onUpdate: () => {},
    workspace,
  });
}

const refusal = /inside Hearth's own data folder \(.*\); tools may not read or change Hearth's files/;

describe('a workspace that contains the data folder (the home folder)', () => {
  test.each([
    ['write_file', { path: '.config/Hearth/tools/x.mjs', content: 'export default {}' }],
    ['write_file', { path: '.config/Hearth/audit.jsonl', content: '' }],
    ['write_file', { path: '.config/Hearth/hearth.db', content: 'gone' }],
    ['write_file', { path: '.config/Hearth/backups/new.db', content: 'x' }],
    ['edit_file', { path: '.config/Hearth/tools/mine.mjs', oldText: 'needle_tool', newText: 'evil' }],
    ['read_file', { path: '.config/Hearth/audit.jsonl' }],
    ['read_file', { path: '.config/Hearth/workspace/default-note.txt' }],
    ['list_dir', { path: '.config/Hearth' }],
    ['find_files', { pattern: '*', path: '.config/Hearth/tools' }],
    ['search_files', { query: 'needle', path: '.config/Hearth' }],
  ])('%s %j is refused and changes nothing', async (name, args) => {
    const before = snapshot();
    const result = await call(name, args);
    expect(result).toMatchObject({ ok: false, errorType: 'invalid_path', content: expect.stringMatching(refusal) });
    expect(result.content).not.toMatch(/AUDIT-LINE|needle_tool/);
    expect(snapshot()).toEqual(before);
  });

  test('an absolute path and a path with `..` into the data folder are refused too', async () => {
    expect((await call('read_file', { path: join(dataDir, 'audit.jsonl') })).content).toMatch(refusal);
    expect((await call('write_file', { path: 'docs/../.config/Hearth/tools/x.mjs', content: 'x' })).content).toMatch(
      refusal,
    );
  });

  test('a symlink in the workspace that points into the data folder is refused', async () => {
    symlinkSync(dataDir, join(home, 'hearth-link'));
    symlinkSync(join(dataDir, 'audit.jsonl'), join(home, 'audit-link'));
    expect((await call('read_file', { path: 'audit-link' })).content).toMatch(refusal);
    expect((await call('write_file', { path: 'hearth-link/tools/x.mjs', content: 'x' })).content).toMatch(refusal);
    expect((await call('list_dir', { path: 'hearth-link' })).content).toMatch(refusal);
    expect(snapshot()).not.toHaveProperty('tools/x.mjs');
  });

  test('a data folder given through a symlink (HEARTH_DATA_DIR=~/hearth) is guarded the same', async () => {
    symlinkSync(dataDir, join(home, 'hearth'));
    const viaLink = new Map(createFileTools({ dataDir: join(home, 'hearth') }).map((tool) => [tool.name, tool]));
    const read = viaLink.get('read_file')!;
    const result = await read.execute(read.parameters.parse({ path: '.config/Hearth/audit.jsonl' }), {
      callId: 'c',
      signal: new AbortController().signal,
      onUpdate: () => {},
      workspace: home,
    });
    expect(result.content).toMatch(refusal);
  });

  test('listing marks the data folder; finding and searching skip it', async () => {
    const listed = await call('list_dir', { path: '.config' });
    expect(listed.content).toBe("Hearth/  (Hearth's data folder: off limits to tools)");
    const found = await call('find_files', { pattern: '*' });
    expect(found.content).toBe('notes.txt');
    const searched = await call('search_files', { query: 'needle' });
    expect(searched.content).toBe('notes.txt:1: needle in my notes');
  });

  test('files elsewhere in the workspace still work', async () => {
    expect(await call('write_file', { path: 'new.txt', content: 'hello' })).toMatchObject({ ok: true });
    expect(await call('read_file', { path: 'notes.txt' })).toMatchObject({ ok: true, content: 'needle in my notes' });
    expect(await call('write_file', { path: '.config/other-app/settings.json', content: '{}' })).toMatchObject({
      ok: true,
    });
  });

  test('the approval request already says the call will be refused', () => {
    const tool = tools.get('write_file')!;
    const facts = tool.describeCall!(tool.parameters.parse({ path: '.config/Hearth/audit.jsonl', content: '' }), {
      workspace: home,
    });
    const refused = facts.notes?.find((note) => note.code.startsWith('fileRefused'));
    expect(refused?.text).toMatch(/This call will be refused: .*inside Hearth's own data folder/);
    expect(refused).toMatchObject({ params: { path: '.config/Hearth/audit.jsonl' } });
  });
});

describe('the default workspace inside the data folder', () => {
  test('works as before: read, write, edit, list, find and search inside it', async () => {
    const workspace = join(dataDir, 'workspace');
    expect(await call('read_file', { path: 'default-note.txt' }, workspace)).toMatchObject({ ok: true });
    expect(await call('write_file', { path: 'sub/new.txt', content: 'needle two' }, workspace)).toMatchObject({
      ok: true,
    });
    expect(await call('edit_file', { path: 'sub/new.txt', oldText: 'two', newText: '2' }, workspace)).toMatchObject({
      ok: true,
    });
    expect((await call('list_dir', {}, workspace)).content).toBe('default-note.txt  (32 bytes)\nsub/');
    expect((await call('find_files', { pattern: '*.txt' }, workspace)).content).toBe('default-note.txt\nsub/new.txt');
    expect((await call('search_files', { query: 'needle' }, workspace)).content).toMatch(
      /^default-note.txt:1: .*\nsub\/new.txt:1: needle 2$/,
    );
    expect(readFileSync(join(workspace, 'sub', 'new.txt'), 'utf8')).toBe('needle 2');
  });

  test('cannot climb out of it into the rest of the data folder', async () => {
    const workspace = join(dataDir, 'workspace');
    symlinkSync(join(dataDir, 'audit.jsonl'), join(workspace, 'audit-link'));
    expect(await call('read_file', { path: '../audit.jsonl' }, workspace)).toMatchObject({ ok: false });
    expect(await call('read_file', { path: 'audit-link' }, workspace)).toMatchObject({ ok: false });
    expect(await call('write_file', { path: join(dataDir, 'tools', 'x.mjs'), content: 'x' }, workspace)).toMatchObject({
      ok: false,
    });
    expect(snapshot()).not.toHaveProperty('tools/x.mjs');
  });
});

describe('a workspace inside Hearth’s own files', () => {
  test.each(['', 'tools'])('<data>/%s as the workspace is refused as a whole', async (sub) => {
    const workspace = join(dataDir, sub);
    const result = await call('write_file', { path: 'x.mjs', content: 'x' }, workspace);
    expect(result.content).toMatch(refusal);
    expect(result.content).toMatch(/choose a workspace outside it/);
    expect((await call('list_dir', {}, workspace)).ok).toBe(false);
  });
});

/** Every file in the data folder with its content. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const path of [
    'audit.jsonl',
    'hearth.db',
    'tools/mine.mjs',
    'tools/x.mjs',
    'backups/new.db',
    'workspace/default-note.txt',
  ]) {
    try {
      files[path] = readFileSync(join(dataDir, path), 'utf8');
    } catch {
      // absent
    }
  }
  return files;
}
