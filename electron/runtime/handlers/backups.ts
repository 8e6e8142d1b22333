// backups:* channels over the runtime's backup service: list, create, preview and restore (by name, in the backups
// folder only). Failures carry the service's sentence (never a secret: backups hold none).
import path from 'node:path';
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { BackupInfoView } from '../../shared/backups-contract';
import type { BackupInfo } from '../backups/backup-service';
import type { HearthRuntime } from '../create-runtime';

export type BackupChannel = 'backups:list' | 'backups:create' | 'backups:preview' | 'backups:restore';

const view = (backup: BackupInfo): BackupInfoView => ({
  name: backup.name,
  createdAt: backup.createdAt,
  reason: backup.reason,
  hearthVersion: backup.hearthVersion,
  schemaVersion: backup.schemaVersion,
  size: backup.size,
  counts: backup.counts,
});

export function createBackupHandlers(deps: {
  runtime: Pick<HearthRuntime, 'backups'>;
}): Pick<InvokeHandlers, BackupChannel> {
  const { backups } = deps.runtime;
  const fileOf = (name: string) => path.join(backups.folder, path.basename(name));
  return {
    'backups:list': () => ({ folder: backups.folder, backups: backups.list().map(view) }),
    'backups:create': async () => {
      const made = await backups.create();
      if (!made.ok) throw failure('failed', made.error);
      return view(made.value);
    },
    'backups:preview': ({ name }) => {
      const previewed = backups.preview(fileOf(name));
      if (!previewed.ok) throw failure('refused', previewed.error);
      return { backup: view(previewed.value.backup), preview: previewed.value.preview };
    },
    'backups:restore': ({ name }) => {
      const restored = backups.restore(fileOf(name));
      if (!restored.ok) throw failure('refused', restored.error);
      return { backup: view(restored.value.backup), preview: restored.value.preview };
    },
  };
}
