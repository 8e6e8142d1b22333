// macOS sandbox: `sandbox-exec` with a generated Seatbelt profile meaning the same as the bwrap setup —
// writes only to the workspace and temp folders, no reads of ~/.ssh, keychains or the app's data folder, network per setting.
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { isInsideOrEqual } from '../workspace';
import { homeCredentialFolders, type ProtectedPaths, type Sandbox } from './sandbox';

export interface SeatbeltProfileInput {
  /** Realpath of the workspace (on macOS /tmp resolves to /private/tmp, and Seatbelt matches resolved paths). */
  workspace: string;
  /** Realpath of the per-user temp folder ($TMPDIR, under /private/var/folders). */
  tmpDir: string;
  /** Realpaths of folders the command must not read (data folder, keychains, ~/.ssh…). */
  deniedReads: string[];
  network: boolean;
  /** Realpaths in the workspace kept read-only: files that run code later (tools/code-running-scan.ts). */
  readOnly?: readonly string[];
}

/** A Seatbelt string literal: backslashes and quotes escaped, control characters refused. */
export function seatbeltString(value: string): string {
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) throw new Error('path contains a control character');
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function buildSeatbeltProfile(input: SeatbeltProfileInput): string {
  const lines = [
    '(version 1)',
    '(deny default)',
    '(allow process-exec)',
    '(allow process-fork)',
    '(allow signal (target same-sandbox))',
    '(allow process-info* (target same-sandbox))',
    '(allow sysctl-read)',
    '(allow file-read*)',
    '(allow file-write-data (literal "/dev/null") (literal "/dev/zero") (literal "/dev/tty") (regex #"^/dev/fd/"))',
    '(allow file-ioctl (literal "/dev/tty") (regex #"^/dev/ttys"))',
    `(allow file-write* (subpath ${seatbeltString(input.workspace)}) (subpath ${seatbeltString(input.tmpDir)}) (subpath "/private/tmp"))`,
  ];
  const subpaths = (paths: string[]) => paths.map((path) => `(subpath ${seatbeltString(path)})`).join(' ');
  // Later rules win in Seatbelt. A denied folder that contains the workspace (the default workspace lives in the data
  // folder) is denied first and the workspace re-allowed; every other denied folder is denied last, even inside it.
  const around = input.deniedReads.filter((path) => isInsideOrEqual(input.workspace, path));
  const elsewhere = input.deniedReads.filter((path) => !isInsideOrEqual(input.workspace, path));
  if (around.length > 0) {
    lines.push(`(deny file-read* file-write* ${subpaths(around)})`);
    lines.push(`(allow file-read* file-write* (subpath ${seatbeltString(input.workspace)}))`);
  }
  if (elsewhere.length > 0) lines.push(`(deny file-read* file-write* ${subpaths(elsewhere)})`);
  if (input.readOnly?.length) lines.push(`(deny file-write* ${subpaths([...input.readOnly])})`);
  // Keychain access goes through securityd over Mach; with `deny default` no Mach service is reachable unless listed.
  lines.push('(allow mach-lookup (global-name "com.apple.system.opendirectoryd.libinfo"))');
  if (input.network) {
    lines.push('(allow network*)');
    lines.push(
      '(allow mach-lookup (global-name "com.apple.dnssd.service") (global-name "com.apple.SystemConfiguration.configd"))',
    );
  }
  return `${lines.join('\n')}\n`;
}

export interface MacosSandboxOptions {
  sandboxExecPath: string;
  protectedPaths: ProtectedPaths;
  /** The per-user temp folder the command may write to (os.tmpdir()). */
  tmpDir: string;
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

export function macosDeniedReads(protectedPaths: ProtectedPaths): string[] {
  const home = protectedPaths.homeDir;
  const paths = [
    protectedPaths.dataDir,
    join(home, 'Library/Keychains'),
    ...homeCredentialFolders.map((name) => join(home, name)),
  ];
  return paths.map(realpathOr);
}

export function createMacosSandbox(options: MacosSandboxOptions): Sandbox {
  const tmpDir = realpathOr(options.tmpDir);
  return {
    kind: 'sandbox-exec',
    describe: () => 'sandbox: sandbox-exec',
    childPaths: (workspace) => ({ home: workspace, tmpDir, shell: '/bin/sh' }),
    wrap: (request) => {
      const profile = buildSeatbeltProfile({
        workspace: realpathOr(request.workspace),
        tmpDir,
        deniedReads: macosDeniedReads(options.protectedPaths),
        network: request.network,
        ...(request.readOnly ? { readOnly: request.readOnly } : {}),
      });
      return {
        file: options.sandboxExecPath,
        args: ['-p', profile, '/bin/sh', '-c', request.command],
        env: request.env,
        cwd: request.cwd,
      };
    },
  };
}
