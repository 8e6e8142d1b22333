// The CLI's database upgrade, before the runtime opens the database: the same backup-first upgrade as the desktop's
// thread (runtime/upgrade/database-upgrade.ts), here in the process, with a progress bar on stderr for a long step.
import { upgradeDatabase, pendingUpgrade } from '../runtime/upgrade/database-upgrade';
import type { CliIo } from './cli-io';
import { progressBar } from './progress-bar';

/** Upgrades an older database with a bar; answers why it failed (with the backup's path), or undefined. */
export function upgradeWithProgressBar(
  dataDir: string,
  hearthVersion: string,
  io: Pick<CliIo, 'err'>,
): string | undefined {
  const pending = pendingUpgrade(dataDir);
  if (!pending) return undefined;
  io.err(`hearth: upgrading the database from schema ${pending.from} to ${pending.to} (a backup is made first)\n`);
  const bars = new Map<number, (done: number, total: number) => void>();
  const barFor = (version: number) =>
    bars.get(version) ?? bars.set(version, progressBar(io, `upgrading to v${version}`)).get(version)!;
  const outcome = upgradeDatabase({
    dataDir,
    hearthVersion,
    report: (step) => {
      if (step.phase === 'upgrading' && step.total > 0) barFor(step.version)(step.done, step.total);
    },
  });
  const backupFile = outcome.ok ? outcome.backupFile : outcome.error.backupFile;
  const backup = backupFile ? `a backup from before the upgrade is at ${backupFile}` : 'there was nothing to back up';
  if (!outcome.ok) return `the database could not be upgraded: ${outcome.error.message}. Nothing was lost; ${backup}.`;
  io.err(`hearth: database upgraded; ${backup}\n`);
  for (const notice of outcome.notices) io.err(`hearth: ${notice}\n`);
  return undefined;
}
