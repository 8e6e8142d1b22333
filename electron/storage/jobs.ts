// The scheduled-job repository: jobs (create, read, change, enable/disable, remove) plus their run records.
// Every value reaches SQLite as a bound parameter; actions are stored as JSON. Removing is a soft delete (deleted_at):
// a removed job is never read, listed or scheduled until restored or purged.
import { nodeCrypto } from './lazy-crypto';
import type { Db } from './database';
import { createJobRunStore } from './job-runs';
import { type JobRow, scheduleColumns, toJob } from './job-rows';
import type { Job, JobStore } from '../shared/job-types';

export * from '../shared/job-types';

export interface JobStoreDeps {
  now?: () => number;
  newId?: () => string;
  knownSecretValues?: () => readonly string[];
}

const SELECT_JOB = `SELECT j.*, (SELECT max(coalesce(r.scheduled_for, r.started_at)) FROM job_runs r WHERE r.job_id = j.id) AS last_slot
  FROM jobs j`;

export function createJobStore(db: Db, deps: JobStoreDeps = {}): JobStore {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => nodeCrypto().randomUUID());
  const insert = db.prepare<[string, string, string, string, string, string, string | null, number, number]>(
    `INSERT INTO jobs (id, name, schedule_kind, schedule, timezone, action, enabled, conversation_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const selectOne = db.prepare<[string], JobRow>(`${SELECT_JOB} WHERE j.id = ? AND j.deleted_at IS NULL`);
  const selectAll = db.prepare<[number], JobRow>(
    `${SELECT_JOB} WHERE j.deleted_at IS NULL AND (? = 0 OR j.enabled = 1) ORDER BY j.created_at, j.id`,
  );
  const updateRow = db.prepare<[string, string, string, string, string, number, number, number, string]>(
    `UPDATE jobs SET name = ?, schedule_kind = ?, schedule = ?, timezone = ?, action = ?, enabled = ?,
            consecutive_failures = ?, updated_at = ? WHERE id = ?`,
  );
  const hide = db.prepare<[number, string]>('UPDATE jobs SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL');
  const unhide = db.prepare<[string]>('UPDATE jobs SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL');
  const purge = db.prepare<[number]>('DELETE FROM jobs WHERE deleted_at IS NOT NULL AND deleted_at < ?');
  const setFailures = db.prepare<[number, string]>('UPDATE jobs SET consecutive_failures = ? WHERE id = ?');
  const restartAll = db.prepare<[number]>('UPDATE jobs SET updated_at = ? WHERE enabled = 1 AND deleted_at IS NULL');

  const get = (id: string): Job | undefined => {
    const row = selectOne.get(id);
    return row ? toJob(row) : undefined;
  };

  return {
    create(input) {
      const id = newId();
      const at = now();
      const schedule = scheduleColumns(input.schedule);
      insert.run(
        id,
        input.name,
        schedule.kind,
        schedule.text,
        input.timezone,
        JSON.stringify(input.action),
        input.conversationId ?? null,
        at,
        at,
      );
      return get(id) as Job;
    },
    get,
    list: (options = {}) => {
      const jobs = selectAll.all(options.enabledOnly ? 1 : 0).map(toJob);
      return options.enabledOnly ? jobs.filter((job) => job.enabled) : jobs; // a damaged row reads as disabled
    },
    update(id, changes) {
      const current = get(id);
      if (!current) return undefined;
      const schedule = scheduleColumns(changes.schedule ?? current.schedule);
      const enabled = changes.enabled ?? current.enabled;
      const failures = changes.enabled === true && !current.enabled ? 0 : current.consecutiveFailures;
      updateRow.run(
        changes.name ?? current.name,
        schedule.kind,
        schedule.text,
        changes.timezone ?? current.timezone,
        JSON.stringify(changes.action ?? current.action),
        enabled ? 1 : 0,
        failures,
        Math.max(now(), current.updatedAt),
        id,
      );
      return get(id);
    },
    remove: (id) => hide.run(now(), id).changes > 0,
    restore: (id) => unhide.run(id).changes > 0,
    purgeDeleted: (before) => purge.run(before).changes,
    countOutcome(id, failed) {
      const current = get(id);
      const next = failed ? (current?.consecutiveFailures ?? 0) + 1 : 0;
      setFailures.run(next, id);
      return next;
    },
    restartSchedules: () => void restartAll.run(now()),
    runs: createJobRunStore(db, {
      newId,
      ...(deps.knownSecretValues ? { knownSecretValues: deps.knownSecretValues } : {}),
    }),
  };
}
