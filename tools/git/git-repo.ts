// Finds the repository a `git` call names (its `path`, a folder in the workspace): its top folder and git directory
// must both stay inside the workspace, and every later command runs with the safety overrides of git-safety.ts.
import { realpathSync, statSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { err, ok, type Result } from '../../electron/shared/result';
import { ensureWorkspace, isInsideOrEqual, resolveInWorkspace } from '../workspace';
import { runGit, type GitOutcome } from './git-process';
import { buildGitEnv, configArgs, driverOverrides, refusedConfigReason } from './git-safety';

export interface GitRunOptions {
  /** Bytes of stdout kept (default 1 MB). */
  maxBytes?: number;
  /** A network action: keeps the ssh agent's socket. */
  network?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface GitRepo {
  /** The workspace (realpath). */
  workspace: string;
  /** The repository's top folder (realpath). */
  top: string;
  /** The folder the call named, where commands run and relative file names start. */
  cwd: string;
  /** The repository as people see it: its top folder relative to the workspace ('.' for the workspace itself). */
  label: string;
  run: (args: readonly string[], options?: GitRunOptions) => Promise<GitOutcome>;
}

export interface GitRepoSettings {
  /** The environment PATH and the ssh agent come from (never passed on whole). */
  sourceEnv: () => NodeJS.ProcessEnv;
  timeoutMs: number;
}

const defaultMaxBytes = 1_048_576;

/** The first line git wrote to stderr, for an error the model can act on. */
export function firstErrorLine(outcome: GitOutcome): string {
  if (outcome.spawnError) return `git could not start: ${outcome.spawnError}`;
  if (outcome.timedOut) return 'git timed out and was stopped';
  if (outcome.aborted) return 'the call was stopped';
  const line = outcome.stderr.split('\n').find((text) => text.trim() !== '');
  return line?.trim() ?? `git exited with code ${outcome.exitCode}`;
}

function runner(workspace: string, cwd: string, settings: GitRepoSettings, drivers: readonly string[]) {
  return (args: readonly string[], options: GitRunOptions = {}): Promise<GitOutcome> =>
    runGit({
      args: ['--no-pager', '--literal-pathspecs', ...configArgs(drivers), ...args],
      cwd,
      env: buildGitEnv({
        source: settings.sourceEnv(),
        workspace,
        ceiling: dirname(workspace),
        network: options.network === true,
      }),
      timeoutMs: options.timeoutMs ?? settings.timeoutMs,
      maxBytes: options.maxBytes ?? defaultMaxBytes,
      ...(options.signal ? { signal: options.signal } : {}),
    });
}

function realInside(path: string, workspace: string): string | null {
  try {
    const real = realpathSync(path);
    return isInsideOrEqual(real, workspace) ? real : null;
  } catch {
    return null;
  }
}

export async function openRepo(
  workspaceDir: string,
  path: string | undefined,
  settings: GitRepoSettings,
  signal?: AbortSignal,
): Promise<Result<{ repo: GitRepo }>> {
  let workspace: string;
  try {
    workspace = ensureWorkspace(workspaceDir);
  } catch (error) {
    return err(`Cannot use the workspace folder ${workspaceDir}: ${(error as Error).message}`);
  }
  const folder = resolveInWorkspace(workspace, path ?? '.');
  if (!folder.ok) return err(folder.error);
  if (!statSync(folder.absolute, { throwIfNoEntry: false })?.isDirectory()) {
    return err(`"${path}" is not a folder in the workspace.`);
  }
  const probe = runner(workspace, folder.absolute, settings, []);
  const found = await probe(['rev-parse', '--show-toplevel', '--absolute-git-dir'], { signal: signal });
  if (found.exitCode !== 0) {
    return err(`"${folder.relative}" is not in a git repository inside the workspace (${firstErrorLine(found)}).`);
  }
  const [topLine, gitDirLine] = found.stdout.split('\n');
  const top = realInside(topLine ?? '', workspace);
  const gitDir = realInside(gitDirLine ?? '', workspace);
  if (top === null || gitDir === null) {
    return err(
      `The repository at "${folder.relative}" keeps its files or its git folder outside the workspace; the git tool works only on repositories inside it.`,
    );
  }
  const names = await probe(['config', '--name-only', '--list', '-z'], { signal: signal });
  const configNames = names.exitCode === 0 ? names.stdout.split('\0').filter((name) => name !== '') : [];
  const refused = refusedConfigReason(configNames);
  if (refused)
    return err(
      `The git tool does not work on the repository at "${folder.relative}": ${refused}. Use the shell for it.`,
    );
  const repo: GitRepo = {
    workspace,
    top,
    cwd: folder.absolute,
    label: relative(workspace, top) || '.',
    run: runner(workspace, folder.absolute, settings, driverOverrides(configNames)),
  };
  return ok({ repo });
}
