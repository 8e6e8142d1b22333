// The approval dialog's notes for the cron tools, coded (tools/approval-notes.ts): the same English lines as
// job-notes.ts (which the model reads in results) with a code and values the UI words, run times as instants.
import type { JobAction, JobGrantSpec, JobSchedule } from '../../electron/shared/job-types';
import { describeJobGrant } from '../../electron/shared/job-grant-words';
import { note } from '../approval-notes';
import type { ApprovalNote } from '../tool';
import { clip, nextRunsLine, scheduleLine } from './job-notes';

function scheduleNote(schedule: JobSchedule, timezone: string): ApprovalNote {
  const text = scheduleLine(schedule, timezone);
  return schedule.kind === 'cron'
    ? note('jobSchedule', text, { expression: schedule.expression, zone: timezone })
    : note('jobRunsOnce', text, { at: schedule.at, zone: timezone });
}

/** `instants`: the run times as epoch milliseconds, comma-separated, shown by the UI in `zone`. */
function nextRunsNote(nextRuns: readonly number[], timezone: string): ApprovalNote {
  const text = nextRunsLine(nextRuns, timezone);
  if (nextRuns.length === 0) return note('jobNoRuns', text);
  return note('jobNextRuns', text, {
    instants: nextRuns.join(','),
    zone: timezone,
    count: String(nextRuns.length),
  });
}

function grantNote(grant: JobGrantSpec): ApprovalNote {
  const kind = grant.match?.kind ?? 'any';
  const code = `jobGrant${kind.charAt(0).toUpperCase()}${kind.slice(1)}${grant.afterUntrusted ? 'Untrusted' : ''}`;
  const values: Record<string, string> = { tool: grant.tool };
  if (kind !== 'any') values.value = grant.match?.value ?? '';
  return note(code, `Runs without asking: ${describeJobGrant(grant)}.`, values);
}

function actionNotes(action: JobAction): ApprovalNote[] {
  if (action.kind === 'remind') {
    const message = clip(action.message, 300);
    return [note('jobReminder', `Action: post the reminder ${JSON.stringify(message)}.`, { message })];
  }
  const prompt = clip(action.prompt, 300);
  const tools = action.tools.join(', ');
  return [
    note('jobPrompt', `Action: run the assistant in the background with the prompt ${JSON.stringify(prompt)}.`, {
      prompt,
    }),
    tools ? note('jobTools', `Tools it may use: ${tools}.`, { tools }) : note('jobNoTools', 'Tools it may use: none.'),
    ...(action.grants ?? []).map(grantNote),
    note('jobOthersDenied', 'Any other call that needs approval is denied: nobody is there to ask.'),
  ];
}

interface Planned {
  schedule: JobSchedule;
  timezone: string;
  action: JobAction;
}

export const jobApprovalNotes = {
  add: (name: string, job: Planned & { nextRuns: readonly number[] }): ApprovalNote[] => [
    note('jobNew', `New job "${name}".`, { name }),
    scheduleNote(job.schedule, job.timezone),
    nextRunsNote(job.nextRuns, job.timezone),
    ...actionNotes(job.action),
  ],
  update: (
    job: { id: string; name: string },
    merged: Planned & { enabled: boolean },
    nextRuns: readonly number[],
  ): ApprovalNote[] => [
    note('jobChange', `Change job "${job.name}" (${job.id}).`, { name: job.name, id: job.id }),
    ...(merged.enabled ? [] : [note('jobWillBeOff', 'The job will be off.')]),
    scheduleNote(merged.schedule, merged.timezone),
    nextRunsNote(nextRuns, merged.timezone),
    ...actionNotes(merged.action),
  ],
  remove: (job: Planned & { name: string }): ApprovalNote[] => [
    note('jobRemove', `Remove job "${job.name}" and its run history.`, { name: job.name }),
    scheduleNote(job.schedule, job.timezone),
    ...actionNotes(job.action),
  ],
  runNow: (job: { name: string; action: JobAction }): ApprovalNote[] => [
    note('jobRunNow', `Run job "${job.name}" now.`, { name: job.name }),
    ...actionNotes(job.action),
  ],
  missing: (id: string, removing: boolean): ApprovalNote =>
    removing
      ? note('jobMissingRemove', `There is no job with id "${id}"; nothing will be removed.`, { id })
      : note('jobMissing', `There is no job with id "${id}".`, { id }),
  /** `error`: the job input's problem, in the core's English (the model's words), shown as a value. */
  cannotCreate: (error: string): ApprovalNote =>
    note('jobCannotCreate', `This job cannot be created: ${error}`, { error }),
  cannotChange: (error: string): ApprovalNote =>
    note('jobCannotChange', `This change cannot be made: ${error}`, { error }),
};
