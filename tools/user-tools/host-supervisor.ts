// Keeps one custom tools host when it is needed: starts it lazily (again after a crash or a kill, on the next call that
// needs it), stops it on purpose, and says why it last stopped.
import type { HostExit, HostProcess } from './host-process';

export interface HostSupervisorOptions {
  start: (onExit: (exit: HostExit) => void) => HostProcess;
}

export interface HostSupervisor {
  /** The running host, and whether it was just started (its tools must be loaded again). */
  ensure: () => { host: HostProcess; fresh: boolean };
  current: () => HostProcess | undefined;
  /** Stops the host on purpose (no automatic restart). */
  stop: () => Promise<void>;
  status: () => { running: boolean; restarts: number; lastExit?: string };
}

export function describeExit(exit: HostExit): string {
  if (exit.killedBecause) return `stopped: ${exit.killedBecause}`;
  const how = exit.signal ? `signal ${exit.signal}` : `code ${String(exit.code)}`;
  const tail = exit.stderr ? `: ${exit.stderr.split('\n').slice(-3).join(' | ')}` : '';
  return `exited (${how})${tail}`;
}

export function createHostSupervisor(options: HostSupervisorOptions): HostSupervisor {
  let host: HostProcess | undefined;
  let starts = 0;
  let lastExit: string | undefined;

  const onExit = (exited: HostProcess) => (exit: HostExit) => {
    lastExit = describeExit(exit);
    // A host killed on purpose may finish exiting after its successor started: nothing more to do then.
    if (host === exited) host = undefined;
  };

  return {
    ensure: () => {
      if (host?.alive()) return { host, fresh: false };
      const placeholder: { current?: HostProcess } = {};
      const started = options.start((exit) => placeholder.current && onExit(placeholder.current)(exit));
      placeholder.current = started;
      host = started;
      starts += 1;
      return { host: started, fresh: true };
    },
    current: () => (host?.alive() ? host : undefined),
    stop: async () => {
      const running = host;
      host = undefined;
      if (!running) return;
      running.kill('Hearth is closing');
      await running.exited;
    },
    status: () => ({
      running: host?.alive() ?? false,
      restarts: Math.max(0, starts - 1),
      ...(lastExit ? { lastExit } : {}),
    }),
  };
}
