// Builds undo for the composition root: the store under `<dataDir>/undo` bounded by the `undo` settings, the shell's
// overlay staging (Linux, through util-linux `unshare`), the file tools' journal, custom tools' pre-call snapshots
// and the service the CLI and the window call.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellStaging, type ShellStaging } from '../../../tools/shell/overlay-staging';
import { findExecutable } from '../../../tools/shell/select-sandbox';
import { createUndoStore } from '../../../tools/undo/undo-store';
import { createFileChangeJournal, type FileChangeJournal } from '../../../tools/undo/file-change-journal';
import { withSnapshotUndo } from '../../../tools/undo/snapshot-undo';
import type { ToolEntry } from '../../../tools/registry';
import type { Settings } from '../../shared/settings-schema';
import { createUndoService, type UndoService } from './undo-service';

export interface UndoWiring {
  staging: ShellStaging;
  files: FileChangeJournal;
  /** A custom tool with `workspace:write` gets a pre-call snapshot (tools/undo/snapshot-undo.ts); others pass as is. */
  wrap: (entry: ToolEntry) => ToolEntry;
  service: UndoService;
}

/** The largest workspace copied before a custom tool's call (larger: that call cannot be undone, and says so). */
const snapshotMaxBytes = 256 * 1_048_576;

export function createUndo(deps: {
  dataDir: string;
  env: Record<string, string | undefined>;
  settings: () => Settings;
}): UndoWiring {
  const store = createUndoStore({ folder: join(deps.dataDir, 'undo'), limits: () => deps.settings().undo });
  const unsharePath = findExecutable('unshare', { PATH: deps.env.PATH }, ['/usr/bin', '/bin']);
  // Runs past `undo.keepDays` go a little after start too, not only when a later call writes (off the path to ready).
  setTimeout(() => store.prune(), 10_000).unref();
  return {
    staging: createShellStaging({ store, unsharePath, tmpDir: tmpdir() }),
    files: createFileChangeJournal(store),
    wrap: (entry) =>
      entry.tool.provenance?.().capabilities.includes('workspace:write')
        ? { ...entry, tool: withSnapshotUndo(entry.tool, { store, maxBytes: () => snapshotMaxBytes }) }
        : entry,
    service: createUndoService(store),
  };
}
