// How long the CLI may take to wind down once asked to stop (Ctrl+C, or its output's reader gone): a call stuck in a
// tool that ignores the abort must not keep it alive. At the deadline it exits; the process watchdog
// (tools/process-lifetime.ts) then ends whatever it started.
import { exitCodes } from './cli-io';

/** The exit code of a CLI stopped by Ctrl+C (128 + SIGINT), as a shell reports it. */
export const interruptedExitCode = 130;
const graceMs = 2_000;

/**
 * Arms the deadlines for this process: once `outputClosed` aborts, or on SIGINT. A SIGINT nothing else handles (no
 * command listening yet, or `chat` without a terminal) ends the process at once, as Node would; so does a second one.
 */
export function armStopDeadlines(outputClosed: AbortSignal, exit = (code: number) => process.exit(code)): void {
  let armed = false;
  const exitSoon = (code: number): void => {
    if (armed) return;
    armed = true;
    setTimeout(() => exit(code), graceMs).unref();
  };
  outputClosed.addEventListener('abort', () => exitSoon(exitCodes.ok), { once: true });
  let interrupted = false;
  process.on('SIGINT', () => {
    if (interrupted || process.listenerCount('SIGINT') === 1) return exit(interruptedExitCode);
    interrupted = true;
    exitSoon(interruptedExitCode);
  });
}
