// `cron_update`: changes a job (name, schedule, zone, action, on/off) after approval; the whole job is re-checked, and
// a job with a blanket shell grant always asks, with a danger notice.
import { z } from 'zod';
import type { Job, JobChanges } from '../../electron/shared/job-types';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import type { ResolvedCronDeps } from './cron-deps';
import { buildAction, buildSchedule, checkDraft, jobFields, type DraftResult } from './job-input';
import { jobDangerNotice } from './job-limits';
import { jobApprovalNotes } from './job-approval-notes';
import { nextRunsLine } from './job-notes';
import type { Result } from '../../electron/shared/result';

const parameters = z.lazy(() => {
  const fields = jobFields();
  return z.object({
    id: z.string().min(1).max(64).describe('The job id (from cron_list).'),
    ...fields,
    name: fields.name.optional(),
    enabled: z
      .boolean()
      .optional()
      .describe('false pauses this job; true turns it back on (and clears its failure count).'),
  });
});
type UpdateArgs = z.infer<typeof parameters>;

type Plan = Result<{ job: Job; changes: JobChanges; nextRuns: number[] }>;

function plan(args: UpdateArgs, deps: ResolvedCronDeps): Plan {
  const job = deps.jobs.get(args.id);
  if (!job)
    return { ok: false, error: `There is no scheduled job with id "${args.id}". Use cron_list to see the ids.` };
  const { id: _id, name, enabled, timezone, ...rest } = args;
  const changingSchedule = rest.schedule !== undefined || rest.at !== undefined;
  const changingAction =
    rest.message !== undefined || rest.prompt !== undefined || rest.tools !== undefined || rest.grants !== undefined;
  if (!changingSchedule && !changingAction && name === undefined && enabled === undefined && timezone === undefined) {
    return { ok: false, error: 'Nothing to change: give at least one field to update.' };
  }
  const schedule = changingSchedule ? buildSchedule(rest) : ({ ok: true, schedule: job.schedule } as const);
  if (!schedule.ok) return schedule;
  const action = changingAction
    ? buildAction(mergeAction(job, rest), deps.knownTools?.())
    : ({ ok: true, action: job.action } as const);
  if (!action.ok) return action;
  const draft: DraftResult = checkDraft(
    { schedule: schedule.schedule, timezone: timezone ?? job.timezone, action: action.action },
    deps.now(),
    deps.schedule,
  );
  // Renaming or turning a job off never needs its schedule re-checked (a finished one-shot job's time is past).
  const onlyNameOrOff = !changingSchedule && !changingAction && timezone === undefined && enabled !== true;
  if (!draft.ok && !onlyNameOrOff) return draft;
  const changes: JobChanges = {
    ...(name !== undefined ? { name } : {}),
    ...(enabled !== undefined ? { enabled } : {}),
    ...(draft.ok ? { schedule: draft.schedule, timezone: draft.timezone, action: draft.action } : {}),
  };
  const willRun = (enabled ?? job.enabled) && draft.ok;
  return { ok: true, job, changes, nextRuns: willRun ? draft.nextRuns : [] };
}

/** Fields not given keep the job's current values (switching kind needs the new kind's fields). */
function mergeAction(job: Job, rest: Pick<UpdateArgs, 'message' | 'prompt' | 'tools' | 'grants'>) {
  if (rest.message !== undefined || rest.prompt !== undefined) return rest;
  const current = job.action;
  if (current.kind === 'remind') return { message: current.message, tools: rest.tools, grants: rest.grants };
  return { prompt: current.prompt, tools: rest.tools ?? current.tools, grants: rest.grants ?? current.grants };
}

export function createCronUpdateTool(deps: ResolvedCronDeps): AnyTool {
  return defineTool({
    name: 'cron_update',
    label: 'Change a scheduled job',
    description:
      'Change a scheduled job by id: its name, schedule or `at` time, time zone, message or prompt, tools and grants, ' +
      'or turn it off/on with `enabled`. Fields left out stay as they are.',
    parameters,
    risk: 'write',
    describeCall: (args) => {
      const p = plan(args, deps);
      if (!p.ok) return { notes: [jobApprovalNotes.cannotChange(p.error)] };
      const merged = { ...p.job, ...p.changes };
      const danger = jobDangerNotice(merged.action);
      return {
        ...danger,
        notes: jobApprovalNotes.update(p.job, merged, p.nextRuns),
      };
    },
    execute: async (args) => {
      const p = plan(args, deps);
      if (!p.ok) return fail(p.error, p.error.startsWith('There is no') ? 'not_found' : 'invalid_job');
      const job = deps.jobs.update(p.job.id, p.changes);
      if (!job) return fail(`The job "${args.id}" was removed meanwhile.`, 'not_found');
      deps.control.sync();
      const state = job.enabled
        ? nextRunsLine(p.nextRuns, job.timezone)
        : 'It is off and will not run until turned back on.';
      return ok(`Updated "${job.name}" (id ${job.id}). ${state}`, { details: { job, nextRuns: p.nextRuns } });
    },
  });
}
