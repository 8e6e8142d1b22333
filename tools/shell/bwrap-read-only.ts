// The bwrap arguments that keep files that run code later read-only (the list: tools/code-running-paths.ts, found by
// tools/code-running-scan.ts). Applied on top of wherever the workspace is mounted, after the workspace's own bind.
import { join, relative } from 'node:path';
import { isInsideOrEqual } from '../workspace';

/**
 * `--ro-bind-try` for each path inside `workspace`, seen at the same place under `mountedAt` (the workspace itself, or
 * the folder it is mounted at). Paths inside `hidden` folders (masked with an empty tmpfs) stay hidden.
 */
export function readOnlyBindArgs(
  paths: readonly string[],
  workspace: string,
  options: { mountedAt?: string; hidden?: readonly string[] } = {},
): string[] {
  const mountedAt = options.mountedAt ?? workspace;
  const args: string[] = [];
  for (const path of paths) {
    if (!isInsideOrEqual(path, workspace)) continue;
    if ((options.hidden ?? []).some((folder) => isInsideOrEqual(path, folder))) continue;
    args.push('--ro-bind-try', path, join(mountedAt, relative(workspace, path)));
  }
  return args;
}
