// SIGTERM and SIGHUP end the CLI at once, as Node would, but first SIGKILL what it started (the process watchdog's
// targets, tools/process-lifetime.ts): a git or shell group is killed before the CLI is gone instead of when the
// watchdog next gets the CPU, which under load took longer than the stress tests' 5 s.
import { processWatchdog, type ChildWatchdog } from '../../tools/process-lifetime';

export const terminationSignals = ['SIGTERM', 'SIGHUP'] as const;
export type TerminationSignal = (typeof terminationSignals)[number];

const signalNumbers: Record<TerminationSignal, number> = { SIGTERM: 15, SIGHUP: 1 };

/** Ends this process by `signal` itself (no listener left for it), as an unhandled one would. */
function dieBy(signal: TerminationSignal): void {
  process.kill(process.pid, signal);
  // Only reached if something else still listens for the signal: exit with the status a shell shows for it.
  process.exit(128 + signalNumbers[signal]);
}

/** Installs the handlers once for this process; `die` is for tests. */
export function endWithChildrenOnSignals(
  watchdog: Pick<ChildWatchdog, 'killAll'> = processWatchdog(),
  die: (signal: TerminationSignal) => void = dieBy,
): void {
  if (process.platform === 'win32') return;
  const handlers = new Map<TerminationSignal, () => void>();
  const onSignal = (signal: TerminationSignal): void => {
    for (const [name, handler] of handlers) process.off(name, handler);
    watchdog.killAll();
    die(signal);
  };
  for (const signal of terminationSignals) {
    const handler = () => onSignal(signal);
    handlers.set(signal, handler);
    process.on(signal, handler);
  }
}
