// The `git` tool on a real repository: structured status, log, diff, show and blame; a diff over the cap says how much
// was cut; add, commit, switch, stash and restore; a path out of the workspace is refused; what git prints is untrusted.
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { gitOutputCapBytes } from '../../../tools/git/git-output';
import { createGitFixture, type GitFixture } from './git-fixture';

let fixture: GitFixture;
beforeEach(() => {
  fixture = createGitFixture('git-tool');
});
afterEach(() => fixture.cleanup());

test('status reads the branch and the changed, staged and untracked files, and is marked untrusted', async () => {
  writeFileSync(join(fixture.repo, 'notes.md'), '# Notes\nbuy oat milk\n');
  writeFileSync(join(fixture.repo, 'ideas.md'), 'a greenhouse\n');
  fixture.git(['add', 'ideas.md']);
  const result = await fixture.call({ action: 'status', path: 'repo' });
  expect(result.ok).toBe(true);
  expect(result.content).toContain('On branch main (no upstream).');
  expect(result.content).toMatch(/Staged \(1\):\n {2}A ideas\.md/);
  expect(result.content).toMatch(/Not staged \(1\):\n {2}M notes\.md/);
  expect(result.details).toMatchObject({ branch: 'main', untracked: [], changes: expect.any(Array) });
  expect(result.source).toEqual({ kind: 'command_output', label: '`git status` in repo' });
});

test('log lists commits one per line, with the structured list in details', async () => {
  writeFileSync(join(fixture.repo, 'notes.md'), 'see https://garden.example/seeds\n');
  fixture.git(['commit', '-qam', 'Seeds link']);
  const result = await fixture.call({ action: 'log', path: 'repo', limit: 5 });
  expect(result.ok).toBe(true);
  const lines = result.content.split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^[0-9a-f]{12} \d{4}-\d\d-\d\dT\S+ Test: Seeds link$/);
  expect(lines[1]).toContain('Test: First notes');
  expect((result.details as { commits: unknown[] }).commits).toHaveLength(2);
  const shown = await fixture.call({ action: 'show', path: 'repo' });
  expect(shown.content).toContain('+see https://garden.example/seeds');
  expect(shown.source).toMatchObject({ kind: 'command_output', links: ['https://garden.example/seeds'] });
});

test('diff shows the patch; staged diff, blame with a line range', async () => {
  writeFileSync(join(fixture.repo, 'notes.md'), '# Notes\nbuy oat milk\n');
  const diff = await fixture.call({ action: 'diff', path: 'repo' });
  expect(diff.content).toMatch(/^1 file changed:\n\+1 -1 notes\.md\n/);
  expect(diff.content).toContain('+buy oat milk');
  expect((await fixture.call({ action: 'diff', path: 'repo', staged: true })).content).toBe('(no differences)');
  const blame = await fixture.call({
    action: 'blame',
    path: 'repo',
    files: ['notes.md'],
    ref: 'HEAD',
    startLine: 2,
    endLine: 2,
  });
  expect(blame.content.trim().split('\n')).toHaveLength(1);
  expect(blame.content).toMatch(/Test .*buy milk/);
});

test('a diff over the cap keeps its start, lists every file and says how much was cut', async () => {
  const big = Array.from({ length: 6_000 }, (_, index) => `line ${index} of a long file`).join('\n');
  writeFileSync(join(fixture.repo, 'big.md'), `${big}\n`);
  writeFileSync(join(fixture.repo, 'notes.md'), 'changed\n');
  fixture.git(['add', 'big.md']);
  const result = await fixture.call({ action: 'diff', path: 'repo', staged: true });
  const details = result.details as { cutBytes: number };
  expect(details.cutBytes).toBeGreaterThan(100_000);
  expect(result.content).toMatch(/^1 file changed:\n\+6000 -0 big\.md/);
  const note = /\[output cut: showing the first (\d+) of (\d+) bytes; (\d+) bytes \(\d+%\) not shown\./.exec(
    result.content,
  );
  expect(note).not.toBeNull();
  const [kept, total, cut] = [Number(note![1]), Number(note![2]), Number(note![3])];
  expect(kept).toBeLessThanOrEqual(gitOutputCapBytes);
  expect(kept + cut).toBe(total);
  const full = fixture.git(['diff', '--cached']);
  expect(total).toBe(Buffer.byteLength(full));
});

test('add and commit, then switch, stash and restore, with the files kept for Undo', async () => {
  writeFileSync(join(fixture.repo, 'notes.md'), '# Notes\nbuy oat milk\n');
  expect((await fixture.call({ action: 'add', path: 'repo', files: ['notes.md'] })).content).toContain('M\tnotes.md');
  const committed = await fixture.call({ action: 'commit', path: 'repo', message: 'Oat milk' });
  expect(committed.content).toMatch(/^Committed [0-9a-f]{12}: Oat milk/);
  expect(committed.content).toContain('Undo has nothing to put back');
  expect(fixture.git(['log', '-1', '--format=%s'])).toBe('Oat milk\n');

  expect((await fixture.call({ action: 'switch', path: 'repo', ref: 'garden', create: true })).ok).toBe(true);
  writeFileSync(join(fixture.repo, 'notes.md'), 'garden branch\n');
  fixture.git(['commit', '-qam', 'Garden']);
  const back = await fixture.call({ action: 'switch', path: 'repo', ref: 'main' }, 'run-switch');
  expect(back.ok).toBe(true);
  expect(back.details).toMatchObject({ undo: { runId: 'run-switch', files: 1 } });
  expect(readFileSync(join(fixture.repo, 'notes.md'), 'utf8')).toBe('# Notes\nbuy oat milk\n');

  writeFileSync(join(fixture.repo, 'notes.md'), 'unsaved thought\n');
  const stashed = await fixture.call({ action: 'stash', path: 'repo', message: 'thought' }, 'run-stash');
  expect(stashed.details).toMatchObject({ undo: { runId: 'run-stash', files: 1 } });
  expect((await fixture.call({ action: 'stash', path: 'repo', stashAction: 'list' })).content).toContain('thought');
  await fixture.call({ action: 'stash', path: 'repo', stashAction: 'pop' }, 'run-pop');
  expect(readFileSync(join(fixture.repo, 'notes.md'), 'utf8')).toBe('unsaved thought\n');

  const restored = await fixture.call({ action: 'restore', path: 'repo', files: ['notes.md'] }, 'run-restore');
  expect(restored.details).toMatchObject({ undo: { runId: 'run-restore', files: 1 } });
  expect(readFileSync(join(fixture.repo, 'notes.md'), 'utf8')).toBe('# Notes\nbuy oat milk\n');
  // Undo of the restore puts the discarded change back.
  expect(fixture.store.undo('run-restore', { force: false })).toMatchObject({ ok: true, report: { conflicts: [] } });
  expect(readFileSync(join(fixture.repo, 'notes.md'), 'utf8')).toBe('unsaved thought\n');
});

test('a path outside the workspace, or a repository whose files live outside it, is refused', async () => {
  const escape = await fixture.call({ action: 'status', path: '../traps' });
  expect(escape).toMatchObject({ ok: false, errorType: 'invalid_args' });
  expect(escape.content).toContain('outside the workspace');
  symlinkSync(fixture.base, join(fixture.workspace, 'up'));
  expect((await fixture.call({ action: 'log', path: 'up' })).content).toContain('outside the workspace');
  fixture.git(['config', 'core.worktree', fixture.base]);
  const moved = await fixture.call({ action: 'status', path: 'repo' });
  expect(moved.ok).toBe(false);
  expect(moved.content).toContain('outside the workspace');
  // A partial clone would fetch while reading: refused.
  fixture.git(['config', '--unset', 'core.worktree']);
  fixture.git(['config', 'remote.origin.promisor', 'true']);
  expect((await fixture.call({ action: 'diff', path: 'repo' })).content).toContain('it is a partial clone');
  fixture.git(['config', '--unset', 'remote.origin.promisor']);
  fixture.git(['config', 'hook.audit.command', 'touch pwned']);
  expect((await fixture.call({ action: 'status', path: 'repo' })).content).toContain('its config sets hooks');
  fixture.git(['config', '--unset', 'hook.audit.command']);
  // The workspace itself is no repository, and git does not look for one around it.
  fixture.git(['init', '-q'], fixture.base);
  expect((await fixture.call({ action: 'status' })).content).toMatch(/not in a git repository inside the workspace/);
});

test('a ref that looks like an option and a force push are refused before git runs', async () => {
  expect(() => fixture.tool.parameters.parse({ action: 'show', path: 'repo', ref: '--output=/tmp/x' })).toThrow();
  const forced = await fixture.call({ action: 'push', path: 'repo', ref: '+main' });
  expect(forced.ok).toBe(false);
});
