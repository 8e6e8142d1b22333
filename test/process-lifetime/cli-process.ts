// Starts the real CLI runtime (what `npm run -s cli -- …` runs: node --import tsx electron/cli/index.ts) as a child of
// the test, optionally on a Linux without bubblewrap (bwrap hidden in a private mount namespace, same pid), and collects
// its output. The test kills it with SIGKILL by pid: the "Hearth was killed" of the no-orphans tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const entry = resolve(root, 'electron/cli/index.ts');
/** Runs "$@" (by exec, so the pid stays the CLI's) where /usr/bin/bwrap is not executable. */
const hideBwrap = ['unshare', '--mount', '--', 'sh', '-c', 'mount --bind /dev/null /usr/bin/bwrap && exec "$@"', 'sh'];

export interface CliProcess {
  child: ChildProcess;
  pid: number;
  output: () => string;
  write: (text: string) => void;
  exited: Promise<void>;
}

/** Whether this machine can hide bwrap from one process (root, util-linux unshare); the reason when not. */
export function canHideBwrap(): string | null {
  const probe = spawnSync(hideBwrap[0]!, [...hideBwrap.slice(1), 'sh', '-c', 'test ! -x /usr/bin/bwrap'], {
    stdio: 'pipe',
  });
  return probe.status === 0 ? null : `cannot hide bwrap: ${probe.error?.message ?? probe.stderr.toString().trim()}`;
}

/** Same runtime as the test (vitest already runs under the one that loads the native modules), same flags as cli.mjs. */
export function startCli(
  args: string[],
  options: { withoutBwrap?: boolean; viaWrapper?: boolean; env?: Record<string, string> } = {},
): CliProcess {
  // viaWrapper: scripts/cli.mjs, the outermost process of `npm run -s cli`, which starts the runtime as its child.
  const command = options.viaWrapper
    ? [process.execPath, resolve(root, 'scripts/cli.mjs'), ...args]
    : [process.execPath, '--import', 'tsx', entry, ...args];
  const full = options.withoutBwrap ? [...hideBwrap, ...command] : command;
  const child = spawn(full[0]!, full.slice(1), {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stdin.on('error', () => undefined);
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  if (child.pid === undefined) throw new Error('the CLI did not start');
  return { child, pid: child.pid, output: () => text, write: (input) => child.stdin.write(input), exited };
}
