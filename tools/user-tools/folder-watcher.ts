// Watches the user tools folder and calls back once per burst of changes (editors write files in several steps).
// Watching is best effort: when it fails or stops, the rescan on every toolset build still picks changes up.
import { watch, type FSWatcher } from 'node:fs';

export interface FolderWatcher {
  /** Starts watching if not already (safe to call often; retries after an error). */
  ensure: () => void;
  close: () => void;
}

export function createFolderWatcher(options: {
  folder: string;
  debounceMs: number;
  onChange: () => void;
  log: (message: string) => void;
}): FolderWatcher {
  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const stop = (): void => {
    watcher?.close();
    watcher = undefined;
  };
  const schedule = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => !closed && options.onChange(), options.debounceMs);
    timer.unref();
  };

  return {
    ensure: () => {
      if (closed || watcher) return;
      try {
        watcher = watch(options.folder, { persistent: false }, schedule);
        watcher.on('error', (error) => {
          options.log(`user tools folder watch stopped: ${error.message}`);
          stop();
        });
      } catch (error) {
        options.log(`user tools folder cannot be watched: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
      stop();
    },
  };
}
