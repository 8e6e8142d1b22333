// Electron's `utilityProcess` for glue tests: fork() runs the module for real under plain Node with a
// `process.parentPort` shim (fake-utility-parent-port.mjs), and records every fork so a test can see what was started.
import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { ForkOptions, UtilityProcess } from 'electron';

export interface RecordedFork {
  modulePath: string;
  args: string[];
  options: ForkOptions;
  pid: () => number | undefined;
  /** The exit code once it has exited. */
  exitCode: () => number | undefined;
}

export function createFakeUtilityProcess() {
  const forks: RecordedFork[] = [];
  const shim = new URL('./fake-utility-parent-port.mjs', import.meta.url).href;
  return {
    forks,
    fork(modulePath: string, args: string[] = [], options: ForkOptions = {}): UtilityProcess {
      const child = fork(modulePath, args, {
        env: options.env as NodeJS.ProcessEnv,
        cwd: options.cwd,
        execArgv: ['--import', shim],
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        serialization: 'json',
      });
      const utility = Object.assign(new EventEmitter(), {
        pid: undefined as number | undefined,
        stdout: child.stdout,
        stderr: child.stderr,
        postMessage: (message: unknown) => void child.send(message as object),
        kill: () => child.kill('SIGTERM'),
      });
      child.on('spawn', () => {
        utility.pid = child.pid;
        utility.emit('spawn');
      });
      child.on('message', (message) => utility.emit('message', message));
      let exitCode: number | undefined;
      // Electron reports a signal death as a non-zero code.
      child.on('exit', (code) => {
        exitCode = code ?? 1;
        utility.emit('exit', exitCode);
      });
      forks.push({ modulePath, args, options, pid: () => utility.pid, exitCode: () => exitCode });
      return utility as unknown as UtilityProcess;
    },
  };
}
