// The tools host as a Node child process (child_process.spawn with an IPC channel on fd 3, in its own process group),
// handed to the process watchdog (tools/process-lifetime.ts) so it dies with Hearth even on SIGKILL.
import { childProcess } from '../lazy-builtins';
import { killProcessGroup } from '../process-group';
import { processWatchdog } from '../process-lifetime';
import type { HostChild, HostChildLauncher } from './host-child';
import type { HostLaunch } from './host-launch';

export function startNodeHostChild(launch: HostLaunch): HostChild {
  processWatchdog().prepare();
  const child = childProcess().spawn(launch.file, launch.args, {
    env: launch.env,
    cwd: launch.cwd,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // Its own process group, so a tool's own children die with it.
    detached: process.platform !== 'win32',
    serialization: 'json',
    windowsHide: true,
  });
  const release = processWatchdog().watch({ pid: child.pid, group: process.platform !== 'win32' });
  child.stdout?.on('data', () => {});
  for (const stream of [child.stdout, child.stderr, child.stdin]) stream?.on('error', () => {});
  let exited = false;
  const exitListeners: Parameters<HostChild['onExit']>[0][] = [];
  const finish = (code: number | null, signal: NodeJS.Signals | null, startError?: string): void => {
    if (exited) return;
    exited = true;
    // The rest of the group (a tool's own children) goes too; the leader is gone, so this only reaches the group.
    if (process.platform !== 'win32' && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    release();
    for (const listener of exitListeners) listener(code, signal, startError);
  };
  child.on('exit', (code, signal) => finish(code, signal));
  child.on('error', (error) => {
    if (child.pid === undefined) finish(null, null, `could not start the tools host: ${error.message}`);
  });
  return {
    pid: child.pid,
    send: (message, onFailed) => {
      if (!child.connected) return false;
      child.send(message, (error) => error && onFailed(error.message));
      return true;
    },
    connected: () => child.connected,
    kill: () => killProcessGroup(child),
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void exitListeners.push(listener),
    onStderr: (listener) => void child.stderr?.on('data', listener),
  };
}

export const nodeHostChildLauncher: HostChildLauncher = { start: startNodeHostChild, canWrap: true, kind: 'node' };

/**
 * For a process that has no way to run the host as Node (the packaged app's `--cli` mode: the RunAsNode fuse is off and
 * there is no utilityProcess outside the app's main loop): every start ends at once with `reason`, so calls say why.
 */
export function unavailableHostChildLauncher(reason: string): HostChildLauncher {
  return {
    canWrap: false,
    kind: 'unavailable',
    start: () => {
      const listeners: Parameters<HostChild['onExit']>[0][] = [];
      setImmediate(() => listeners.forEach((listener) => listener(null, null, reason)));
      return {
        pid: undefined,
        send: () => false,
        connected: () => false,
        kill: () => undefined,
        onMessage: () => undefined,
        onExit: (listener) => void listeners.push(listener),
        onStderr: () => undefined,
      };
    },
  };
}
