// Builds undo for the composition root: the store under `<dataDir>/undo` bounded by the `undo` settings, the shell's
// overlay staging (Linux, through util-linux `unshare`), the file tools' journal and the service the CLI and window call.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellStaging, type ShellStaging } from '../../../tools/shell/overlay-staging';
import { findExecutable } from '../../../tools/shell/select-sandbox';
import { createUndoStore } from '../../../tools/undo/undo-store';
import { createFileChangeJournal, type FileChangeJournal } from '../../../tools/undo/file-change-journal';
import type { Settings } from '../../shared/settings-schema';
import { createUndoService, type UndoService } from './undo-service';

export interface UndoWiring {
  staging: ShellStaging;
  files: FileChangeJournal;
  service: UndoService;
}

export function createUndo(deps: {
  dataDir: string;
  env: Record<string, string | undefined>;
  settings: () => Settings;
}): UndoWiring {
  const store = createUndoStore({ folder: join(deps.dataDir, 'undo'), limits: () => deps.settings().undo });
  const unsharePath = findExecutable('unshare', { PATH: deps.env.PATH }, ['/usr/bin', '/bin']);
  return {
    staging: createShellStaging({ store, unsharePath, tmpDir: tmpdir() }),
    files: createFileChangeJournal(store),
    service: createUndoService(store),
  };
}
