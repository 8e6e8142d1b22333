// The user tools folder's live state: which version of each file serves, and why others do not. A changed file is
// staged (imported, shape- and schema-checked, create() run) in the host before it replaces the serving version;
// a failure keeps the old version and records the error. Folder syncs and host restarts run one at a time.
import { relative } from 'node:path';
import { scanToolsFolder, type ScannedFile } from './folder-scan';
import { HostRequestError, type HostProcess } from './host-process';
import type { HostSupervisor } from './host-supervisor';
import { checkManifest, type CheckedManifest, type UserToolManifest } from './manifest-check';

export interface LoadedTool {
  file: string;
  version: string;
  manifest: CheckedManifest;
}

export interface LoadError {
  file: string;
  version: string;
  error: string;
  /** A name clash: retried whenever the serving tools change (the other file may have been renamed or deleted). */
  retry?: boolean;
}

export interface ToolLoaderOptions {
  folder: string;
  supervisor: HostSupervisor;
  loadTimeoutMs: number;
  /** Names that belong to other tools (built-ins); a user tool may not take them. */
  reservedNames: () => Iterable<string>;
  /** Called whenever the set of serving tools or errors changes. */
  onChange: () => void;
  log: (message: string) => void;
}

export interface ToolLoader {
  /** Rescans the folder and applies the differences (queued behind any running sync). */
  sync: () => Promise<void>;
  /** A running host with every serving tool loaded (restarting it first when needed). */
  readyHost: () => Promise<HostProcess>;
  loaded: () => LoadedTool[];
  errors: () => LoadError[];
  /** Runs every tool's close() (within the timeout) and stops the host. */
  close: (timeoutMs: number) => Promise<void>;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function hostFailure(error: unknown, phase: string, timeoutMs: number): string {
  if (!(error instanceof HostRequestError)) return `${phase} failed: ${message(error)}`;
  if (error.kind === 'timeout') return `${phase} took longer than ${timeoutMs} ms (an endless loop?); the tools host was restarted.`;
  return `${phase} ended the tools host (${error.message}).`;
}

export function createToolLoader(options: ToolLoaderOptions): ToolLoader {
  const { supervisor, folder } = options;
  const loaded = new Map<string, LoadedTool>();
  const errors = new Map<string, LoadError>();
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const display = (file: string): string => relative(folder, file) || file;

  const takenBy = (file: string) => (name: string): string | undefined => {
    if ([...options.reservedNames()].includes(name)) return 'a built-in tool';
    const other = [...loaded.values()].find((tool) => tool.manifest.name === name && tool.file !== file);
    return other ? display(other.file) : undefined;
  };

  /** Stages one version in the host and makes it serve; returns the error instead when anything fails. */
  async function stageAndActivate(host: HostProcess, scanned: ScannedFile): Promise<LoadedTool | string | { clash: string }> {
    const timeoutMs = options.loadTimeoutMs;
    let reply;
    try {
      reply = await host.request({ type: 'load', file: scanned.file, version: scanned.version }, { timeoutMs });
    } catch (error) {
      return hostFailure(error, 'Loading', timeoutMs);
    }
    if (!reply.ok) return reply.error ?? 'Loading failed.';
    const checked = checkManifest(reply.manifest as UserToolManifest, takenBy(scanned.file));
    if (!checked.ok) {
      host.post({ type: 'discard', file: scanned.file });
      return checked.clash ? { clash: checked.error } : checked.error;
    }
    try {
      const activated = await host.request({ type: 'activate', file: scanned.file, version: scanned.version }, { timeoutMs });
      if (!activated.ok) return activated.error ?? 'Activation failed.';
      if (typeof activated.closeError === 'string') options.log(`user tool ${display(scanned.file)}: previous version ${activated.closeError}`);
    } catch (error) {
      return hostFailure(error, 'create()', timeoutMs);
    }
    return { file: scanned.file, version: scanned.version, manifest: checked.manifest };
  }

  /** Returns whether the version now serves. A failed reload (after a host restart) drops the tool: it is not in the host. */
  async function apply(host: HostProcess, scanned: ScannedFile, reload = false): Promise<boolean> {
    const outcome = await stageAndActivate(host, scanned);
    if (typeof outcome === 'string' || 'clash' in outcome) {
      const error = typeof outcome === 'string' ? outcome : outcome.clash;
      errors.set(scanned.file, { file: scanned.file, version: scanned.version, error, ...(typeof outcome === 'string' ? {} : { retry: true }) });
      options.log(`user tool ${display(scanned.file)}: ${error}`);
      if (reload) loaded.delete(scanned.file);
      return false;
    }
    loaded.set(scanned.file, outcome);
    errors.delete(scanned.file);
    return true;
  }

  /**
   * Brings up a host; a fresh one gets every serving tool again (they stay listed meanwhile). A tool that no longer
   * loads is dropped with its error; if the host dies while reloading, it starts over, a bounded number of times.
   */
  async function ensureHost(): Promise<HostProcess> {
    const first = supervisor.ensure();
    if (!first.fresh) return first.host;
    let host = first.host;
    let pending = [...loaded.values()];
    let done: LoadedTool[] = [];
    const maxRestarts = pending.length + 1;
    for (let restarts = 0; ; ) {
      if (!host.alive()) {
        if (++restarts > maxRestarts) break;
        pending = [...done, ...pending];
        done = [];
        host = supervisor.ensure().host;
      }
      const tool = pending.shift();
      if (tool) {
        if (await apply(host, { file: tool.file, version: tool.version }, true)) done.push(tool);
      } else if (host.alive()) {
        break;
      }
    }
    return host;
  }

  async function syncNow(): Promise<void> {
    if (closed) return;
    const scan = scanToolsFolder(folder);
    const present = new Map(scan.files.map((file) => [file.file, file]));
    for (const file of [...errors.keys()]) if (!present.has(file)) errors.delete(file);
    for (const { file, error } of scan.errors) errors.set(file, { file, version: '', error });

    const gone = [...loaded.values()].filter((tool) => !present.has(tool.file));
    const changed = scan.files.filter((file) => loaded.get(file.file)?.version !== file.version && errors.get(file.file)?.version !== file.version);
    if (gone.length === 0 && changed.length === 0) return;
    // Something changed: files refused for a name clash get another chance (their rival may be gone or renamed).
    const retried = scan.files.filter((file) => errors.get(file.file)?.retry === true && errors.get(file.file)?.version === file.version);
    changed.push(...retried);

    for (const tool of gone) {
      loaded.delete(tool.file);
      const host = supervisor.current();
      if (!host) continue;
      const reply = await host.request({ type: 'unload', file: tool.file }, { timeoutMs: options.loadTimeoutMs }).catch((error: unknown) => ({ ok: false, error: message(error) }));
      if (!reply.ok) options.log(`user tool ${display(tool.file)}: ${String(reply.error)}`);
    }
    if (changed.length === 0) return;
    const host = await ensureHost();
    for (const scanned of changed) {
      const current = host.alive() ? host : await ensureHost();
      await apply(current, scanned);
    }
  }

  const notifyAfter = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } finally {
      options.onChange();
    }
  };

  return {
    sync: () => serialised(() => notifyAfter(syncNow)),
    readyHost: () => serialised(() => notifyAfter(ensureHost)),
    loaded: () => [...loaded.values()],
    errors: () => [...errors.values()],
    close: async (timeoutMs) => {
      closed = true;
      const host = supervisor.current();
      const files = [...loaded.keys()];
      loaded.clear();
      if (host) {
        const unloads = Promise.all(files.map((file) => host.request({ type: 'unload', file }, { timeoutMs }).catch(() => undefined)));
        await Promise.race([unloads, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
      }
      await supervisor.stop();
    },
  };
}
