// The user tools folder as a ToolSource: `<data folder>/tools/*.mjs` run in one separate Node host process with a
// clean environment, hot-reloaded with validation before swap, plus `list_custom_tools` and a status for Settings.
import { existsSync, mkdirSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ToolEntry } from '../registry';
import { buildChildEnv } from '../shell/child-env';
import type { ToolSource } from '../tool-source';
import { createFolderWatcher } from './folder-watcher';
import { buildHostLaunch, type HostIsolation } from './host-launch';
import { startHostProcess } from './host-process';
import { createHostSupervisor } from './host-supervisor';
import { createListCustomToolsTool, type UserToolsStatus } from './list-custom-tools';
import { createToolLoader } from './tool-loader';
import { createUserToolEntry } from './user-tool-entry';

export interface UserToolSourceDeps {
  /** The user tools folder, `<data folder>/tools` (created on demand). */
  folder: string;
  /** Hearth's environment; the host gets only the allowlisted, secret-free part (like the shell). */
  env: Record<string, string | undefined>;
  homeDir: string;
  tmpDir: string;
  /**
   * Names of the other tools (built-ins): a user tool cannot take them. Required: a clash would otherwise make the
   * toolset refuse to build. (MCP names contain `__`, which user tool names may not.)
   */
  reservedNames: () => Iterable<string>;
  /** Per-call time limit; default 30 s. On timeout the host is killed and restarted with the other tools. */
  callTimeoutMs?: () => number;
  /** Limit for importing a file and running its create()/close(); default 10 s. */
  loadTimeoutMs?: number;
  debounceMs?: number;
  /** The rescan on toolset builds runs at most this often; default 1 s. */
  rescanIntervalMs?: number;
  /** Default: host/host.mjs next to this file. A bundled app must ship it and pass its path. */
  hostScript?: string;
  /** Default: process.execPath (under Electron, its own binary, run as Node). */
  execPath?: string;
  /** Default: whether this process is Electron (then the host gets ELECTRON_RUN_AS_NODE=1). */
  runAsNode?: boolean;
  /** Linux: run the host in bubblewrap (own pid namespace, Hearth's data and the session bus hidden). */
  isolation?: HostIsolation;
  /** Watch the folder (default true); the rescan on toolset builds works either way. */
  watch?: boolean;
  now?: () => number;
  log?: (message: string) => void;
}

export interface UserToolSource extends ToolSource {
  /** Resolves when the first load of the folder has finished (await it before a one-shot CLI tool call). */
  ready: () => Promise<void>;
  /** Rescans the folder now and resolves when the changes are applied. */
  refresh: () => Promise<void>;
  /** What Settings shows: serving tools with their versions, load errors, and the host's state. */
  status: () => UserToolsStatus;
}

export const defaultUserToolsHostScript = (): string => fileURLToPath(new URL('./host/host.mjs', import.meta.url));

export function createUserToolSource(deps: UserToolSourceDeps): UserToolSource {
  const log = deps.log ?? (() => undefined);
  const now = deps.now ?? Date.now;
  const callTimeoutMs = deps.callTimeoutMs ?? (() => 30_000);
  const hostEnv = buildChildEnv(deps.env, { home: deps.homeDir, tmpDir: deps.tmpDir, shell: deps.env.SHELL ?? '/bin/sh' });
  try {
    mkdirSync(deps.folder, { recursive: true });
  } catch (error) {
    log(`user tools folder: ${error instanceof Error ? error.message : String(error)}`);
  }
  let cachedEntries: ToolEntry[] | undefined;
  let lastScan = Number.NEGATIVE_INFINITY;
  const hostScript = deps.hostScript ?? defaultUserToolsHostScript();
  const hostMissing = existsSync(hostScript) ? undefined : `The custom tools host script is missing (${hostScript}), so custom tools cannot run (a packaging problem).`;
  let folderProblem: string | undefined;

  const supervisor = createHostSupervisor({
    start: (onExit) => {
      const launch = buildHostLaunch({
        execPath: deps.execPath ?? process.execPath,
        hostScript,
        env: hostEnv,
        folder: deps.folder,
        runAsNode: deps.runAsNode ?? process.versions.electron !== undefined,
        ...(deps.isolation ? { isolation: deps.isolation } : {}),
      });
      return startHostProcess({ launch, onExit });
    },
    onUnexpectedExit: () => {
      if (loader.loaded().length > 0) loader.readyHost().catch((error: unknown) => log(`user tools host restart: ${String(error)}`));
    },
    now,
  });
  const loader = createToolLoader({
    folder: deps.folder,
    supervisor,
    loadTimeoutMs: deps.loadTimeoutMs ?? 10_000,
    reservedNames: deps.reservedNames,
    onChange: () => (cachedEntries = undefined),
    log,
  });
  const watcher = createFolderWatcher({ folder: deps.folder, debounceMs: deps.debounceMs ?? 150, onChange: () => void refresh(), log });

  const display = (file: string): string => relative(deps.folder, file) || file;
  const status = (): UserToolsStatus => ({
    folder: deps.folder,
    tools: loader.loaded().map((tool) => ({ name: tool.manifest.name, file: display(tool.file), version: tool.version, risk: tool.manifest.risk, description: tool.manifest.description })),
    errors: loader.errors().map((error) => ({ file: display(error.file), version: error.version, error: error.error })),
    host: supervisor.status(),
    ...(hostMissing || folderProblem ? { problem: hostMissing ?? folderProblem } : {}),
  });

  const refresh = (): Promise<void> => {
    lastScan = now();
    if (hostMissing) return Promise.resolve();
    return loader.sync().then(
      () => {
        folderProblem = undefined;
        watcher.ensure();
      },
      (error: unknown) => {
        folderProblem = `The custom tools folder cannot be read: ${error instanceof Error ? error.message : String(error)}`;
        log(folderProblem);
      },
    );
  };
  const initial = refresh();
  if (deps.watch === false) watcher.close();

  const listTool = createListCustomToolsTool({ status: () => refresh().then(status) });
  const callDeps = { readyHost: () => loader.readyHost(), callTimeoutMs };

  return {
    name: 'user-tools',
    entries: () => {
      // Fallback for missed watch events: a cheap rescan, applied for the next run.
      if (now() - lastScan >= (deps.rescanIntervalMs ?? 1_000)) void refresh();
      cachedEntries ??= [{ tool: listTool }, ...loader.loaded().map((tool) => ({ tool: createUserToolEntry(tool, callDeps) }))];
      return cachedEntries;
    },
    ready: () => initial,
    refresh,
    status,
    close: async () => {
      watcher.close();
      await loader.close(1_000);
    },
  };
}
