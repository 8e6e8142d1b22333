// The record of every scheduled-job run: started, finished (ok or error, with output), or skipped with a reason.
// Output and errors are redacted of known secrets and secret shapes, and capped, before they reach SQLite.
import { nodeCrypto } from './lazy-crypto';
import { redactSecrets } from '../shared/redaction/redact-text';
import type { Db } from './database';
import { type JobRunRow, toJobRun } from './job-rows';
import type { JobRun, JobRunStore } from '../shared/job-types';

export type { JobRunStore } from '../shared/job-types';

export const RUN_TEXT_MAX_CHARS = 32_000;
export const ABANDONED_RUN_MESSAGE = 'Hearth closed before this run finished.';

export interface JobRunStoreDeps {
  newId?: () => string;
  knownSecretValues?: () => readonly string[];
}

export function createJobRunStore(db: Db, deps: JobRunStoreDeps = {}): JobRunStore {
  const newId = deps.newId ?? (() => nodeCrypto().randomUUID());
  const clean = (text: string | undefined): string | null => {
    if (text === undefined) return null;
    const redacted = redactSecrets(text, deps.knownSecretValues?.() ?? []);
    return redacted.length > RUN_TEXT_MAX_CHARS
      ? `${redacted.slice(0, RUN_TEXT_MAX_CHARS)}\n…(cut: ${redacted.length} characters in all)`
      : redacted;
  };
  const insert = db.prepare<[string, string, number | null, number, number | null, string, string, string | null]>(
    `INSERT INTO job_runs (id, job_id, scheduled_for, started_at, ended_at, status, trigger, error)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setLastRun = db.prepare<[number, string]>('UPDATE jobs SET last_run_at = ? WHERE id = ?');
  const complete = db.prepare<[number, string, string | null, string | null, string | null, string]>(
    `UPDATE job_runs SET ended_at = ?, status = ?, output = ?, error = ?, conversation_id = coalesce(?, conversation_id)
      WHERE id = ? AND status = 'running'`,
  );
  const selectOne = db.prepare<[string], JobRunRow>('SELECT * FROM job_runs WHERE id = ?');
  const selectForJob = db.prepare<[string, number], JobRunRow>(
    'SELECT * FROM job_runs WHERE job_id = ? ORDER BY started_at DESC, rowid DESC LIMIT ?',
  );
  const abandon = db.prepare<[number, string]>(
    "UPDATE job_runs SET status = 'error', ended_at = ?, error = ? WHERE status = 'running'",
  );
  const startTx = db.transaction((input: Parameters<JobRunStore['start']>[0], id: string) => {
    insert.run(id, input.jobId, input.scheduledFor, input.startedAt, null, 'running', input.trigger, null);
    setLastRun.run(input.startedAt, input.jobId);
  });

  const read = (id: string): JobRun | undefined => {
    const row = selectOne.get(id);
    return row ? toJobRun(row) : undefined;
  };

  return {
    start(input) {
      const id = newId();
      startTx(input, id);
      return read(id) as JobRun;
    },
    finish(runId, result) {
      complete.run(
        result.endedAt,
        result.status,
        clean(result.output),
        clean(result.error),
        result.conversationId ?? null,
        runId,
      );
      return read(runId);
    },
    skip(input) {
      const id = newId();
      insert.run(
        id,
        input.jobId,
        input.scheduledFor,
        input.at,
        input.at,
        'skipped',
        input.trigger,
        clean(input.reason),
      );
      return read(id) as JobRun;
    },
    list(jobId, options = {}) {
      const limit = Math.min(500, Math.max(1, Math.floor(options.limit ?? 20)));
      return selectForJob.all(jobId, limit).map(toJobRun);
    },
    get: read,
    abandonRunning: (at) => abandon.run(at, ABANDONED_RUN_MESSAGE).changes,
  };
}
