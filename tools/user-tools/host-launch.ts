// How a custom tools host is started: plain Node (no sandbox; every call then asks), or on Linux inside bubblewrap as
// `probe` (reads a file's manifest: no network, nothing writable, no workspace, no home) or `runner` (trusted tools: the
// workspace read-only, writable with `workspace:write` but for files that run code later, its own state folder, the
// network only with `network`; Hearth's data, the home folder and the D-Bus sockets stay unseen).
import { dirname } from 'node:path';
import { realpathSync } from 'node:fs';
import { scanCodeRunning } from '../code-running-scan';
import { maskArgs, resolverArgs, systemFolderArgs } from '../shell/bwrap-sandbox';
import { readOnlyBindArgs } from '../shell/bwrap-read-only';

export interface HostLaunch {
  file: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** Extra stdio after stdin/stdout/stderr: the IPC channel is fd 3. */
  ipcFd: 3;
  /** The host script (for launchers that start a module rather than an executable, such as utilityProcess). */
  hostScript: string;
  /** Whether `file` is bubblewrap wrapping the host (then it needs an executable that runs as Node). */
  wrapped: boolean;
}

export interface HostIsolation {
  bwrapPath: string;
  /** Hearth's data folder: never visible, except the tools folder (read-only) and a runner's state folder. */
  dataDir: string;
  /** The user's home folder: credential folders are masked when the workspace contains them. */
  homeDir: string;
}

/** `probe`: reads manifests of files nobody trusted yet. `runner`: serves trusted tools with these capabilities. */
export type HostProfile =
  { kind: 'probe' } | { kind: 'runner'; capabilities: readonly string[]; workspace: string; stateDir: string };

export interface HostLaunchOptions {
  execPath: string;
  hostScript: string;
  /** Already clean (buildChildEnv). */
  env: Record<string, string>;
  /** The tools folder. */
  folder: string;
  /** Electron's binary acts as Node only with ELECTRON_RUN_AS_NODE (fork sets it; a plain spawn must). */
  runAsNode: boolean;
  profile: HostProfile;
  isolation?: HostIsolation;
}

const IPC_FD = 3;

function realDir(path: string): string {
  try {
    return dirname(realpathSync(path));
  } catch {
    return dirname(path);
  }
}

/** The bwrap argument list for one host; pure apart from reading the file system layout. */
export function buildBwrapHostArgs(
  options: HostLaunchOptions & { isolation: HostIsolation },
  env: Record<string, string>,
): string[] {
  const { profile, isolation } = options;
  const runner = profile.kind === 'runner' ? profile : undefined;
  const network = runner?.capabilities.includes('network') === true;
  const args = ['--unshare-all'];
  if (network) args.push('--share-net');
  args.push('--die-with-parent', '--new-session', '--cap-drop', 'ALL', '--proc', '/proc', '--dev', '/dev');
  args.push(...systemFolderArgs());
  if (network) args.push(...resolverArgs());
  if (runner) {
    args.push('--tmpfs', '/tmp');
    args.push(
      runner.capabilities.includes('workspace:write') ? '--bind' : '--ro-bind',
      runner.workspace,
      runner.workspace,
    );
    // A workspace that contains Hearth's data folder or credential folders gets them covered with an empty tmpfs.
    const masks = maskArgs(runner.workspace, { dataDir: isolation.dataDir, homeDir: isolation.homeDir });
    args.push(...masks);
    // Files that run code later stay read-only even with `workspace:write` (tools/code-running-paths.ts).
    if (runner.capabilities.includes('workspace:write')) {
      const hidden = masks.filter((_, index) => masks[index - 1] === '--tmpfs');
      args.push(...readOnlyBindArgs(scanCodeRunning(runner.workspace).readOnly, runner.workspace, { hidden }));
    }
    args.push('--bind', runner.stateDir, runner.stateDir);
  }
  // After the masks, so a workspace that contains the data folder does not hide the tools folder again.
  args.push('--ro-bind', options.folder, options.folder);
  for (const folder of new Set([realDir(options.execPath), realDir(options.hostScript)]))
    args.push('--ro-bind', folder, folder);
  args.push('--remount-ro', '/');
  args.push('--chdir', runner ? runner.stateDir : options.folder, '--clearenv');
  const home = runner ? runner.stateDir : '/nonexistent';
  for (const [name, value] of Object.entries({ ...env, HOME: home, TMPDIR: '/tmp' }))
    args.push('--setenv', name, value);
  args.push('--setenv', 'NODE_CHANNEL_FD', String(IPC_FD), '--setenv', 'NODE_CHANNEL_SERIALIZATION_MODE', 'json');
  args.push('--', options.execPath, options.hostScript);
  return args;
}

export function buildHostLaunch(options: HostLaunchOptions): HostLaunch {
  const env = { ...options.env, ...(options.runAsNode ? { ELECTRON_RUN_AS_NODE: '1' } : {}) };
  if (!options.isolation)
    return {
      file: options.execPath,
      args: [options.hostScript],
      env,
      cwd: options.folder,
      ipcFd: IPC_FD,
      hostScript: options.hostScript,
      wrapped: false,
    };
  // bwrap itself gets the same clean environment: inside the pid namespace its environ is readable.
  return {
    file: options.isolation.bwrapPath,
    args: buildBwrapHostArgs({ ...options, isolation: options.isolation }, env),
    env,
    cwd: options.folder,
    ipcFd: IPC_FD,
    hostScript: options.hostScript,
    wrapped: true,
  };
}
