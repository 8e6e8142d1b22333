// How the user tools host is started: plain Node (no inherited flags, a clean environment), or on Linux inside
// bubblewrap with its own pid namespace (Hearth's /proc/<pid>/environ out of reach, killed with Hearth) and
// Hearth's data files and the per-user runtime folder (session bus, keyring sockets) hidden.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isInsideOrEqual } from '../workspace';

export interface HostLaunch {
  file: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** Extra stdio after stdin/stdout/stderr: the IPC channel is fd 3. */
  ipcFd: 3;
}

export interface HostIsolation {
  bwrapPath: string;
  /** Hearth's data folder: everything in it is hidden except the tools folder and `keepVisible()` (the workspace). */
  dataDir: string;
  keepVisible?: () => string[];
}

export interface HostLaunchOptions {
  execPath: string;
  hostScript: string;
  /** Already clean (buildChildEnv). */
  env: Record<string, string>;
  /** The tools folder (the host's working directory). */
  folder: string;
  /** Electron's binary acts as Node only with ELECTRON_RUN_AS_NODE (fork sets it; a plain spawn must). */
  runAsNode: boolean;
  isolation?: HostIsolation;
}

const IPC_FD = 3;

/** Paths under the data folder to cover: every entry except those containing or inside a kept path. */
function hiddenDataEntries(dataDir: string, keep: string[]): { path: string; directory: boolean }[] {
  if (!existsSync(dataDir)) return [];
  const hidden: { path: string; directory: boolean }[] = [];
  for (const name of readdirSync(dataDir)) {
    const path = join(dataDir, name);
    if (keep.some((kept) => isInsideOrEqual(kept, path) || isInsideOrEqual(path, kept))) continue;
    try {
      hidden.push({ path, directory: statSync(path).isDirectory() });
    } catch {
      // vanished meanwhile
    }
  }
  return hidden;
}

export function buildBwrapHostArgs(options: HostLaunchOptions & { isolation: HostIsolation }, env: Record<string, string>): string[] {
  const { isolation } = options;
  const args = ['--bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--unshare-pid', '--die-with-parent', '--new-session'];
  if (existsSync('/run/user')) args.push('--tmpfs', '/run/user');
  const keep = [options.folder, ...(isolation.keepVisible?.() ?? [])];
  for (const entry of hiddenDataEntries(isolation.dataDir, keep)) {
    if (entry.directory) args.push('--tmpfs', entry.path);
    else args.push('--ro-bind', '/dev/null', entry.path);
  }
  args.push('--chdir', options.folder, '--clearenv');
  for (const [name, value] of Object.entries(env)) args.push('--setenv', name, value);
  args.push('--setenv', 'NODE_CHANNEL_FD', String(IPC_FD), '--setenv', 'NODE_CHANNEL_SERIALIZATION_MODE', 'json');
  args.push('--', options.execPath, options.hostScript);
  return args;
}

export function buildHostLaunch(options: HostLaunchOptions): HostLaunch {
  const env = { ...options.env, ...(options.runAsNode ? { ELECTRON_RUN_AS_NODE: '1' } : {}) };
  if (!options.isolation) return { file: options.execPath, args: [options.hostScript], env, cwd: options.folder, ipcFd: IPC_FD };
  // bwrap itself gets the same clean environment: inside the pid namespace its environ is readable.
  return { file: options.isolation.bwrapPath, args: buildBwrapHostArgs({ ...options, isolation: options.isolation }, env), env, cwd: options.folder, ipcFd: IPC_FD };
}
