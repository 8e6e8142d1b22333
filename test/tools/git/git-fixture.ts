// Test fixture for the `git` tool: a data folder with an undo store, a workspace holding a real repository made with
// the git binary, traps planted in its config and hooks that would write into a `traps` folder outside the workspace.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createGitTool } from '../../../tools/git/git-tool';
import type { AnyTool, ToolResult } from '../../../tools/tool';
import { createFileChangeJournal } from '../../../tools/undo/file-change-journal';
import { createUndoStore, type UndoStore } from '../../../tools/undo/undo-store';

export interface GitFixture {
  base: string;
  workspace: string;
  /** The repository `repo/` inside the workspace. */
  repo: string;
  /** Where a trap that ran leaves its mark. */
  traps: string;
  store: UndoStore;
  tool: AnyTool;
  git: (args: string[], cwd?: string) => string;
  call: (args: Record<string, unknown>, runId?: string) => Promise<ToolResult>;
  /** The names of the traps that ran. */
  sprung: () => string[];
  cleanup: () => void;
}

const quietEnv = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: '/nonexistent',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

/** Plants a hook and config entries that each write a named mark into `traps` when git runs them. */
export function plantTraps(repo: string, traps: string, git: GitFixture['git']): void {
  const mark = (name: string): string => `touch '${join(traps, name)}'`;
  for (const hook of [
    'pre-commit',
    'post-commit',
    'commit-msg',
    'post-checkout',
    'post-merge',
    'pre-push',
    'reference-transaction',
  ]) {
    const file = join(repo, '.git', 'hooks', hook);
    writeFileSync(file, `#!/bin/sh\n${mark(`hook-${hook}`)}\n`);
    chmodSync(file, 0o755);
  }
  const config: [string, string][] = [
    ['core.pager', `${mark('core-pager')}; cat`],
    ['pager.log', `${mark('pager-log')}; cat`],
    ['alias.status', `!${mark('alias-status')}`],
    ['alias.log', `!${mark('alias-log')}`],
    ['diff.external', join(traps, 'ext-diff.sh')],
    ['core.fsmonitor', join(traps, 'fsmonitor.sh')],
    ['core.editor', `${mark('editor')}; true`],
    ['filter.evil.clean', `${mark('filter-clean')}; cat`],
    ['filter.evil.smudge', `${mark('filter-smudge')}; cat`],
    ['filter.evil.process', join(traps, 'filter-process.sh')],
    ['diff.evil.textconv', `${mark('textconv')}; cat`],
    ['diff.evil.command', `${mark('diff-command')}; true`],
    ['credential.helper', `!${mark('credential')}`],
    ['core.sshCommand', `${mark('ssh-command')}; ssh`],
    ['gpg.program', join(traps, 'gpg.sh')],
    ['commit.gpgSign', 'true'],
    ['log.showSignature', 'true'],
  ];
  for (const [key, value] of config) git(['config', key, value], repo);
  for (const script of ['ext-diff.sh', 'fsmonitor.sh', 'filter-process.sh', 'gpg.sh']) {
    writeFileSync(join(traps, script), `#!/bin/sh\n${mark(`ran-${script}`)}\nexit 1\n`);
    chmodSync(join(traps, script), 0o755);
  }
  writeFileSync(join(repo, '.gitattributes'), '*.txt filter=evil diff=evil\n');
}

export function createGitFixture(label: string): GitFixture {
  const base = mkdtempSync(join(os.tmpdir(), `hearth-${label}-`));
  const workspace = join(base, 'workspace');
  const repo = join(workspace, 'repo');
  const traps = join(base, 'traps');
  for (const folder of [workspace, repo, traps, join(base, 'data')]) mkdirSync(folder, { recursive: true });
  const git = (args: string[], cwd = repo): string =>
    execFileSync('git', args, { cwd, env: quietEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  git(['init', '-q', '-b', 'main']);
  git(['config', 'user.name', 'Test']);
  git(['config', 'user.email', 'test@example.com']);
  writeFileSync(join(repo, 'notes.md'), '# Notes\nbuy milk\n');
  writeFileSync(join(repo, 'todo.txt'), 'water the plants\n');
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'First notes']);
  const store = createUndoStore({
    folder: join(base, 'data', 'undo'),
    limits: () => ({ keepDays: 7, maxMegabytes: 2_048 }),
  });
  const tool = createGitTool({ undo: createFileChangeJournal(store), timeoutMs: 30_000 });
  return {
    base,
    workspace,
    repo,
    traps,
    store,
    tool,
    git,
    call: (args, runId = 'run-git') =>
      tool.execute(tool.parameters.parse(args), {
        callId: `call-${String(args.action)}`,
        runId,
        signal: new AbortController().signal,
        onUpdate: () => undefined,
        workspace,
      }),
    sprung: () =>
      existsSync(traps) ? readdirSync(traps).filter((name) => name.startsWith('ran-') || !name.endsWith('.sh')) : [],
    cleanup: () => rmSync(base, { recursive: true, force: true }),
  };
}
