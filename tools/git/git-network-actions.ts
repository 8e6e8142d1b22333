// The network actions of the `git` tool: fetch, pull (a fetch, then a fast-forward or merge without an editor, the
// changed files kept for Undo first) and push (never forced). The remote's own programs never run (git-safety.ts).
import { fail, ok, type ToolContext, type ToolResult } from '../tool';
import type { GitArgs } from './git-params';
import { gitFailure } from './git-output';
import type { GitRepo } from './git-repo';
import { resolveRemote, type GitRemote } from './git-remote';
import { remoteProgramArgs } from './git-safety';
import { beginGitUndo, undoLine } from './git-undo';
import type { GitWriteDeps } from './git-write-actions';

type Ctx = Pick<ToolContext, 'signal' | 'runId'>;

function remoteOf(repo: GitRepo, args: GitArgs, push: boolean, env: NodeJS.ProcessEnv) {
  return resolveRemote({ workspace: repo.workspace, cwd: repo.cwd, sourceEnv: env }, args.remote, push);
}

function said(stdout: string, stderr: string, fallback: string): string {
  const text = `${stdout}${stderr}`.trim();
  return text === '' ? fallback : text;
}

async function runNetwork(repo: GitRepo, remote: GitRemote, command: string[], ctx: Ctx) {
  const [verb = '', ...rest] = command;
  const programs = remoteProgramArgs(verb === 'push' ? 'push' : 'fetch', remote.local);
  return repo.run([verb, ...programs, ...rest], { signal: ctx.signal, network: true });
}

async function fetch(repo: GitRepo, args: GitArgs, ctx: Ctx, env: NodeJS.ProcessEnv): Promise<ToolResult> {
  const found = remoteOf(repo, args, false, env);
  if (!found.ok) return fail(`git fetch refused: ${found.error}.`, 'refused');
  const { remote } = found;
  const outcome = await runNetwork(
    repo,
    remote,
    ['fetch', '--no-recurse-submodules', '--end-of-options', remote.name],
    ctx,
  );
  if (outcome.exitCode !== 0) return gitFailure('fetch', outcome);
  return ok(said(outcome.stdout, outcome.stderr, `Fetched from ${remote.name} (${remote.host}); nothing new.`), {
    details: { action: 'fetch', repo: repo.label, remote: remote.name, host: remote.host },
  });
}

async function pull(
  repo: GitRepo,
  args: GitArgs,
  ctx: Ctx,
  env: NodeJS.ProcessEnv,
  deps: GitWriteDeps,
): Promise<ToolResult> {
  const found = remoteOf(repo, args, false, env);
  if (!found.ok) return fail(`git pull refused: ${found.error}.`, 'refused');
  const { remote } = found;
  const branch = args.ref ? [args.ref] : [];
  const fetched = await runNetwork(
    repo,
    remote,
    ['fetch', '--no-recurse-submodules', '--end-of-options', remote.name, ...branch],
    ctx,
  );
  if (fetched.exitCode !== 0) return gitFailure('pull', fetched);
  // FETCH_HEAD's first line is what was asked for (or the upstream branch): merge that, keeping the files first.
  const target = args.ref ? 'FETCH_HEAD' : '@{upstream}';
  const listing = ['diff', '--name-only', '-z', '--no-ext-diff', 'HEAD', '--end-of-options', target];
  const scope = await beginGitUndo(repo, deps.undo, ctx.runId, [listing], ctx.signal);
  const merged = await repo.run(['merge', '--no-edit', '--no-verify', '--end-of-options', target], {
    signal: ctx.signal,
  });
  const undo = scope.finish();
  if (merged.exitCode !== 0) {
    const failed = gitFailure('pull', merged);
    return { ...failed, content: `${failed.content}${undoLine(undo)}` };
  }
  return ok(`${said(merged.stdout, merged.stderr, 'Already up to date.')}${undoLine(undo)}`, {
    details: {
      action: 'pull',
      repo: repo.label,
      remote: remote.name,
      host: remote.host,
      ...(undo && !('unavailable' in undo) ? { undo } : {}),
    },
  });
}

async function push(repo: GitRepo, args: GitArgs, ctx: Ctx, env: NodeJS.ProcessEnv): Promise<ToolResult> {
  const found = remoteOf(repo, args, true, env);
  if (!found.ok) return fail(`git push refused: ${found.error}.`, 'refused');
  const { remote } = found;
  if (args.ref && /^[+:]/.test(args.ref)) {
    return fail('git push refused: a refspec starting with "+" (force) or ":" (delete) is for the shell.', 'refused');
  }
  const refspec = args.ref ? [args.ref] : [];
  const command = [
    'push',
    '--no-verify',
    '--no-recurse-submodules',
    ...(args.setUpstream ? ['--set-upstream'] : []),
    '--end-of-options',
    remote.name,
    ...refspec,
  ];
  const outcome = await runNetwork(repo, remote, command, ctx);
  if (outcome.exitCode !== 0) return gitFailure('push', outcome);
  return ok(said(outcome.stdout, outcome.stderr, `Pushed to ${remote.name} (${remote.host}).`), {
    details: { action: 'push', repo: repo.label, remote: remote.name, host: remote.host },
  });
}

export const gitNetworkActions = { fetch, pull, push } as const;
