// `cron_add`: creates a scheduled job (reminder or background agent run) after approval, and says when it will run.
// A blanket shell grant makes the approval always ask, with a danger notice.
import { z } from 'zod';
import { formatRunTime } from '../../electron/shared/zoned-time';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import type { ResolvedCronDeps } from './cron-deps';
import { buildAction, buildSchedule, checkDraft, jobFields, type DraftResult } from './job-input';
import { jobDangerNotice } from './job-limits';
import { jobApprovalNotes } from './job-approval-notes';
import { nextRunsLine } from './job-notes';

const parameters = z.lazy(() => z.object(jobFields()));
type AddArgs = z.infer<typeof parameters>;

export function draftFromArgs(args: AddArgs, deps: ResolvedCronDeps): DraftResult {
  const schedule = buildSchedule(args);
  if (!schedule.ok) return schedule;
  const action = buildAction(args, deps.knownTools?.());
  if (!action.ok) return action;
  return checkDraft(
    { schedule: schedule.schedule, timezone: args.timezone ?? deps.systemTimeZone(), action: action.action },
    deps.now(),
    deps.schedule,
  );
}

export function createCronAddTool(deps: ResolvedCronDeps): AnyTool {
  return defineTool({
    name: 'cron_add',
    label: 'Schedule a job',
    description:
      'Schedule a reminder (`message`) or a background assistant run (`prompt` with the `tools` it may use) on a repeating ' +
      'cron `schedule` or once `at` a local time. Reminders may run at most every minute, agent jobs every 15 minutes. ' +
      'Returns the next run times.',
    parameters,
    risk: 'write',
    describeCall: (args) => {
      const draft = draftFromArgs(args, deps);
      if (!draft.ok) return { notes: [jobApprovalNotes.cannotCreate(draft.error)] };
      const danger = jobDangerNotice(draft.action);
      return {
        ...danger,
        notes: jobApprovalNotes.add(args.name, draft),
      };
    },
    execute: async (args, ctx) => {
      const draft = draftFromArgs(args, deps);
      if (!draft.ok) return fail(draft.error, 'invalid_job');
      const job = deps.jobs.create({
        name: args.name,
        schedule: draft.schedule,
        timezone: draft.timezone,
        action: draft.action,
        conversationId: ctx.conversationId ?? null,
      });
      deps.control.sync();
      const nextRuns = draft.nextRuns.map((instant) => ({
        at: new Date(instant).toISOString(),
        text: formatRunTime(instant, job.timezone),
      }));
      return ok(`Scheduled "${job.name}" (id ${job.id}). ${nextRunsLine(draft.nextRuns, job.timezone)}`, {
        details: { job, nextRuns },
      });
    },
  });
}
