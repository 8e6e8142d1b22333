// The CLI's real stdout and stderr, safe for pipes: flush() resolves once every byte written has reached the OS (pipe,
// file or terminal), and a reader that goes away (`hearth … | head -1`, EPIPE, or noticed while idle by
// output-reader-watch.ts) silences the CLI instead of crashing it.
import { exitCodes, type CliIo } from './cli-io';
import { watchOutputReaders } from './output-reader-watch';

export interface ProcessOutput {
  io: CliIo;
  /** Aborted when stdout can no longer be written, or stdout's or stderr's reader went away: the command should stop. */
  stdoutClosed: AbortSignal;
  /** Resolves when stdout and stderr have drained; a stream that failed counts as drained. Never rejects. */
  flush: () => Promise<void>;
  /** The process's exit code for a command that returned `code`: a closed pipe is not a failure, a full disk is. */
  exitCode: (code: number) => number;
}

interface GuardedStream {
  write: (text: string) => void;
  drained: () => Promise<void>;
  failure: () => NodeJS.ErrnoException | undefined;
}

function guard(stream: NodeJS.WriteStream, onFailure: (error: NodeJS.ErrnoException) => void): GuardedStream {
  let failure: NodeJS.ErrnoException | undefined;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (failure) return;
    failure = error;
    onFailure(error);
  });
  const usable = () => !failure && !stream.destroyed;
  return {
    write: (text) => void (usable() && stream.write(text)),
    failure: () => failure,
    drained: () =>
      new Promise<void>((resolve) => {
        if (!usable() || stream.writableLength === 0) return resolve();
        stream.once('close', () => resolve()); // destroyed while waiting (EPIPE): pending data can never be written
        // Writes complete in order, so the callback of an empty write runs once everything before it is written.
        stream.write('', () => resolve());
      }),
  };
}

export function createProcessOutput(): ProcessOutput {
  const stdoutClosed = new AbortController();
  // Once a reader has left, the command winds down without a word (no "Stopped by the user" for a closed pipe).
  let readerGone = false;
  const readerLeaves = (): void => {
    readerGone = true;
    stdoutClosed.abort(new Error('the reader of stdout or stderr went away'));
  };
  const stdout = guard(process.stdout, (error) => stdoutClosed.abort(error));
  const stderr = guard(process.stderr, (error) => error.code === 'EPIPE' && readerLeaves());
  const readerLeft = () => readerGone || stdout.failure()?.code === 'EPIPE';
  watchOutputReaders(readerLeaves);
  const io: CliIo = {
    out: stdout.write,
    err: (text) => (readerLeft() ? undefined : stderr.write(text)),
    jsonLine: (value) => stdout.write(`${JSON.stringify(value)}\n`),
  };
  return {
    io,
    stdoutClosed: stdoutClosed.signal,
    flush: async () => {
      await Promise.all([stdout.drained(), stderr.drained()]);
    },
    exitCode: (code) => {
      const failure = stdout.failure();
      if (readerLeft()) return exitCodes.ok;
      if (!failure) return code;
      stderr.write(`hearth: could not write to stdout: ${failure.message}\n`);
      return exitCodes.failed;
    },
  };
}
