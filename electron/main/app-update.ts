// Auto-update for the packaged app through electron-updater: checks the publish feed at start and once a day on the
// chosen channel (stable, or beta with pre-releases), downloads in the background, and installs only on "Restart to
// update" — never while a reply or a job runs — or when the app quits anyway. The updater is injected (tests: a real
// electron-updater against a local feed), so is the clock.
import type { AppUpdateState } from '../shared/app-update';

/** The part of electron-updater's AppUpdater used here. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  allowPrerelease: boolean;
  allowDowngrade: boolean;
  channel: string | null;
  checkForUpdates: () => Promise<unknown>;
  quitAndInstall: (isSilent?: boolean, isForceRunAfter?: boolean) => void;
  on: (event: string, listener: (...args: any[]) => void) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface AppUpdateDeps {
  updater: UpdaterLike;
  channel: () => 'stable' | 'beta';
  /** Why installing now would interrupt something (a reply or a job is running), or null when it is safe. */
  busyReason: () => string | null;
  onChange: (state: AppUpdateState) => void;
  everyMs?: number;
  setInterval?: (callback: () => void, ms: number) => { unref?: () => void };
  clearInterval?: (handle: never) => void;
  log?: (message: string) => void;
}

export interface AppUpdate {
  state: () => AppUpdateState;
  /** Checks the feed now (at start, daily, and when the channel changes). */
  check: () => Promise<void>;
  /** Installs the downloaded update and restarts, or says why not now. */
  restartToUpdate: () => { ok: true } | { ok: false; reason: string };
  /** Re-reads whether a run is going (call when runs start and end) and tells the window. */
  refresh: () => void;
  dispose: () => void;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

const versionOf = (info: unknown): string | undefined => {
  const version = (info as { version?: unknown } | null)?.version;
  return typeof version === 'string' ? version : undefined;
};

export function createAppUpdate(deps: AppUpdateDeps): AppUpdate {
  const { updater } = deps;
  const log = deps.log ?? (() => undefined);
  let current: Omit<AppUpdateState, 'channel' | 'restartBlockedBy'> = { status: 'idle' };
  let appliedChannel: 'stable' | 'beta' | undefined;

  const state = (): AppUpdateState => {
    const blocked = current.status === 'ready' ? deps.busyReason() : null;
    return { ...current, channel: deps.channel(), ...(blocked ? { restartBlockedBy: blocked } : {}) };
  };
  const set = (next: typeof current): void => {
    current = next;
    deps.onChange(state());
  };

  updater.autoDownload = true;
  // An update downloaded and never applied is installed when the person quits anyway.
  updater.autoInstallOnAppQuit = true;
  updater.on('checking-for-update', () => {
    if (current.status !== 'ready' && current.status !== 'downloading') set({ status: 'checking' });
  });
  updater.on('update-available', (info: unknown) =>
    set({ status: 'downloading', version: versionOf(info), percent: 0 }),
  );
  updater.on('update-not-available', () => {
    if (current.status !== 'ready') set({ status: 'idle' });
  });
  updater.on('download-progress', (progress: unknown) => {
    const percent = (progress as { percent?: unknown }).percent;
    if (current.status === 'downloading' && typeof percent === 'number')
      set({ ...current, percent: Math.round(percent) });
  });
  updater.on('update-downloaded', (info: unknown) => set({ status: 'ready', version: versionOf(info) }));
  updater.on('error', (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    log(`update: ${message}`);
    // A failed check never hides an update already downloaded.
    if (current.status !== 'ready') set({ status: 'error', message: `The update check failed: ${message}` });
  });

  const applyChannel = (): void => {
    const channel = deps.channel();
    if (channel === appliedChannel) return;
    appliedChannel = channel;
    updater.allowPrerelease = channel === 'beta';
    // electron-updater's channel file: latest.yml (stable) or beta.yml; moving back to stable may go down a version.
    updater.channel = channel === 'beta' ? 'beta' : 'latest';
    updater.allowDowngrade = channel === 'stable';
  };

  const check = async (): Promise<void> => {
    if (current.status === 'downloading') return;
    applyChannel();
    try {
      await updater.checkForUpdates();
    } catch (error) {
      // Also reported through 'error'; this only keeps the rejection from going unhandled.
      log(`update check: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const timer = (deps.setInterval ?? setInterval)(() => void check(), deps.everyMs ?? DAY_MS);
  timer.unref?.();

  return {
    state,
    check,
    restartToUpdate: () => {
      if (current.status !== 'ready') return { ok: false, reason: 'No update has been downloaded yet.' };
      const busy = deps.busyReason();
      if (busy) return { ok: false, reason: `${busy} Restart to update once it has finished.` };
      updater.quitAndInstall(false, true);
      return { ok: true };
    },
    refresh: () => deps.onChange(state()),
    dispose: () => (deps.clearInterval ?? clearInterval)(timer as never),
  };
}
