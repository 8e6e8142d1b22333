// The `git` tool through the real approval gate in supervised mode, as `hearth tool git '{…}'` runs it: reading
// actions run without asking; commit asks and shows its message and files; a push asks and names the remote's host.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createApprovalGate } from '../../../electron/agent/approvals/approval-gate';
import { callToolDirectly } from '../../../electron/agent/loop/direct-tool-call';
import { createCliPrompter } from '../../../electron/cli/cli-prompter';
import { defaultSettings } from '../../../electron/shared/settings-schema';
import { createApprovalRuleStore } from '../../../electron/storage/approval-rules';
import { closeDatabase, openDatabase, type Db } from '../../../electron/storage/database';
import { createGitFixture, type GitFixture } from './git-fixture';

let fixture: GitFixture;
let db: Db;
let prompts: string[];
beforeEach(() => {
  fixture = createGitFixture('git-approval');
  db = openDatabase(join(fixture.base, 'data', 'hearth.db')).db;
  prompts = [];
});
afterEach(() => {
  closeDatabase(db);
  fixture.cleanup();
});

function direct(args: Record<string, unknown>, yes: boolean) {
  const gate = createApprovalGate({
    mode: () => 'supervised',
    rules: createApprovalRuleStore(db),
    prompter: createCliPrompter({ autoYes: yes, write: (text) => void prompts.push(text) }),
    timeoutMs: () => 5_000,
    limits: () => ({ perRun: 50, perHour: 500 }),
    preapprovedTools: () => defaultSettings().policy.preapproved,
  });
  return callToolDirectly('git', JSON.stringify(args), {
    tools: [fixture.tool],
    unavailable: new Map(),
    gate,
    workspace: fixture.workspace,
    signal: new AbortController().signal,
    emit: () => {},
    conversationId: 'direct',
  });
}

test('status, diff, log, show and blame run without asking in supervised mode', async () => {
  writeFileSync(join(fixture.repo, 'notes.md'), '# Notes\nbuy oat milk\n');
  for (const action of ['status', 'diff', 'log', 'show']) {
    const result = await direct({ action, path: 'repo' }, false);
    expect(result.ok, `${action}: ${result.content}`).toBe(true);
  }
  expect((await direct({ action: 'blame', path: 'repo', files: ['todo.txt'] }, false)).ok).toBe(true);
  expect((await direct({ action: 'stash', path: 'repo', stashAction: 'list' }, false)).ok).toBe(true);
  expect(prompts).toEqual([]);
});

test('commit asks, showing the message and the files; without an answer nothing is committed', async () => {
  writeFileSync(join(fixture.repo, 'notes.md'), '# Notes\nbuy oat milk\n');
  fixture.git(['add', 'notes.md']);
  const refused = await direct({ action: 'commit', path: 'repo', message: 'Oat milk' }, false);
  expect(refused.ok).toBe(false);
  expect(fixture.git(['log', '--format=%s'])).toBe('First notes\n');
  const asked = prompts.join('');
  expect(asked).toContain('Commit message: Oat milk');
  expect(asked).toContain('Files committed (1): notes.md');
  prompts = [];
  const committed = await direct({ action: 'commit', path: 'repo', message: 'Oat milk' }, true);
  expect(committed.ok, committed.content).toBe(true);
  expect(prompts.join('')).toContain('allowed (--yes)');
  expect(fixture.git(['log', '-1', '--format=%s'])).toBe('Oat milk\n');
});

test('push asks and names the remote host (an https remote, the password never shown)', async () => {
  fixture.git(['remote', 'add', 'origin', 'https://sam:s3cret-token@git.garden.example/sam/notes.git']);
  const result = await direct({ action: 'push', path: 'repo', ref: 'main' }, false);
  expect(result.ok).toBe(false);
  const asked = prompts.join('');
  expect(asked).toContain('git.garden.example');
  expect(asked).toContain('push origin at git.garden.example (https://git.garden.example/sam/notes.git)');
  expect(asked).not.toContain('s3cret-token');
});

test('a local bare remote is named as this computer and the push, once allowed, lands', async () => {
  const remote = join(fixture.base, 'remote.git');
  execFileSync('git', ['init', '-q', '--bare', remote]);
  fixture.git(['remote', 'add', 'backup', remote]);
  const pushed = await direct({ action: 'push', path: 'repo', remote: 'backup', ref: 'main' }, true);
  expect(pushed.ok, pushed.content).toBe(true);
  expect(prompts.join('')).toContain(`push backup at this computer (${remote})`);
  expect(execFileSync('git', ['log', '--format=%s', 'main'], { cwd: remote, encoding: 'utf8' })).toBe('First notes\n');
});
