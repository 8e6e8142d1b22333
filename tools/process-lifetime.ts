// Children die with Hearth, even on SIGKILL: a /bin/sh watchdog holds the process groups (or pids) of the shell, tools
// hosts and MCP servers and SIGKILLs them when its pipe from Hearth closes. bwrap launches also keep --die-with-parent;
// Chromium needs neither (it exits when playwright's DevTools pipe closes). Tests: test/process-lifetime/.
import { spawn, type ChildProcess } from 'node:child_process';

/** What to kill if Hearth dies first: the child's process group (it was spawned detached) or only its pid. */
export interface LifetimeTarget {
  pid: number | undefined;
  group: boolean;
}

export interface ChildWatchdog {
  /** Registers the target; call the returned function once it has exited (never signal a reusable id later). */
  watch: (target: LifetimeTarget) => () => void;
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
 * Starts one watchdog (lazily, on the first watch). It runs in its own session, ignores INT/HUP/TERM, and learns
 * `+ id` / `- id` lines from a pipe; the kernel closes that pipe however Hearth dies, and on EOF it kills every id
 * still listed. It needs nothing from the children: a tool spinning in `for(;;){}` cannot block it (an IPC
 * 'disconnect' handler in the child could), and a whole group goes, grandchildren included. PR_SET_PDEATHSIG (setpriv)
 * would reach only the direct child and only on Linux; this works on macOS too. Off on Windows (no process groups).
 */
export function createChildWatchdog(options: { platform?: NodeJS.Platform; shell?: string } = {}): ChildWatchdog {
  const platform = options.platform ?? process.platform;
  let child: ChildProcess | undefined;
  let failed = platform === 'win32';

  const ensure = (): ChildProcess | undefined => {
    if (failed) return undefined;
    if (child && child.exitCode === null && child.signalCode === null && child.stdin?.writable) return child;
    try {
      const started = spawn(options.shell ?? '/bin/sh', ['-c', script], {
        stdio: ['pipe', 'ignore', 'ignore'],
        detached: true,
        env: {},
      });
      started.on('error', () => (failed = true));
      started.stdin?.on('error', () => undefined);
      // Neither the watchdog nor its pipe may keep Hearth's event loop alive.
      started.unref();
      (started.stdin as unknown as { unref?: () => void } | null)?.unref?.();
      child = started;
      return started;
    } catch {
      failed = true;
      return undefined;
    }
  };

  const send = (line: string): void => {
    ensure()?.stdin?.write(`${line}\n`);
  };

  return {
    watch: (target) => {
      if (target.pid === undefined || target.pid <= 0) return noop;
      const id = target.group ? `-${target.pid}` : String(target.pid);
      send(`+ ${id}`);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (child?.stdin?.writable) child.stdin.write(`- ${id}\n`);
      };
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
