// The `git` tool never runs what a repository's config or hooks name (hooks, pager, aliases, external diff, textconv,
// filters, fsmonitor, editor, credential helper, ssh command, gpg), and a local remote's receive hooks stay off too.
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createGitFixture, plantTraps, type GitFixture } from './git-fixture';

let fixture: GitFixture;
beforeEach(() => {
  fixture = createGitFixture('git-safety');
});
afterEach(() => fixture.cleanup());

test('the traps are real: plain git with the same repository runs them', () => {
  plantTraps(fixture.repo, fixture.traps, fixture.git);
  writeFileSync(join(fixture.repo, 'notes.md'), 'changed\n');
  for (const args of [['diff'], ['commit', '--allow-empty', '-m', 'through plain git']]) {
    try {
      fixture.git(args);
    } catch {
      // The trap scripts fail on purpose (gpg.sh fails the signing after the hooks ran).
    }
  }
  expect(fixture.sprung()).toEqual(expect.arrayContaining(['ran-fsmonitor.sh', 'ran-filter-process.sh']));
  fixture.git(['config', '--unset', 'core.fsmonitor']);
  fixture.git(['config', '--unset', 'commit.gpgSign']);
  fixture.git(['config', '--unset', 'filter.evil.process']);
  fixture.git(['commit', '--allow-empty', '-m', 'hooks run']);
  expect(fixture.sprung()).toEqual(expect.arrayContaining(['hook-pre-commit', 'hook-post-commit']));
});

test('no hook, pager, alias, external diff, textconv, filter, fsmonitor, editor or signing program runs', async () => {
  plantTraps(fixture.repo, fixture.traps, fixture.git);
  writeFileSync(join(fixture.repo, 'todo.txt'), 'water the plants twice\n');
  writeFileSync(join(fixture.repo, 'notes.md'), '# Notes\nbuy oat milk\n');
  const calls: Record<string, unknown>[] = [
    { action: 'status', path: 'repo' },
    { action: 'diff', path: 'repo' },
    { action: 'log', path: 'repo' },
    { action: 'show', path: 'repo' },
    { action: 'blame', path: 'repo', files: ['todo.txt'] },
    { action: 'add', path: 'repo', all: true },
    { action: 'diff', path: 'repo', staged: true },
    { action: 'commit', path: 'repo', message: 'Twice' },
    { action: 'switch', path: 'repo', ref: 'side', create: true },
    { action: 'switch', path: 'repo', ref: 'main' },
    { action: 'restore', path: 'repo', files: ['todo.txt'], ref: 'HEAD~1' },
    { action: 'stash', path: 'repo' },
    { action: 'stash', path: 'repo', stashAction: 'pop' },
  ];
  for (const args of calls) {
    const result = await fixture.call(args);
    expect(result.ok, `${JSON.stringify(args)}: ${result.content}`).toBe(true);
  }
  expect(fixture.git(['log', '-1', '--format=%s'])).toBe('Twice\n');
  expect(readFileSync(join(fixture.repo, 'todo.txt'), 'utf8')).toBe('water the plants\n');
  expect(fixture.sprung()).toEqual([]);
});

test('fetch, pull and push over file:// name the remote and run neither its hooks nor the config’s programs', async () => {
  const remote = join(fixture.base, 'remote.git');
  execFileSync('git', ['init', '-q', '--bare', remote]);
  const receiveHook = join(remote, 'hooks', 'post-receive');
  writeFileSync(receiveHook, `#!/bin/sh\ntouch '${join(fixture.traps, 'remote-post-receive')}'\n`);
  chmodSync(receiveHook, 0o755);
  fixture.git(['remote', 'add', 'origin', `file://${remote}`]);
  fixture.git(['config', 'remote.origin.uploadpack', `touch '${join(fixture.traps, 'uploadpack')}'; git-upload-pack`]);
  plantTraps(fixture.repo, fixture.traps, fixture.git);
  const pushed = await fixture.call({ action: 'push', path: 'repo', ref: 'main', setUpstream: true });
  expect(pushed.ok, pushed.content).toBe(true);
  expect(pushed.details).toMatchObject({ host: `this computer (${remote})` });
  expect(fixture.sprung()).toEqual([]);
  const other = join(fixture.base, 'other');
  execFileSync('git', ['clone', '-q', '-b', 'main', remote, other]);
  writeFileSync(join(other, 'notes.md'), 'from elsewhere\n');
  execFileSync('git', ['-c', 'user.name=O', '-c', 'user.email=o@example.com', 'commit', '-qam', 'Elsewhere'], {
    cwd: other,
  });
  execFileSync('git', ['push', '-q'], { cwd: other });
  const fetched = await fixture.call({ action: 'fetch', path: 'repo' });
  expect(fetched.ok, fetched.content).toBe(true);
  const pulled = await fixture.call({ action: 'pull', path: 'repo' }, 'run-pull');
  expect(pulled.ok, pulled.content).toBe(true);
  expect(pulled.details).toMatchObject({ undo: { runId: 'run-pull', files: 1 } });
  expect(readFileSync(join(fixture.repo, 'notes.md'), 'utf8')).toBe('from elsewhere\n');
  // Only the push through plain git from the other clone ran the remote's hook (so the hook is real).
  expect(fixture.sprung()).toEqual(['remote-post-receive']);
});

test('a remote helper address (ext::) is refused before anything runs', async () => {
  fixture.git(['remote', 'add', 'evil', `ext::sh -c touch% ${join(fixture.traps, 'ext')}`]);
  const result = await fixture.call({ action: 'fetch', path: 'repo', remote: 'evil' });
  expect(result).toMatchObject({ ok: false, errorType: 'refused' });
  expect(result.content).toContain('remote helper');
  expect(fixture.sprung()).toEqual([]);
});
