// Linux sandbox with bubblewrap: fresh namespaces, a fresh /proc, read-only system folders, only the workspace writable
// (minus the files that run code later, bwrap-read-only.ts).
// bwrap itself is spawned with an EMPTY environment: inside the sandbox it is pid 1 and its environ is readable.
import { existsSync, lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isInsideOrEqual } from '../workspace';
import { readOnlyBindArgs } from './bwrap-read-only';
import { homeCredentialFolders, type ProtectedPaths, type Sandbox, type SandboxRequest } from './sandbox';

/** System folders exposed read-only (symlinks such as /bin -> usr/bin are recreated as symlinks). */
const systemFolders = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc', '/opt'];
/** Files under /etc that are hidden even though /etc is visible. */
const maskedSystemFiles = ['/etc/shadow', '/etc/gshadow', '/etc/sudoers'];

export interface BwrapSandboxOptions {
  bwrapPath: string;
  protectedPaths: ProtectedPaths;
}

function realpathOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

export function systemFolderArgs(): string[] {
  const args: string[] = [];
  for (const folder of systemFolders) {
    if (!existsSync(folder)) continue;
    const info = lstatSync(folder);
    if (info.isSymbolicLink()) args.push('--symlink', readlinkSync(folder), folder);
    else if (info.isDirectory()) args.push('--ro-bind', folder, folder);
  }
  for (const file of maskedSystemFiles) if (existsSync(file)) args.push('--ro-bind', '/dev/null', file);
  return args;
}

/** With network granted, DNS must work: /etc/resolv.conf often links into /run, which is not exposed otherwise. */
export function resolverArgs(): string[] {
  const target = realpathOrNull('/etc/resolv.conf');
  if (!target || isInsideOrEqual(target, '/etc') || isInsideOrEqual(target, '/usr')) return [];
  return ['--ro-bind-try', target, target];
}

/** Credential folders that happen to sit inside the workspace are covered with an empty tmpfs. */
export function maskArgs(workspace: string, protectedPaths: ProtectedPaths): string[] {
  const candidates = [
    protectedPaths.dataDir,
    ...homeCredentialFolders.map((name) => join(protectedPaths.homeDir, name)),
  ];
  const args: string[] = [];
  for (const candidate of candidates) {
    const real = realpathOrNull(candidate);
    if (!real || !isInsideOrEqual(real, workspace)) continue;
    if (statSync(real).isDirectory()) args.push('--tmpfs', real);
  }
  return args;
}

/** The full bwrap argument list for one command; pure apart from reading the file system layout. */
export function buildBwrapArgs(request: SandboxRequest, protectedPaths: ProtectedPaths): string[] {
  const args = ['--unshare-all'];
  if (request.network) args.push('--share-net');
  args.push('--die-with-parent', '--new-session', '--cap-drop', 'ALL');
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp');
  args.push(...systemFolderArgs());
  if (request.network) args.push(...resolverArgs());
  args.push('--bind', request.workspace, request.workspace);
  const masks = maskArgs(request.workspace, protectedPaths);
  args.push(...masks);
  const hidden = masks.filter((_, index) => masks[index - 1] === '--tmpfs');
  args.push(...readOnlyBindArgs(request.readOnly ?? [], request.workspace, { hidden }));
  for (const folder of request.readable ?? []) if (existsSync(folder)) args.push('--ro-bind', folder, folder);
  args.push('--remount-ro', '/');
  args.push('--chdir', request.cwd, '--clearenv');
  for (const [name, value] of Object.entries(request.env)) args.push('--setenv', name, value);
  args.push('--', '/bin/sh', '-c', request.command);
  return args;
}

export function createBwrapSandbox(options: BwrapSandboxOptions): Sandbox {
  return {
    kind: 'bwrap',
    describe: () => 'sandbox: bwrap',
    childPaths: (workspace) => ({ home: workspace, tmpDir: '/tmp', shell: '/bin/sh' }),
    wrap: (request) => ({
      file: options.bwrapPath,
      args: buildBwrapArgs(request, options.protectedPaths),
      env: {},
      cwd: '/',
    }),
  };
}
