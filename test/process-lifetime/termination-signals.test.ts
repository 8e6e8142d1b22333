// electron/cli/termination-signals.ts: a SIGTERM or SIGHUP to the CLI SIGKILLs its registered process groups from
// the CLI itself before it dies by that signal. The watchdog is stopped (SIGSTOP) meanwhile, so only that kill can end
// the group here.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../support/wait-for';

const lifetime = resolve('tools/process-lifetime.ts');
const signalsModule = resolve('electron/cli/termination-signals.ts');
/** A stand-in CLI: the signal handlers, one detached `sleep` group under the process watchdog, its pids printed. */
const fakeCli = `
import { spawn } from 'node:child_process';
const { processWatchdog } = await import(${JSON.stringify(lifetime)});
const { endWithChildrenOnSignals } = await import(${JSON.stringify(signalsModule)});
endWithChildrenOnSignals();
const sleeper = spawn('sleep', ['300'], { detached: true, stdio: 'ignore' });
processWatchdog().watch({ pid: sleeper.pid, group: true });
console.log(JSON.stringify({ sleeper: sleeper.pid, watchdog: processWatchdog().pid() }));
setInterval(() => {}, 1000);
`;

/** Running: the pid exists and is not a zombie (an ended child of a dead parent waits there to be reaped). */
const running = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

describe.skipIf(process.platform !== 'linux')('the CLI on SIGTERM and SIGHUP', () => {
  it.each(['SIGTERM', 'SIGHUP'] as const)(
    'kills its registered groups itself before dying by %s',
    async (signal) => {
      const owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', fakeCli], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      owner.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const exited = new Promise<void>((done) => owner.on('exit', () => done()));
      const pids = await waitFor(
        () => (out.includes('\n') ? (JSON.parse(out) as { sleeper: number; watchdog: number }) : undefined),
        { message: 'the stand-in CLI to start', timeout: 20_000, observe: () => out },
      );
      try {
        process.kill(pids.watchdog, 'SIGSTOP');
        owner.kill(signal);
        await exited;
        expect(owner.signalCode).toBe(signal);
        await waitFor(() => !running(pids.sleeper), {
          message: 'the group to die while the watchdog is stopped',
          timeout: 5_000,
        });
      } finally {
        if (running(pids.sleeper)) process.kill(pids.sleeper, 'SIGKILL');
        if (running(pids.watchdog)) process.kill(pids.watchdog, 'SIGCONT');
        if (owner.exitCode === null && owner.signalCode === null) owner.kill('SIGKILL');
      }
    },
    30_000,
  );
});
