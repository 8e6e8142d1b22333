// The scheduled jobs of a restore, all switched off: a missing one is added with its runs, the same definition is
// skipped, a newer or deleted local one is kept, and a clash becomes a "(restored copy)".
import { nodeCrypto } from '../lazy-crypto';
import type Database from 'better-sqlite3';
import type { RestorePreview } from './restore-preview';
import { all, insert, one, type RestoreStep, type Row } from './restore-rows';

export function planJobs(
  live: Database.Database,
  source: Database.Database,
  preview: RestorePreview,
  steps: RestoreStep[],
): void {
  const definition = (job: Row) =>
    JSON.stringify([job.name, job.schedule_kind, job.schedule, job.timezone, job.action, job.conversation_id]);
  for (const job of all(source, 'SELECT * FROM jobs WHERE deleted_at IS NULL ORDER BY created_at')) {
    const local = one(live, 'SELECT * FROM jobs WHERE id = ?', job.id);
    const switchedOff = { ...job, enabled: 0 }; // restored jobs wait until the person turns them on
    if (!local) {
      preview.jobs.added.push(String(job.name));
      const runs = all(source, 'SELECT * FROM job_runs WHERE job_id = ?', job.id);
      steps.push((db) => {
        insert(db, 'jobs', switchedOff);
        for (const run of runs) insert(db, 'job_runs', run, 'OR IGNORE');
      });
    } else if (definition(local) === definition(job)) {
      continue;
    } else if (Number(local.updated_at) >= Number(job.updated_at) || local.deleted_at !== null) {
      preview.jobs.keptLocal += 1;
    } else {
      preview.jobs.copied.push(String(job.name));
      steps.push((db) =>
        insert(db, 'jobs', {
          ...switchedOff,
          id: nodeCrypto().randomUUID(),
          name: `${String(job.name)} (restored copy)`,
        }),
      );
    }
  }
}
