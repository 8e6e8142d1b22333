// The undo store without the shell: write_file and edit_file keep originals (a folder they create goes on Undo), a file
// changed since stops Undo, runs past `undo.keepDays` or over `undo.maxMegabytes` are dropped oldest first and Undo
// says so, and Review's line diff.
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { lineDiff } from '../../../electron/runtime/undo/text-diff';
import { createUndoFixture, treeOf, type UndoFixture } from './undo-fixture';

let fixture: UndoFixture;
beforeEach(async () => {
  fixture = await createUndoFixture('undo-store');
  writeFileSync(join(fixture.workspace, 'notes.md'), '# Notes\nbuy milk\n');
  chmodSync(join(fixture.workspace, 'notes.md'), 0o640);
});
afterEach(() => fixture.cleanup());

test('write_file and edit_file are undone: edits reverted with their mode, created folders removed', async () => {
  const before = treeOf(fixture.workspace);
  const edited = await fixture.call('edit_file', { path: 'notes.md', oldText: 'milk', newText: 'oat milk' }, 'run-f');
  expect(edited.details).toMatchObject({ undo: { runId: 'run-f', files: 1 } });
  const written = await fixture.call('write_file', { path: 'plans/2026/may.md', content: 'garden\n' }, 'run-f');
  expect(written.details).toMatchObject({ undo: { runId: 'run-f', files: 2 } });
  await fixture.call('write_file', { path: 'notes.md', content: 'rewritten\n' }, 'run-f');
  expect(fixture.store.filesChanged('run-f')).toBe(2);
  expect(fixture.store.undo('run-f', { force: false })).toMatchObject({ ok: true, report: { conflicts: [] } });
  expect(treeOf(fixture.workspace)).toEqual(before);
  expect(existsSync(join(fixture.workspace, 'plans'))).toBe(false);
});

test('a file changed since the run stops Undo until forced', async () => {
  await fixture.call('edit_file', { path: 'notes.md', oldText: 'milk', newText: 'tea' }, 'run-c');
  writeFileSync(join(fixture.workspace, 'notes.md'), 'the person wrote this\n');
  expect(fixture.store.undo('run-c', { force: false })).toMatchObject({
    ok: true,
    report: { conflicts: ['notes.md'], restored: [] },
  });
  expect(readFileSync(join(fixture.workspace, 'notes.md'), 'utf8')).toBe('the person wrote this\n');
  // A mode change alone counts as a change too.
  chmodSync(join(fixture.workspace, 'notes.md'), 0o600);
  expect(fixture.store.undo('run-c', { force: true })).toMatchObject({ ok: true, report: { failed: [] } });
  expect(readFileSync(join(fixture.workspace, 'notes.md'), 'utf8')).toBe('# Notes\nbuy milk\n');
  expect(statSync(join(fixture.workspace, 'notes.md')).mode & 0o777).toBe(0o640);
});

test('runs older than keepDays, then the oldest over the size limit, are dropped and Undo says why', async () => {
  await fixture.call('write_file', { path: 'old.txt', content: 'old' }, 'run-old');
  fixture.clock.now = new Date('2026-05-09T10:00:00Z');
  writeFileSync(join(fixture.workspace, 'notes.md'), 'w'.repeat(6 * 1024 * 1024));
  await fixture.call('write_file', { path: 'notes.md', content: 'x'.repeat(6 * 1024 * 1024) }, 'run-big-1');
  expect(fixture.store.undo('run-old', { force: false })).toEqual({
    ok: false,
    error: expect.stringMatching(/no longer kept: older than 7 days/),
  });
  fixture.limits.maxMegabytes = 10;
  fixture.clock.now = new Date('2026-05-09T11:00:00Z');
  await fixture.call('write_file', { path: 'notes.md', content: 'y'.repeat(6 * 1024 * 1024) }, 'run-big-2');
  expect(fixture.store.undo('run-big-1', { force: false })).toEqual({
    ok: false,
    error: expect.stringMatching(/the undo store was over 10 MB/),
  });
  expect(fixture.store.undo('run-big-2', { force: false })).toMatchObject({ ok: true });
  expect(readFileSync(join(fixture.workspace, 'notes.md'), 'utf8')).toBe('x'.repeat(6 * 1024 * 1024));
});

test('the line diff shows removed then added lines and folds long unchanged runs', () => {
  expect(lineDiff('a\nb\nc\n', 'a\nB\nc\n')).toEqual([' a', '-b', '+B', ' c']);
  const long = Array.from({ length: 20 }, (_, index) => `line ${index}`).join('\n');
  const diff = lineDiff(long, long.replace('line 10', 'line ten'))!;
  expect(diff[0]).toBe(' …');
  expect(diff).toContain('-line 10');
  expect(diff.at(-1)).toBe(' …');
  expect(lineDiff('x\n'.repeat(2_000), '')).toBeNull();
});
