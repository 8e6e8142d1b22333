// What the desktop's database upgrade thread (upgrade-worker.ts) tells the main process (upgrade-in-worker.ts).
import type { DatabaseUpgradeStep } from '../../shared/database-upgrade';
import type { DatabaseUpgradeOutcome } from './database-upgrade';

export type UpgradeWorkerReply =
  { type: 'step'; step: DatabaseUpgradeStep } | { type: 'finished'; outcome: DatabaseUpgradeOutcome };

/** What the thread is started with (workerData), beside a test boot file's own fields. */
export interface UpgradeWorkerData {
  dataDir: string;
  hearthVersion: string;
}
