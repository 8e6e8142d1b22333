// Runs the database upgrade in its own thread (upgrade-worker.ts) when the data folder's database is older than this
// schema, passing each step on; answers at once, without loading worker_threads, when there is nothing to upgrade.
import type { DatabaseUpgradeStep } from '../../shared/database-upgrade';
import { err, ok, type Result } from '../../shared/result';
import { pendingUpgrade } from './database-upgrade';
import type { UpgradeWorkerData, UpgradeWorkerReply } from './upgrade-messages';

export interface UpgradeWorkerEntry {
  /** The built database-upgrade-worker.js, or a boot file that loads the TypeScript (tests). */
  script: string;
  /** Extra workerData for the boot file (tests: which .ts file to load). */
  data?: Record<string, unknown>;
}

export interface UpgradeInWorkerOptions extends UpgradeWorkerData {
  worker: UpgradeWorkerEntry;
  onStep: (step: DatabaseUpgradeStep) => void;
}

/** `upgraded: false` when the database needed nothing; a failure's error says why and where the backup is. */
export async function upgradeInWorker(
  options: UpgradeInWorkerOptions,
): Promise<Result<{ upgraded: boolean; notices: string[] }>> {
  const versions = pendingUpgrade(options.dataDir);
  if (!versions) return ok({ upgraded: false, notices: [] });
  const { Worker } = await import('node:worker_threads');
  const data: UpgradeWorkerData = { dataDir: options.dataDir, hearthVersion: options.hearthVersion };
  const thread = new Worker(options.worker.script, { workerData: { ...options.worker.data, ...data } });
  return new Promise((resolve) => {
    let settled = false;
    let backupFile: string | undefined;
    const finish = (result: Result<{ upgraded: boolean; notices: string[] }>, last: DatabaseUpgradeStep) => {
      if (settled) return;
      settled = true;
      options.onStep(last);
      resolve(result);
    };
    const failed = (message: string) =>
      finish(err(failureSentence(message, backupFile)), {
        phase: 'failed',
        ...versions,
        message,
        ...(backupFile ? { backupFile } : {}),
      });
    thread.on('message', (reply: UpgradeWorkerReply) => {
      if (reply.type === 'step') {
        if ('backupFile' in reply.step && reply.step.backupFile) backupFile = reply.step.backupFile;
        if (!settled) options.onStep(reply.step);
        return;
      }
      const { outcome } = reply;
      if (!outcome.ok) {
        backupFile = outcome.error.backupFile ?? backupFile;
        failed(outcome.error.message);
        return;
      }
      const done = {
        phase: 'done' as const,
        ...versions,
        ...(outcome.backupFile ? { backupFile: outcome.backupFile } : {}),
      };
      finish(ok({ upgraded: true, notices: outcome.notices }), done);
    });
    thread.on('error', (error) => failed(`the upgrade thread failed: ${error.message}`));
    thread.on('exit', (code) => failed(`the upgrade thread stopped (exit code ${code})`));
  });
}

/** For the log and the IPC calls that wait for the core (the window shows its own words). */
function failureSentence(reason: string, backupFile: string | undefined): string {
  const backup = backupFile ? ` A backup from before the upgrade is at ${backupFile}.` : '';
  return `Hearth could not upgrade its database: ${reason}. Nothing was lost: each step of an upgrade is all or nothing.${backup}`;
}
