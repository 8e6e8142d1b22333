// A short git query run synchronously (an approval's facts are computed before the call: the remote's address, the
// files a commit takes), with the same cleared environment and overrides as every other git call.
import { dirname } from 'node:path';
import { childProcess } from '../lazy-builtins';
import { buildGitEnv, configArgs, driverOverrides, refusedConfigReason } from './git-safety';

export interface GitSyncPlace {
  /** The workspace (realpath). */
  workspace: string;
  /** The folder the command runs in (realpath, inside the workspace). */
  cwd: string;
  sourceEnv: NodeJS.ProcessEnv;
}

/** stdout of the command, or null when it failed (a query that cannot answer shows no fact, it never throws). */
export function gitQuerySync(place: GitSyncPlace, args: readonly string[]): string | null {
  const run = (config: readonly string[], command: readonly string[]): string | null => {
    const result = childProcess().spawnSync(
      'git',
      ['--no-pager', '--literal-pathspecs', ...configArgs(config), ...command],
      {
        cwd: place.cwd,
        env: buildGitEnv({
          source: place.sourceEnv,
          workspace: place.workspace,
          ceiling: dirname(place.workspace),
          network: false,
        }),
        encoding: 'utf8',
        timeout: 5_000,
        maxBuffer: 1_048_576,
        windowsHide: true,
      },
    );
    return result.status === 0 ? result.stdout : null;
  };
  const names = nulList(run([], ['config', '--name-only', '--list', '-z']));
  // A repository the tool refuses (a partial clone could fetch while answering) gives no facts.
  if (refusedConfigReason(names) !== null) return null;
  return run(driverOverrides(names), args);
}

/** NUL-separated names (`-z` output) as a list. */
export function nulList(text: string | null): string[] {
  return text === null ? [] : text.split('\0').filter((name) => name !== '');
}
