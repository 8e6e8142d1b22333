// The `git` tool (issue 40): status, log, diff, show and blame read; add, commit, switch, stash and restore write;
// fetch, pull and push send, naming the host. git runs as a child process with a cleared environment and overrides
// that keep the repository's hooks, pagers, filters and helpers from running (git-safety.ts); output is untrusted.
import { defineTool, fail, type AnyTool, type ToolResult } from '../tool';
import type { TrustedFolders } from '../files/file-source';
import { homeSizedRefusal } from '../home-sized-workspace';
import { findExecutable } from '../shell/select-sandbox';
import type { FileChangeJournal } from '../undo/file-change-journal';
import { describeGitCall } from './git-describe';
import { gitNetworkActions } from './git-network-actions';
import { markGitOutput } from './git-output';
import { gitParameters, gitRiskOf, type GitArgs } from './git-params';
import { gitReadActions } from './git-read-actions';
import { openRepo, type GitRepo } from './git-repo';
import { gitWriteActions } from './git-write-actions';

export interface GitToolDeps {
  /** Folders the person trusts (setting `trust.folders`): git's output from a repository inside one is trusted. */
  trustedFolders?: TrustedFolders;
  /** Undo for the files switch, restore, stash and pull change (tools/undo/file-change-journal.ts). */
  undo?: FileChangeJournal;
  /** The environment PATH and the ssh agent's socket come from; defaults to process.env, never passed on whole. */
  sourceEnv?: () => NodeJS.ProcessEnv;
  /** The person's home folder: a home-sized workspace is refused, as for the shell. */
  homeDir?: string;
  /** Per git command (default 60 s; a network action's fetch or push included). */
  timeoutMs?: number;
}

function dispatch(
  repo: GitRepo,
  args: GitArgs,
  ctx: Parameters<AnyTool['execute']>[1],
  deps: GitToolDeps,
  env: NodeJS.ProcessEnv,
): Promise<ToolResult> {
  const write = { ...(deps.undo ? { undo: deps.undo } : {}) };
  switch (args.action) {
    case 'status':
    case 'log':
    case 'diff':
    case 'show':
    case 'blame':
      return gitReadActions[args.action](repo, args, ctx.signal);
    case 'add':
    case 'commit':
      return gitWriteActions[args.action](repo, args, ctx);
    case 'switch':
    case 'restore':
    case 'stash':
      return gitWriteActions[args.action](repo, args, ctx, write);
    case 'fetch':
    case 'push':
      return gitNetworkActions[args.action](repo, args, ctx, env);
    case 'pull':
      return gitNetworkActions.pull(repo, args, ctx, env, write);
  }
}

export function createGitTool(deps: GitToolDeps = {}): AnyTool {
  const sourceEnv = deps.sourceEnv ?? (() => process.env);
  return defineTool({
    name: 'git',
    label: 'Git',
    description:
      'Work with a git repository in the workspace: status, log, diff, show and blame read; add, commit, switch, ' +
      'stash and restore change it; fetch, pull and push reach its remote. Long diffs are cut with a note. ' +
      "The repository's hooks, aliases and configured programs never run; use the shell for anything else.",
    parameters: gitParameters,
    risk: 'write',
    riskOf: gitRiskOf,
    availability: () => {
      const git = findExecutable('git', sourceEnv(), ['/usr/bin', '/usr/local/bin']);
      return git
        ? { available: true, reason: git, code: 'programAt', params: { path: git } }
        : { available: false, reason: 'git is not installed', code: 'gitMissing' };
    },
    describeCall: (args, ctx) => describeGitCall(args, ctx.workspace, sourceEnv()),
    execute: async (args, ctx) => {
      const env = sourceEnv();
      const opened = await openRepo(
        ctx.workspace,
        args.path,
        { sourceEnv: () => env, timeoutMs: deps.timeoutMs ?? 60_000 },
        ctx.signal,
      );
      if (!opened.ok) return fail(opened.error, 'invalid_args');
      const { repo } = opened;
      const homeSized = deps.homeDir ? homeSizedRefusal(repo.workspace, deps.homeDir) : null;
      if (homeSized && gitRiskOf(args) !== 'read') return fail(homeSized, 'workspace');
      const result = await dispatch(repo, args, ctx, deps, env);
      return markGitOutput(
        result,
        repo,
        args.stashAction ? `stash ${args.stashAction}` : args.action,
        deps.trustedFolders,
      );
    },
  });
}
