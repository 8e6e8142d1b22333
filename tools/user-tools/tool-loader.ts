// The user tools folder's live state: which version of each file is offered, and why others are not. A changed file
// is read in the probe host (import and shape check only, in the tightest sandbox; create() never runs there) and its
// manifest checked before it replaces the offered version; a failure keeps the old version and records the error.
// Without a sandbox, a file is not imported at all until the user trusts its version.
import { relative } from 'node:path';
import { scanToolsFolder, type ScannedFile } from './folder-scan';
import { HostRequestError, type HostProcess } from './host-process';
import type { HostPool } from './host-pool';
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
  /** A name clash: retried whenever the offered tools change (the other file may have been renamed or deleted). */
  retry?: boolean;
}

export interface ToolLoaderOptions {
  folder: string;
  pool: HostPool;
  loadTimeoutMs: number;
  /** Names that belong to other tools (built-ins); a user tool may not take them. */
  reservedNames: () => Iterable<string>;
  /**
   * Whether a file's code may be read before anyone trusted it: true when the probe host runs in a sandbox. When false,
   * only versions `isTrusted` says yes to are imported; the others wait in `unread()`. Read at every sync.
   */
  probeIsSandboxed: () => boolean;
  isTrusted: (file: string, version: string) => boolean;
  /** Called whenever the set of offered tools or errors changes. */
  onChange: () => void;
  log: (message: string) => void;
}

export interface ToolLoader {
  /** Rescans the folder and applies the differences (queued behind any running sync). */
  sync: () => Promise<void>;
  loaded: () => LoadedTool[];
  errors: () => LoadError[];
  /** Files not read because no sandbox can hold untrusted code here (they load once their version is trusted). */
  unread: () => ScannedFile[];
  /** Runs every tool's close() (within the timeout) and stops the hosts. */
  close: (timeoutMs: number) => Promise<void>;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function hostFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof HostRequestError)) return `Loading failed: ${message(error)}`;
  if (error.kind === 'timeout')
    return `Loading took longer than ${timeoutMs} ms (an endless loop?); the loading host was stopped.`;
  return `Loading ended the loading host (${error.message}).`;
}

export function createToolLoader(options: ToolLoaderOptions): ToolLoader {
  const { pool, folder } = options;
  const loaded = new Map<string, LoadedTool>();
  const errors = new Map<string, LoadError>();
  const unread = new Map<string, ScannedFile>();
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const display = (file: string): string => relative(folder, file) || file;

  const takenBy =
    (file: string) =>
    (name: string): string | undefined => {
      if ([...options.reservedNames()].includes(name)) return 'a built-in tool';
      const other = [...loaded.values()].find((tool) => tool.manifest.name === name && tool.file !== file);
      return other ? display(other.file) : undefined;
    };

  /** Reads one version's manifest in the probe host; the module is discarded there at once. */
  async function readManifest(scanned: ScannedFile): Promise<LoadedTool | string | { clash: string }> {
    const timeoutMs = options.loadTimeoutMs;
    let host: HostProcess;
    let reply;
    try {
      host = pool.probe();
      reply = await host.request({ type: 'load', file: scanned.file, version: scanned.version }, { timeoutMs });
    } catch (error) {
      return hostFailure(error, timeoutMs);
    }
    host.post({ type: 'discard', file: scanned.file });
    if (!reply.ok) return reply.error ?? 'Loading failed.';
    const checked = checkManifest(reply.manifest as UserToolManifest, takenBy(scanned.file));
    if (!checked.ok) return checked.clash ? { clash: checked.error } : checked.error;
    return { file: scanned.file, version: scanned.version, manifest: checked.manifest };
  }

  async function apply(scanned: ScannedFile): Promise<void> {
    if (!options.probeIsSandboxed() && !options.isTrusted(display(scanned.file), scanned.version)) {
      unread.set(scanned.file, scanned);
      errors.delete(scanned.file);
      return;
    }
    unread.delete(scanned.file);
    const outcome = await readManifest(scanned);
    if (typeof outcome === 'string' || 'clash' in outcome) {
      const error = typeof outcome === 'string' ? outcome : outcome.clash;
      errors.set(scanned.file, {
        file: scanned.file,
        version: scanned.version,
        error,
        ...(typeof outcome === 'string' ? {} : { retry: true }),
      });
      options.log(`user tool ${display(scanned.file)}: ${error}`);
      return;
    }
    const previous = loaded.get(scanned.file);
    loaded.set(scanned.file, outcome);
    errors.delete(scanned.file);
    // The old version's create() state goes; the new version starts on its first (trusted) call.
    if (previous && previous.version !== outcome.version) await pool.unload(scanned.file);
  }

  async function syncNow(): Promise<void> {
    if (closed) return;
    const scan = scanToolsFolder(folder);
    const present = new Map(scan.files.map((file) => [file.file, file]));
    for (const file of [...errors.keys()]) if (!present.has(file)) errors.delete(file);
    for (const file of [...unread.keys()]) if (!present.has(file)) unread.delete(file);
    for (const { file, error } of scan.errors) errors.set(file, { file, version: '', error });

    const gone = [...loaded.values()].filter((tool) => !present.has(tool.file));
    // Unread files are looked at again on every sync: their version may have been trusted meanwhile.
    const changed = scan.files.filter(
      (file) => loaded.get(file.file)?.version !== file.version && errors.get(file.file)?.version !== file.version,
    );
    if (gone.length === 0 && changed.length === 0) return;
    // Something changed: files refused for a name clash get another chance (their rival may be gone or renamed).
    const retried = scan.files.filter(
      (file) => errors.get(file.file)?.retry === true && errors.get(file.file)?.version === file.version,
    );
    changed.push(...retried);

    for (const tool of gone) {
      loaded.delete(tool.file);
      await pool.unload(tool.file);
    }
    try {
      for (const scanned of changed) await apply(scanned);
    } finally {
      // Nothing stays running in the probe sandbox between syncs.
      await pool.stopProbe();
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
    loaded: () => [...loaded.values()],
    errors: () => [...errors.values()],
    unread: () => [...unread.values()],
    close: async (timeoutMs) => {
      closed = true;
      loaded.clear();
      await pool.close(timeoutMs);
    },
  };
}
