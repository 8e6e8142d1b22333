// Runs one process invocation: its own process group, a timeout and abort that kill the whole tree,
// live output to a callback, and a capped tail of stdout+stderr (never the whole output in memory). The group is handed
// to the process watchdog (tools/process-lifetime.ts), so it dies with Hearth even when Hearth is SIGKILLed.
import type { ChildProcess } from 'node:child_process';
import { childProcess } from '../lazy-builtins';
import { StringDecoder } from 'node:string_decoder';
import { killProcessGroup } from '../process-group';
import { processWatchdog } from '../process-lifetime';
import { createOutputTail } from './output-tail';
import type { ProcessInvocation } from './sandbox';

export interface RunProcessOptions {
  timeoutMs: number;
  maxOutputBytes: number;
  signal?: AbortSignal;
  /** Decoded live output, stdout and stderr interleaved as they arrive. */
  onOutput?: (text: string) => void;
  /** After the process exits or is killed, how long to wait for its pipes to close before giving up on them. */
  pipeGraceMs?: number;
  /** Written to the process's stdin, which then closes (absent: no stdin). */
  stdin?: string;
}

export interface ProcessOutcome {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  durationMs: number;
  timedOut: boolean;
  aborted: boolean;
  /** The kept tail of stdout+stderr. */
  output: string;
  totalBytes: number;
  truncatedBytes: number;
  /** Set when the process could not be started at all. */
  spawnError?: string;
}

export function runProcess(invocation: ProcessInvocation, options: RunProcessOptions): Promise<ProcessOutcome> {
  const started = performance.now();
  const tail = createOutputTail(options.maxOutputBytes);
  const pipeGraceMs = options.pipeGraceMs ?? 2_000;
  if (options.signal?.aborted) {
    return Promise.resolve({
      exitCode: null,
      signal: null,
      durationMs: 0,
      timedOut: false,
      aborted: true,
      output: '',
      totalBytes: 0,
      truncatedBytes: 0,
    });
  }

  return new Promise((resolvePromise) => {
    let timedOut = false;
    let aborted = false;
    let exit: { code: number | null; signal: NodeJS.Signals | null } = { code: null, signal: null };
    let settled = false;
    let child: ChildProcess | undefined;
    const timers: { timeout?: NodeJS.Timeout; grace?: NodeJS.Timeout } = {};

    let exited = false;
    // After the exit handler has ended the group, never signal that group id again (it could be reused).
    const killIfRunning = (): void => {
      if (child && !exited) killProcessGroup(child);
    };
    const onAbort = (): void => {
      if (exited) return;
      aborted = true;
      killIfRunning();
    };
    const finish = (spawnError?: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timers.timeout);
      clearTimeout(timers.grace);
      options.signal?.removeEventListener('abort', onAbort);
      resolvePromise({
        exitCode: exit.code,
        signal: exit.signal,
        durationMs: Math.round(performance.now() - started),
        timedOut,
        aborted,
        output: tail.text(),
        totalBytes: tail.totalBytes(),
        truncatedBytes: tail.droppedBytes(),
        ...(spawnError ? { spawnError } : {}),
      });
    };

    // The watchdog runs before the child exists, so registering it is one synchronous write.
    processWatchdog().prepare();
    try {
      child = childProcess().spawn(invocation.file, invocation.args, {
        cwd: invocation.cwd,
        env: invocation.env,
        detached: process.platform !== 'win32',
        stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
        windowsHide: true,
      });
    } catch (error) {
      finish((error as Error).message);
      return;
    }
    const running = child;
    const release = processWatchdog().watch({ pid: running.pid, group: process.platform !== 'win32' });
    if (options.stdin !== undefined && running.stdin) {
      running.stdin.on('error', () => {});
      running.stdin.end(options.stdin);
    }

    timers.timeout = setTimeout(() => {
      if (exited) return;
      timedOut = true;
      killIfRunning();
    }, options.timeoutMs);
    options.signal?.addEventListener('abort', onAbort, { once: true });

    for (const stream of [running.stdout, running.stderr]) {
      if (!stream) continue;
      const decoder = new StringDecoder('utf8');
      stream.on('data', (chunk: Buffer) => {
        tail.push(chunk);
        if (options.onOutput) options.onOutput(decoder.write(chunk));
      });
      stream.on('error', () => {});
    }

    running.on('error', (error) => {
      if (running.pid === undefined) release();
      finish(error.message);
    });
    running.on('exit', (code, signal) => {
      exit = { code, signal };
      exited = true;
      // Background jobs the command left behind would keep the pipes open: end them with the command.
      killProcessGroup(running);
      release();
      timers.grace = setTimeout(() => {
        running.stdout?.destroy();
        running.stderr?.destroy();
        finish();
      }, pipeGraceMs);
    });
    running.on('close', () => finish());
  });
}
