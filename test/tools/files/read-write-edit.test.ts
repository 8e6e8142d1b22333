// read_file, write_file and edit_file on a real workspace: ranges, caps, binary refusal, unique-match edits,
// and refusal of `../`, absolute paths outside and symlink escapes (with the outside files left untouched).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { createEditFileTool, createReadFileTool, createWriteFileTool } from '../../../tools/files/index';
import type { AnyTool } from '../../../tools/tool';
import { createTempDirs } from '../../support/temp-dir';
import { createFileFixture, type FileFixture } from './file-tools-support';

const temp = createTempDirs();
afterAll(() => temp.cleanup());
let fx: FileFixture;
let read: AnyTool;
let write: AnyTool;
let edit: AnyTool;
beforeEach(() => {
  fx = createFileFixture(temp.make('files'));
  read = createReadFileTool({ dataDir: fx.dataDir, limits: { maxReadLines: 5, maxReadBytes: 1_000 } });
  write = createWriteFileTool({ dataDir: fx.dataDir, limits: { maxWriteBytes: 100 } });
  edit = createEditFileTool({ dataDir: fx.dataDir });
});

describe('read_file', () => {
  test('reads a whole small file and a line range', async () => {
    writeFileSync(join(fx.workspace, 'docs/a.txt'), 'one\ntwo\nthree\n');
    expect(await fx.call(read, { path: 'docs/a.txt' })).toMatchObject({ ok: true, content: 'one\ntwo\nthree' });
    expect((await fx.call(read, { path: 'docs/a.txt', startLine: 2, endLine: 2 })).content).toBe('two');
    expect((await fx.call(read, { path: 'docs/a.txt', startLine: 9 })).content).toMatch(/fewer than 9 lines/);
  });

  test('stops at the line cap and says where to continue', async () => {
    writeFileSync(join(fx.workspace, 'long.txt'), Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n'));
    const result = await fx.call(read, { path: 'long.txt' });
    expect(result.content).toBe(
      'line 1\nline 2\nline 3\nline 4\nline 5\n[stopped at the 5-line limit; continue with startLine=6]',
    );
    expect(result.details).toMatchObject({ nextLine: 6 });
  });

  test('stops at the byte cap', async () => {
    writeFileSync(join(fx.workspace, 'wide.txt'), `${'x'.repeat(600)}\n${'y'.repeat(600)}\n`);
    const result = await fx.call(read, { path: 'wide.txt' });
    expect(result.content).toBe(`${'x'.repeat(600)}\n[stopped at the 1000-byte limit; continue with startLine=2]`);
  });

  test('refuses binary files and folders, reports missing files', async () => {
    writeFileSync(join(fx.workspace, 'blob.bin'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
    expect(await fx.call(read, { path: 'blob.bin' })).toMatchObject({ ok: false, errorType: 'binary' });
    expect(await fx.call(read, { path: 'docs' })).toMatchObject({ ok: false, content: '"docs" is not a file.' });
    expect(await fx.call(read, { path: 'nope.txt' })).toMatchObject({ ok: false, errorType: 'not_found' });
  });

  test.each(['../outside/secret.txt', 'escape-file', 'escape-dir/secret.txt', '/etc/passwd'])(
    'refuses %s',
    async (path) => {
      const result = await fx.call(read, { path });
      expect(result.ok).toBe(false);
      expect(result.content).toMatch(/outside the workspace/);
      expect(result.content).not.toContain('TOP SECRET');
    },
  );

  test('an absolute path to the outside folder is refused', async () => {
    const result = await fx.call(read, { path: join(fx.outside, 'secret.txt') });
    expect(result).toMatchObject({ ok: false, errorType: 'invalid_path' });
  });
});

describe('write_file', () => {
  test('creates files and parent folders, then overwrites', async () => {
    expect(await fx.call(write, { path: 'new/dir/file.txt', content: 'hello' })).toMatchObject({
      ok: true,
      content: 'Created new/dir/file.txt (5 bytes).',
    });
    expect(readFileSync(join(fx.workspace, 'new/dir/file.txt'), 'utf8')).toBe('hello');
    expect((await fx.call(write, { path: 'new/dir/file.txt', content: 'bye' })).content).toBe(
      'Overwrote new/dir/file.txt (3 bytes).',
    );
  });

  test('refuses content over the size cap, folders and the workspace root', async () => {
    expect(await fx.call(write, { path: 'big.txt', content: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      errorType: 'too_large',
    });
    expect(await fx.call(write, { path: 'docs', content: 'x' })).toMatchObject({
      ok: false,
      errorType: 'invalid_path',
    });
    expect(await fx.call(write, { path: '.', content: 'x' })).toMatchObject({ ok: false, errorType: 'invalid_path' });
  });

  test.each([
    '../outside/secret.txt',
    '../outside/new.txt',
    'escape-file',
    'escape-dir/new.txt',
    'escape-dir/secret.txt',
  ])('refuses %s and leaves the outside untouched', async (path) => {
    const result = await fx.call(write, { path, content: 'pwned' });
    expect(result).toMatchObject({ ok: false, errorType: 'invalid_path' });
    expect(readFileSync(join(fx.outside, 'secret.txt'), 'utf8')).toBe('TOP SECRET\n');
    expect(existsSync(join(fx.outside, 'new.txt'))).toBe(false);
  });

  test('refuses an absolute path outside the workspace', async () => {
    const target = join(fx.outside, 'abs.txt');
    expect((await fx.call(write, { path: target, content: 'pwned' })).ok).toBe(false);
    expect(existsSync(target)).toBe(false);
  });

  test('describeCall gives the workspace-relative path and shows the workspace', () => {
    const facts = write.describeCall?.(
      { path: join(fx.workspace, 'docs/x.md'), content: '' },
      { workspace: fx.workspace },
    );
    expect(facts).toEqual({
      matchValue: 'docs/x.md',
      notes: [{ text: `Workspace: ${fx.workspace}`, code: 'workspace', params: { path: fx.workspace } }],
    });
    expect(write.risk).toBe('write');
  });
});

describe('edit_file', () => {
  test('replaces one exact unique occurrence', async () => {
    writeFileSync(join(fx.workspace, 'code.ts'), 'const a = 1;\nconst b = 2;\n');
    const result = await fx.call(edit, { path: 'code.ts', oldText: 'const b = 2;', newText: 'const b = 3;' });
    expect(result).toMatchObject({ ok: true, content: 'Edited code.ts at line 2.' });
    expect(readFileSync(join(fx.workspace, 'code.ts'), 'utf8')).toBe('const a = 1;\nconst b = 3;\n');
  });

  test('zero matches and several matches are clear errors and change nothing', async () => {
    writeFileSync(join(fx.workspace, 'dup.txt'), 'x = 1\nx = 1\n');
    const none = await fx.call(edit, { path: 'dup.txt', oldText: 'y = 2', newText: 'z' });
    expect(none).toMatchObject({ ok: false, errorType: 'no_match' });
    expect(none.content).toMatch(/not found/);
    const many = await fx.call(edit, { path: 'dup.txt', oldText: 'x = 1', newText: 'z' });
    expect(many).toMatchObject({ ok: false, errorType: 'ambiguous' });
    expect(many.content).toMatch(/occurs 2 times/);
    expect(readFileSync(join(fx.workspace, 'dup.txt'), 'utf8')).toBe('x = 1\nx = 1\n');
  });

  test('replacement text with $ patterns is inserted literally', async () => {
    writeFileSync(join(fx.workspace, 'dollar.txt'), 'price: X\n');
    await fx.call(edit, { path: 'dollar.txt', oldText: 'X', newText: "$& $1 $$ $'" });
    expect(readFileSync(join(fx.workspace, 'dollar.txt'), 'utf8')).toBe("price: $& $1 $$ $'\n");
  });

  test('refuses symlink escapes and leaves the outside file untouched', async () => {
    for (const path of ['escape-file', 'escape-dir/secret.txt', '../outside/secret.txt']) {
      const result = await fx.call(edit, { path, oldText: 'TOP', newText: 'PWNED' });
      expect(result).toMatchObject({ ok: false, errorType: 'invalid_path' });
    }
    expect(readFileSync(join(fx.outside, 'secret.txt'), 'utf8')).toBe('TOP SECRET\n');
  });
});
