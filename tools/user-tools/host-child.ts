// The port between the tools host and whatever starts its process: Node's child_process (CLI, tests, a bwrap launch)
// or Electron's utilityProcess (the app: electron/main/utility-host-child.ts). host-process.ts speaks only to this.
import type { HostLaunch } from './host-launch';

export interface HostChild {
  readonly pid: number | undefined;
  /** Sends one message on the IPC channel; false when the channel is closed. `onFailed` hears a later failure. */
  send: (message: object, onFailed: (reason: string) => void) => boolean;
  connected: () => boolean;
  /** Ends the host and, where it has its own process group, everything a tool started. */
  kill: () => void;
  onMessage: (listener: (message: unknown) => void) => void;
  /** Once, however it ended; `startError` when it never started. */
  onExit: (listener: (code: number | null, signal: NodeJS.Signals | null, startError?: string) => void) => void;
  onStderr: (listener: (chunk: Buffer) => void) => void;
}

export interface HostChildLauncher {
  start: (launch: HostLaunch) => HostChild;
  /**
   * Whether launches may go through bubblewrap: that needs an executable that runs as Node (plain Node, or Electron
   * with ELECTRON_RUN_AS_NODE, which the RunAsNode fuse turns off in packaged builds).
   */
  canWrap: boolean;
  /** For status and tests: 'node' or 'utility-process'. */
  kind: string;
}
