// Children die with Hearth, even on SIGKILL: a /bin/sh watchdog holds the process groups (or pids) of the shell, tools
// hosts and MCP servers and SIGKILLs them when its pipe from Hearth closes. bwrap launches also keep --die-with-parent;
// Chromium needs neither (it exits when playwright's DevTools pipe closes). Tests: test/process-lifetime/.
import type { ChildProcess } from 'node:child_process';
import { childProcess } from './lazy-builtins';

/** What to kill if Hearth dies first: the child's process group (it was spawned detached) or only its pid. */
export interface LifetimeTarget {
  pid: number | undefined;
  group: boolean;
}

export interface ChildWatchdog {
  /**
   * Starts the watchdog now if it is not running. Call it before spawning a child: then only a synchronous pipe write
   * separates the child's spawn from its registration (starting the watchdog there, a fork and exec, left a window in
   * which a killed Hearth orphaned the child).
   */
  prepare: () => void;
  /** Registers the target; call the returned function once it has exited (never signal a reusable id later). */
  watch: (target: LifetimeTarget) => () => void;
  /**
   * SIGKILLs every registered target now, from this process (a caught SIGTERM or SIGHUP calls it before Hearth dies, so
   * nothing waits for the watchdog to be scheduled). Targets stay registered: their exits still release them.
   */
  killAll: () => void;
  /** The watchdog's own pid (for tests), or null when there is none (Windows, or it could not start). */
  pid: () => number | null;
}

const script = [
  "trap '' INT HUP TERM QUIT PIPE",
  'ids=',
  'while IFS= read -r line; do',
  '  case $line in',
  '    "+ "*) ids="$ids ${line#+ }" ;;',
  '    "- "*) kept=; for id in $ids; do [ "$id" = "${line#- }" ] || kept="$kept $id"; done; ids=$kept ;;',
  '  esac',
  'done',
  'for id in $ids; do kill -s KILL -- "$id" 2>/dev/null; done',
].join('\n');

const noop = (): void => undefined;

/**
 * Starts one watchdog (on prepare() or the first watch). It runs in its own session, ignores INT/HUP/TERM, and learns
 * `+ id` / `- id` lines from a pipe; the kernel closes that pipe however Hearth dies, and on EOF it kills every id
 * still listed. It needs nothing from the children: a tool spinning in `for(;;){}` cannot block it (an IPC
 * 'disconnect' handler in the child could), and a whole group goes, grandchildren included. PR_SET_PDEATHSIG (setpriv)
 * would reach only the direct child and only on Linux; this works on macOS too. Off on Windows (no process groups).
 * Hearth keeps the ids it has registered: if the watchdog itself dies (killed from outside), the next one is told them
 * all again, so no registered child loses its protection.
 */
export function createChildWatchdog(options: { platform?: NodeJS.Platform; shell?: string } = {}): ChildWatchdog {
  const platform = options.platform ?? process.platform;
  const live = new Set<string>();
  let child: ChildProcess | undefined;
  let failed = platform === 'win32';

  const running = (candidate: ChildProcess | undefined): candidate is ChildProcess =>
    candidate !== undefined &&
    candidate.exitCode === null &&
    candidate.signalCode === null &&
    candidate.stdin?.writable === true;

  const start = (): ChildProcess | undefined => {
    try {
      const started = childProcess().spawn(options.shell ?? '/bin/sh', ['-c', script], {
        stdio: ['pipe', 'ignore', 'ignore'],
        detached: true,
        env: {},
      });
      started.on('error', () => {
        failed = true;
        if (child === started) child = undefined;
      });
      started.stdin?.on('error', () => undefined);
      // A watchdog that dies while Hearth lives is replaced at once, and learns every id still registered.
      started.on('exit', () => {
        if (child !== started) return;
        child = undefined;
        if (live.size > 0) ensure();
      });
      // Neither the watchdog nor its pipe may keep Hearth's event loop alive.
      started.unref();
      (started.stdin as unknown as { unref?: () => void } | null)?.unref?.();
      child = started;
      if (live.size > 0) started.stdin?.write([...live].map((id) => `+ ${id}\n`).join(''));
      return started;
    } catch {
      failed = true;
      return undefined;
    }
  };

  const ensure = (): ChildProcess | undefined => {
    if (failed) return undefined;
    return running(child) ? child : start();
  };

  return {
    prepare: () => void ensure(),
    watch: (target) => {
      if (target.pid === undefined || target.pid <= 0) return noop;
      const id = target.group ? `-${target.pid}` : String(target.pid);
      live.add(id);
      ensure()?.stdin?.write(`+ ${id}\n`);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        live.delete(id);
        if (running(child)) child.stdin?.write(`- ${id}\n`);
      };
    },
    killAll: () => {
      if (platform === 'win32') return;
      for (const id of live) {
        try {
          process.kill(Number(id), 'SIGKILL');
        } catch {
          // Already gone (ESRCH): its exit has not been handled yet.
        }
      }
    },
    pid: () => child?.pid ?? null,
  };
}

let shared: ChildWatchdog | undefined;

/** The one watchdog of this Hearth process (it belongs to the process, like its pid). */
export function processWatchdog(): ChildWatchdog {
  shared ??= createChildWatchdog();
  return shared;
}
