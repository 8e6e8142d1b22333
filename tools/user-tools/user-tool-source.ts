// The user tools folder as a ToolSource: `<data folder>/tools/*.mjs`, read in a probe sandbox, run (once the user
// trusts the exact version) in sandboxed runner hosts per capability set with a clean environment, hot-reloaded with
// validation before swap, plus `list_custom_tools`, trust and untrust, and a status for Settings.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ToolEntry } from '../registry';
import { buildChildEnv } from '../shell/child-env';
import type { ToolSource } from '../tool-source';
import { isToolFileName } from './folder-scan';
import { createFolderWatcher } from './folder-watcher';
import type { HostChildLauncher } from './host-child';
import { buildHostLaunch, type HostIsolation } from './host-launch';
import { createHostPool } from './host-pool';
import { startHostProcess } from './host-process';
import { createListCustomToolsTool, type UserToolsStatus } from './list-custom-tools';
import { createToolLoader } from './tool-loader';
import type { CustomToolTrustPort } from '../../electron/shared/custom-tool-trust';
import { createUserToolEntry } from './user-tool-entry';
import { trustOfferedVersion } from './user-tool-trust';
import { createUserToolViews } from './user-tool-views';
import type { Ok, Result } from '../../electron/shared/result';

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
  /**
   * What starts host processes; default a Node child process. The app passes Electron's utilityProcess; a launcher
   * that cannot wrap (canWrap false) turns `isolation` off: then no OS sandbox, and every call asks.
   */
  launcher?: HostChildLauncher;
  /**
   * Linux: run the hosts in bubblewrap (probe and runner profiles). Without it, untrusted files are not read at all and
   * every call of a trusted one asks, saying there is no sandbox.
   */
  isolation?: HostIsolation;
  /**
   * In place of `isolation` while the shell sandbox's verdict is pending: `known` resolves with the isolation to use
   * (undefined: none), `need()` asks for the verdict now (starts the self-test). Tool files are read only once it is
   * known; an empty folder is not waited on.
   */
  isolationPending?: { known: Promise<HostIsolation | undefined>; need: () => void };
  /** Which versions the user trusted (SQLite in the app). */
  trust: CustomToolTrustPort;
  /** The workspace runner hosts see (read-only unless a tool has `workspace:write`). */
  workspace: () => string;
  /** Tool names the user marked `read` in settings (they may run in read-only mode). */
  markedRead?: () => readonly string[];
  /** Tool file names the user marked a trusted source (`trust.customTools`): their results carry no source. */
  trustedSources?: () => readonly string[];
  /** Runner hosts' state folders live here; default `<folder>/../tool-state`. */
  stateRoot?: string;
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
  /** What Settings shows: offered tools with their versions, trust and capabilities, load errors, the hosts' state. */
  status: () => UserToolsStatus;
  /** Trusts one version of a file (named relative to the folder) as it is now; refuses a version that is not current. */
  trust: (file: string, version: string) => Promise<Result>;
  /** Like `trust` without a rescan: for the approval gate, which holds the exact version it showed. */
  trustCurrent: (file: string, version: string) => Result;
  /** Withdraws trust in every version of a file; its calls ask again (and its runner state is closed). */
  untrust: (file: string) => Promise<Ok<{ removed: number }>>;
}

export const defaultUserToolsHostScript = (): string => fileURLToPath(new URL('./host/host.mjs', import.meta.url));

export function createUserToolSource(given: UserToolSourceDeps): UserToolSource {
  const deps: UserToolSourceDeps =
    given.launcher?.canWrap === false && (given.isolation || given.isolationPending)
      ? { ...given, isolation: undefined, isolationPending: undefined }
      : given;
  let closed = false;
  let synced = false;
  let isolation = deps.isolationPending ? undefined : deps.isolation;
  const isolationKnown: Promise<void> = deps.isolationPending
    ? deps.isolationPending.known.then(
        (known) => void (isolation = known),
        () => void (isolation = undefined),
      )
    : Promise.resolve();
  const knowIsolation = (): Promise<void> => {
    deps.isolationPending?.need();
    return isolationKnown;
  };
  const log = deps.log ?? (() => undefined);
  const now = deps.now ?? Date.now;
  const callTimeoutMs = deps.callTimeoutMs ?? (() => 30_000);
  const hostEnv = buildChildEnv(deps.env, {
    home: deps.homeDir,
    tmpDir: deps.tmpDir,
    shell: deps.env.SHELL ?? '/bin/sh',
  });
  try {
    mkdirSync(deps.folder, { recursive: true });
  } catch (error) {
    log(`user tools folder: ${error instanceof Error ? error.message : String(error)}`);
  }
  let cachedEntries: ToolEntry[] | undefined;
  let lastScan = Number.NEGATIVE_INFINITY;
  const hostScript = deps.hostScript ?? defaultUserToolsHostScript();
  const hostMissing = existsSync(hostScript)
    ? undefined
    : `The custom tools host script is missing (${hostScript}), so custom tools cannot run (a packaging problem).`;
  let folderProblem: string | undefined;

  const stateRoot = deps.stateRoot ?? join(dirname(deps.folder), 'tool-state');
  const pool = createHostPool({
    start: (profile, onExit) => {
      const launch = buildHostLaunch({
        execPath: deps.execPath ?? process.execPath,
        hostScript,
        env: hostEnv,
        folder: deps.folder,
        runAsNode: deps.runAsNode ?? process.versions.electron !== undefined,
        profile,
        ...(isolation ? { isolation } : {}),
      });
      return startHostProcess({ launch, onExit, ...(deps.launcher ? { launcher: deps.launcher } : {}) });
    },
    stateRoot,
    workspace: deps.workspace,
    loadTimeoutMs: deps.loadTimeoutMs ?? 10_000,
    now,
  });
  const loader = createToolLoader({
    folder: deps.folder,
    pool,
    loadTimeoutMs: deps.loadTimeoutMs ?? 10_000,
    reservedNames: deps.reservedNames,
    probeIsSandboxed: () => isolation !== undefined,
    isTrusted: (file, version) => deps.trust.isTrusted(file, version),
    onChange: () => (cachedEntries = undefined),
    log,
  });
  const watcher = createFolderWatcher({
    folder: deps.folder,
    debounceMs: deps.debounceMs ?? 150,
    onChange: () => void refresh(),
    log,
  });

  const { display, provenance, status } = createUserToolViews({
    folder: deps.folder,
    loader,
    pool,
    trust: deps.trust,
    markedRead: deps.markedRead,
    sandboxed: () => isolation !== undefined,
    problem: () => hostMissing ?? folderProblem,
  });

  /** Nothing to read yet: no tool file in the folder and nothing loaded from it (an unreadable folder is not empty). */
  const nothingToRead = (): boolean => {
    if (synced) return false;
    try {
      return !readdirSync(deps.folder).some(isToolFileName);
    } catch {
      return false;
    }
  };
  const refresh = (): Promise<void> => {
    lastScan = now();
    if (hostMissing) return Promise.resolve();
    // Without a file to read, the sandbox verdict is not waited for (nor its self-test started).
    const verdictFirst =
      deps.isolationPending && nothingToRead() ? Promise.resolve(false) : knowIsolation().then(() => true);
    return verdictFirst
      .then((read) => {
        if (!read || closed) return;
        synced = true;
        return loader.sync();
      })
      .then(
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

  /** Trusts the version the folder offers now (the gate's "Trust this version", for the exact version it showed). */
  const trustCurrent = (file: string, version: string): Result<{ unread: boolean }> => {
    const outcome = trustOfferedVersion({ loader, display, trust: deps.trust }, file, version);
    if (outcome.ok) cachedEntries = undefined;
    return outcome;
  };
  const trust = async (file: string, version: string): Promise<Result> => {
    await refresh();
    const outcome = trustCurrent(file, version);
    if (!outcome.ok) return outcome;
    // Without a sandbox the file is read only now that it is trusted.
    if (outcome.unread) await refresh();
    return { ok: true };
  };

  const listTool = createListCustomToolsTool({
    status: () => knowIsolation().then(refresh).then(status),
    ...(deps.trustedSources ? { trustedSources: deps.trustedSources } : {}),
  });
  const callDeps = {
    serve: pool.serve,
    callTimeoutMs,
    provenance,
    ...(deps.trustedSources ? { trustedSources: deps.trustedSources } : {}),
  };

  return {
    name: 'user-tools',
    entries: () => {
      // Fallback for missed watch events: a cheap rescan, applied for the next run.
      if (now() - lastScan >= (deps.rescanIntervalMs ?? 1_000)) void refresh();
      cachedEntries ??= [
        { tool: listTool },
        ...loader.loaded().map((tool) => ({ tool: createUserToolEntry(tool, callDeps) })),
      ];
      return cachedEntries;
    },
    ready: () => initial,
    refresh,
    status,
    trust,
    trustCurrent: (file, version) => {
      const outcome = trustCurrent(file, version);
      return outcome.ok ? { ok: true } : outcome;
    },
    untrust: async (file) => {
      const removed = deps.trust.revoke(file);
      cachedEntries = undefined;
      await pool.unload(join(deps.folder, file));
      return { ok: true, removed };
    },
    close: async () => {
      closed = true;
      watcher.close();
      await loader.close(1_000);
    },
  };
}
