// The app's tools-host launcher: Electron's utilityProcess runs the host script as a Node service of the app itself,
// so custom tools work in packaged builds, where the RunAsNode fuse stops the binary from acting as plain Node.
// Bubblewrap launches need that, so they stay on child_process and only where RunAsNode works (unpackaged runs).
import type { ForkOptions, UtilityProcess } from 'electron';
import {
  nodeHostChildLauncher,
  processWatchdog,
  type HostChild,
  type HostChildLauncher,
  type HostLaunch,
} from '../runtime/tools-host-launch';

/** The part of Electron's `utilityProcess` module used here (the fake facade in tests implements it). */
export interface UtilityProcessModule {
  fork: (modulePath: string, args?: string[], options?: ForkOptions) => UtilityProcess;
}

export function startUtilityHostChild(utilityProcess: UtilityProcessModule, launch: HostLaunch): HostChild {
  // Run-as-Node is for executables; a utility process is a Node service already (and must not pass it to tools).
  const { ELECTRON_RUN_AS_NODE: _ignored, ...env } = launch.env;
  processWatchdog().prepare();
  const child = utilityProcess.fork(launch.hostScript, [], {
    env,
    cwd: launch.cwd,
    stdio: 'pipe',
    serviceName: 'Hearth custom tools',
  });
  let spawned = false;
  let exited = false;
  let release = (): void => undefined;
  const exitListeners: Parameters<HostChild['onExit']>[0][] = [];
  child.stdout?.on('data', () => undefined);
  child.once('spawn', () => {
    spawned = true;
    // Electron ends utility processes with the app; the watchdog covers a SIGKILLed app too.
    release = processWatchdog().watch({ pid: child.pid, group: false });
  });
  child.once('exit', (code) => {
    if (exited) return;
    exited = true;
    release();
    const startError = spawned ? undefined : 'could not start the tools host (utility process)';
    for (const listener of exitListeners) listener(code, null, startError);
  });
  return {
    get pid() {
      return child.pid;
    },
    send: (message) => {
      if (exited) return false;
      child.postMessage(message);
      return true;
    },
    connected: () => !exited,
    kill: () => {
      if (exited) return;
      if (child.pid !== undefined) {
        try {
          process.kill(child.pid, 'SIGKILL');
          return;
        } catch {
          // fall through to Electron's own kill
        }
      }
      child.kill();
    },
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void exitListeners.push(listener),
    onStderr: (listener) => void child.stderr?.on('data', listener),
  };
}

/**
 * The launcher the app injects: utilityProcess for every plain launch; bwrap launches through child_process only when
 * the binary can still run as Node (not packaged), else none (custom tools then run unsandboxed and every call asks).
 */
export function appHostChildLauncher(deps: {
  utilityProcess: UtilityProcessModule;
  isPackaged: boolean;
}): HostChildLauncher {
  return {
    start: (launch) =>
      launch.wrapped ? nodeHostChildLauncher.start(launch) : startUtilityHostChild(deps.utilityProcess, launch),
    canWrap: !deps.isPackaged,
    kind: 'utility-process',
  };
}
