// Runs one git command as a real child process: its own process group under the process watchdog, a timeout and
// abort that kill it, stdout kept from its start up to a cap (the rest only counted), stderr's start kept for errors.
import type { ChildProcess } from 'node:child_process';
import { childProcess } from '../lazy-builtins';
import { killProcessGroup } from '../process-group';
import { processWatchdog } from '../process-lifetime';

export interface GitInvocation {
  args: string[];
  cwd: string;
  env: Record<string, string>;
  timeoutMs: number;
  /** Bytes of stdout kept; the rest is counted in `cutBytes`. */
  maxBytes: number;
  signal?: AbortSignal;
}

export interface GitOutcome {
  /** 0 on success; null when killed, timed out or not started. */
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Bytes of stdout past the cap (0: all kept). */
  cutBytes: number;
  timedOut: boolean;
  aborted: boolean;
  spawnError?: string;
}

const maxStderrBytes = 16_384;

function keepHead(chunks: Buffer[], kept: { bytes: number }, chunk: Buffer, limit: number): number {
  const room = limit - kept.bytes;
  if (room <= 0) return chunk.length;
  const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
  chunks.push(part);
  kept.bytes += part.length;
  return chunk.length - part.length;
}

export function runGit(invocation: GitInvocation): Promise<GitOutcome> {
  if (invocation.signal?.aborted) {
    return Promise.resolve({ exitCode: null, stdout: '', stderr: '', cutBytes: 0, timedOut: false, aborted: true });
  }
  return new Promise((resolvePromise) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const outKept = { bytes: 0 };
    const errKept = { bytes: 0 };
    let cutBytes = 0;
    let timedOut = false;
    let aborted = false;
    let exited = false;
    let settled = false;
    let child: ChildProcess | undefined;
    const finish = (exitCode: number | null, spawnError?: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      invocation.signal?.removeEventListener('abort', onAbort);
      resolvePromise({
        exitCode,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        cutBytes,
        timedOut,
        aborted,
        ...(spawnError ? { spawnError } : {}),
      });
    };
    const stop = (): void => {
      if (child && !exited) killProcessGroup(child);
    };
    const onAbort = (): void => {
      aborted = true;
      stop();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, invocation.timeoutMs);
    processWatchdog().prepare();
    try {
      child = childProcess().spawn('git', invocation.args, {
        cwd: invocation.cwd,
        env: invocation.env,
        detached: process.platform !== 'win32',
        stdio: ['ignore', 'pipe', 'pipe'],
        windowsHide: true,
      });
    } catch (error) {
      finish(null, (error as Error).message);
      return;
    }
    const running = child;
    const release = processWatchdog().watch({ pid: running.pid, group: process.platform !== 'win32' });
    invocation.signal?.addEventListener('abort', onAbort, { once: true });
    running.stdout?.on('data', (chunk: Buffer) => {
      cutBytes += keepHead(out, outKept, chunk, invocation.maxBytes);
    });
    running.stderr?.on('data', (chunk: Buffer) => void keepHead(err, errKept, chunk, maxStderrBytes));
    running.on('error', (error) => {
      if (running.pid === undefined) release();
      finish(null, error.message);
    });
    running.on('exit', () => {
      exited = true;
      release();
    });
    running.on('close', (code) => finish(timedOut || aborted ? null : code));
  });
}
