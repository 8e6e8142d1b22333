// The writing actions of the `git` tool: add, commit, switch, stash and restore. None forces, none opens an editor;
// the files switch, restore and stash change are kept for Undo first (git-undo.ts).
import { fail, ok, type ToolContext, type ToolResult } from '../tool';
import type { FileChangeJournal } from '../undo/file-change-journal';
import type { GitArgs } from './git-params';
import { gitFailure } from './git-output';
import type { GitRepo } from './git-repo';
import { beginGitUndo, recordsOnlyNote, undoLine, type GitUndoScope } from './git-undo';

export interface GitWriteDeps {
  undo?: FileChangeJournal;
}

type Ctx = Pick<ToolContext, 'signal' | 'runId'>;

function spec(args: GitArgs): string[] {
  return args.files && args.files.length > 0 ? ['--', ...args.files] : [];
}

/** Runs the command inside the undo scope and words the result: git's own output, then the undo line. */
async function runKept(
  repo: GitRepo,
  action: string,
  command: string[],
  scope: GitUndoScope,
  ctx: Ctx,
  extra: string = '',
): Promise<ToolResult> {
  const outcome = await repo.run(command, { signal: ctx.signal });
  const undo = scope.finish();
  if (outcome.exitCode !== 0) {
    const failed = gitFailure(action, outcome);
    return { ...failed, content: `${failed.content}${undoLine(undo)}` };
  }
  const said = `${outcome.stdout}${outcome.stderr}`.trim();
  const content = `${said === '' ? `git ${action}: done.` : said}${extra}${undoLine(undo)}`;
  const details = { action, repo: repo.label, ...(undo && !('unavailable' in undo) ? { undo } : {}) };
  return ok(content, { details });
}

async function add(repo: GitRepo, args: GitArgs, ctx: Ctx): Promise<ToolResult> {
  if (!args.all && !args.files?.length) return fail('add needs `files` or `all: true`.', 'invalid_args');
  const command = ['add', ...(args.all ? ['--all'] : []), ...spec(args)];
  const outcome = await repo.run(command, { signal: ctx.signal });
  if (outcome.exitCode !== 0) return gitFailure('add', outcome);
  const staged = await repo.run(['diff', '--cached', '--name-status', '--no-ext-diff', '--no-textconv'], {
    signal: ctx.signal,
    maxBytes: 16_384,
  });
  return ok(`Staged now:\n${staged.stdout.trim() || '(nothing)'}\n${recordsOnlyNote}`, {
    details: { action: 'add', repo: repo.label },
  });
}

async function commit(repo: GitRepo, args: GitArgs, ctx: Ctx): Promise<ToolResult> {
  if (!args.message) return fail('commit needs a `message`.', 'invalid_args');
  const command = [
    'commit',
    '--no-edit',
    '--no-verify',
    '-m',
    args.message,
    ...(args.all ? ['--all'] : []),
    ...spec(args),
  ];
  const outcome = await repo.run(command, { signal: ctx.signal });
  if (outcome.exitCode !== 0) return gitFailure('commit', outcome);
  const made = await repo.run(['log', '-1', '--format=%H%n%s', '--stat', '--no-ext-diff', '--no-textconv'], {
    signal: ctx.signal,
    maxBytes: 16_384,
  });
  const [hash = '', ...rest] = made.stdout.trim().split('\n');
  return ok(`Committed ${hash.slice(0, 12)}: ${rest.join('\n')}\n${recordsOnlyNote}`, {
    details: { action: 'commit', repo: repo.label, hash },
  });
}

async function switchBranch(repo: GitRepo, args: GitArgs, ctx: Ctx, deps: GitWriteDeps): Promise<ToolResult> {
  if (!args.ref) return fail('switch needs the branch in `ref`.', 'invalid_args');
  const listings = args.create
    ? []
    : [['diff', '--name-only', '-z', '--no-ext-diff', 'HEAD', '--end-of-options', args.ref]];
  const scope = await beginGitUndo(repo, deps.undo, ctx.runId, listings, ctx.signal);
  const command = args.create ? ['switch', '--create', args.ref] : ['switch', '--end-of-options', args.ref];
  return runKept(repo, 'switch', command, scope, ctx);
}

async function restore(repo: GitRepo, args: GitArgs, ctx: Ctx, deps: GitWriteDeps): Promise<ToolResult> {
  if (!args.files?.length) return fail('restore needs `files` (use "." for every file).', 'invalid_args');
  const source = args.ref ? [`--source=${args.ref}`] : [];
  // Unstaging changes only the index; discarding changes the files, which are kept for Undo first.
  const listings = args.staged
    ? []
    : [
        [
          'diff',
          '--name-only',
          '-z',
          '--no-ext-diff',
          ...(args.ref ? ['--end-of-options', args.ref] : []),
          ...spec(args),
        ],
      ];
  const scope = await beginGitUndo(repo, deps.undo, ctx.runId, listings, ctx.signal);
  const command = ['restore', ...(args.staged ? ['--staged'] : ['--worktree']), ...source, ...spec(args)];
  return runKept(repo, 'restore', command, scope, ctx);
}

async function stash(repo: GitRepo, args: GitArgs, ctx: Ctx, deps: GitWriteDeps): Promise<ToolResult> {
  const which = args.stashAction ?? 'push';
  const ref = args.ref ? ['--end-of-options', args.ref] : [];
  if (which === 'list') {
    const outcome = await repo.run(['stash', 'list'], { signal: ctx.signal, maxBytes: 16_384 });
    if (outcome.exitCode !== 0) return gitFailure('stash list', outcome);
    return ok(outcome.stdout.trim() || '(no stashes)', { details: { action: 'stash', repo: repo.label } });
  }
  if (which === 'drop') return runKept(repo, 'stash drop', ['stash', 'drop', ...ref], { finish: () => null }, ctx);
  if (which === 'pop' || which === 'apply') {
    const listing = ['stash', 'show', '--name-only', '-z', '--include-untracked', ...(args.ref ? [args.ref] : [])];
    const scope = await beginGitUndo(repo, deps.undo, ctx.runId, [listing], ctx.signal);
    return runKept(repo, `stash ${which}`, ['stash', which, ...ref], scope, ctx);
  }
  const listings: string[][] = [['diff', '--name-only', '-z', '--no-ext-diff', 'HEAD', ...spec(args)]];
  if (args.includeUntracked)
    listings.push(['ls-files', '--others', '--exclude-standard', '--full-name', '-z', ...spec(args)]);
  const scope = await beginGitUndo(repo, deps.undo, ctx.runId, listings, ctx.signal);
  const command = [
    'stash',
    'push',
    ...(args.includeUntracked ? ['--include-untracked'] : []),
    ...(args.message ? ['-m', args.message] : []),
    ...spec(args),
  ];
  return runKept(repo, 'stash push', command, scope, ctx);
}

export const gitWriteActions = { add, commit, switch: switchBranch, restore, stash } as const;
