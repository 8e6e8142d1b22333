// Process isolation for stdio MCP servers. A child with a clean environment can still read Hearth's own environment
// from /proc/<parent pid>/environ; on Linux the server therefore runs under bwrap in its own pid
// namespace with a fresh /proc (files, network and devices stay as they are), and dies with Hearth.
import { childProcess } from '../lazy-builtins';
import { findExecutable } from '../shell/select-sandbox';

/** How servers run, as a code the UI words (`detail`: the platform, or why bwrap failed). */
export type McpIsolationCode = 'bwrap' | 'off' | 'unsupported_platform' | 'bwrap_missing' | 'bwrap_failed';

export interface McpIsolation {
  /** For the log and the CLI, e.g. "bwrap: own process namespace" or "none: bwrap not found". */
  readonly description: string;
  readonly code: McpIsolationCode;
  readonly detail?: string;
  /** The command line that runs `command args` isolated (unchanged when there is no isolation). */
  wrap(command: string, args: readonly string[]): { command: string; args: string[] };
}

const bwrapArgs = ['--die-with-parent', '--unshare-pid', '--bind', '/', '/', '--dev', '/dev', '--proc', '/proc'];

export const noIsolation = (code: Exclude<McpIsolationCode, 'bwrap'>, why: string, detail?: string): McpIsolation => ({
  description: `none: ${why}`,
  code,
  ...(detail !== undefined ? { detail } : {}),
  wrap: (command, args) => ({ command, args: [...args] }),
});

/** Finds bwrap and checks that it really starts a process this way; anything else gives no isolation with the reason. */
export async function probeMcpIsolation(deps: {
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
}): Promise<McpIsolation> {
  if (deps.platform !== 'linux')
    return noIsolation('unsupported_platform', `no process isolation on ${deps.platform}`, deps.platform);
  const bwrap = findExecutable('bwrap', { PATH: deps.env.PATH }, ['/usr/bin', '/usr/local/bin']);
  if (!bwrap) return noIsolation('bwrap_missing', 'bwrap not found; install bubblewrap');
  const failure = await selfTest(bwrap);
  if (failure) return noIsolation('bwrap_failed', `bwrap could not start a process (${failure})`, failure);
  return {
    description: 'bwrap: own process namespace',
    code: 'bwrap',
    wrap: (command, args) => ({ command: bwrap, args: [...bwrapArgs, '--', command, ...args] }),
  };
}

function selfTest(bwrap: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = childProcess().spawn(bwrap, [...bwrapArgs, '--', 'true'], {
      env: {},
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 10_000,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => resolve(error.message));
    child.on('close', (code) => resolve(code === 0 ? undefined : stderr.trim().split('\n')[0] || `exit code ${code}`));
  });
}
