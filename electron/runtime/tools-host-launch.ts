// What the app's glue needs to start custom tools hosts its own way (electron/main/utility-host-child.ts) without
// reaching into tools/: the launcher port, the Node launcher it falls back to, and the process watchdog.
export type { HostChild, HostChildLauncher } from '../../tools/user-tools/host-child';
export type { HostLaunch } from '../../tools/user-tools/host-launch';
export { nodeHostChildLauncher } from '../../tools/user-tools/node-host-child';
export { processWatchdog } from '../../tools/process-lifetime';
