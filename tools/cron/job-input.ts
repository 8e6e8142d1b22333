// The arguments the model gives for a job (flat, so small models manage them) and their checking: schedule (cron or
// one-shot `at`), time zone, action (reminder message or agent prompt with tools and grants). Errors say what to fix.
import { z } from 'zod';
import type { JobAction, JobGrantSpec, JobSchedule } from '../../electron/shared/job-types';
import { ruleMatchKinds } from '../../electron/shared/rule-types';
import type { CronSchedulePort } from './cron-deps';
import { jobToolRefusal } from './job-limits';
import type { Ok, Err, Result } from '../../electron/shared/result';

export const grantSchema = z.lazy(() =>
  z.object({
    tool: z.string().min(1).max(64).describe('A tool from `tools` that may run without asking (never a cron_* tool).'),
    match: z
      .object({
        kind: z
          .enum(ruleMatchKinds)
          .describe('any: every call; prefix: command or path starts with value; exact; host: web host.'),
        value: z.string().max(500).optional(),
      })
      .optional()
      .describe('Limits the grant, e.g. {"kind":"prefix","value":"git status"}. Omit for any call of the tool.'),
    afterUntrusted: z
      .boolean()
      .optional()
      .describe(
        'Also after the run has read untrusted content (a web page, search results, a file). Omit unless the person asked for it.',
      ),
  }),
);

/** The job's fields as a zod shape, built when a cron tool's parameters are first used (not at start-up). */
export function jobFields() {
  return {
    name: z.string().trim().min(1).max(80).describe('A short name for the job, e.g. "Morning stand-up reminder".'),
    schedule: z
      .string()
      .max(120)
      .optional()
      .describe(
        'A repeating schedule as a 5-field cron expression (minute hour day-of-month month day-of-week), e.g. "0 9 * * 1-5".',
      ),
    at: z
      .string()
      .max(40)
      .optional()
      .describe('Instead of `schedule`: run once at this local time, YYYY-MM-DDTHH:MM (e.g. 2026-12-01T09:00).'),
    timezone: z
      .string()
      .max(64)
      .optional()
      .describe("IANA time zone for the schedule, e.g. Europe/Berlin. Default: the user's zone."),
    message: z.string().trim().min(1).max(2_000).optional().describe('For a reminder: the message to post and notify.'),
    prompt: z
      .string()
      .trim()
      .min(1)
      .max(8_000)
      .optional()
      .describe('For an agent job: what the assistant should do on each run.'),
    tools: z
      .array(z.string().min(1).max(64))
      .max(30)
      .optional()
      .describe(
        'For an agent job: the only tools its runs may use (not cron_add, cron_update, cron_remove or cron_run_now).',
      ),
    grants: z
      .array(grantSchema)
      .max(30)
      .optional()
      .describe(
        'For an agent job: calls that may run without approval (nobody is there to ask; anything else is denied).',
      ),
  };
}

export interface JobDraft {
  schedule: JobSchedule;
  timezone: string;
  action: JobAction;
}

export type DraftResult = (Ok<{ nextRuns: number[] }> & JobDraft) | Err;

/** Builds the action from message / prompt+tools+grants (no job may be given the tools that change jobs). */
export function buildAction(
  input: {
    message?: string | undefined;
    prompt?: string | undefined;
    tools?: string[] | undefined;
    grants?: JobGrantSpec[] | undefined;
  },
  knownTools: readonly string[] | undefined,
): Result<{ action: JobAction }> {
  if (input.message === undefined && input.prompt === undefined) {
    return { ok: false, error: 'Give `message` (a reminder) or `prompt` (an agent job): the job has nothing to do.' };
  }
  if (input.message !== undefined && input.prompt !== undefined) {
    return { ok: false, error: 'Give either `message` (a reminder) or `prompt` (an agent job), not both.' };
  }
  if (input.message !== undefined) {
    if (input.tools !== undefined || input.grants !== undefined) {
      return {
        ok: false,
        error: '`tools` and `grants` are only for agent jobs (with `prompt`); a reminder just posts its message.',
      };
    }
    return { ok: true, action: { kind: 'remind', message: input.message } };
  }
  const tools = [...new Set(input.tools ?? [])];
  const grants = input.grants ?? [];
  const refused = jobToolRefusal(tools, grants);
  if (refused) return { ok: false, error: refused };
  if (knownTools) {
    const unknown = tools.filter((tool) => !knownTools.includes(tool));
    if (unknown.length > 0) {
      return {
        ok: false,
        error: `Unknown tool${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}. Available: ${knownTools.join(', ') || 'none'}.`,
      };
    }
  }
  for (const grant of grants) {
    if (!tools.includes(grant.tool)) {
      return { ok: false, error: `The grant for "${grant.tool}" needs that tool in \`tools\` too.` };
    }
    if (grant.match && grant.match.kind !== 'any' && !grant.match.value?.trim()) {
      return { ok: false, error: `The grant for "${grant.tool}" with match "${grant.match.kind}" needs a value.` };
    }
  }
  return {
    ok: true,
    action: { kind: 'agent', prompt: input.prompt as string, tools, ...(grants.length > 0 ? { grants } : {}) },
  };
}

/** Reads `schedule` / `at` into a JobSchedule (exactly one must be given). */
export function buildSchedule(input: {
  schedule?: string | undefined;
  at?: string | undefined;
}): Result<{ schedule: JobSchedule }> {
  if ((input.schedule === undefined) === (input.at === undefined)) {
    return {
      ok: false,
      error:
        'Give either `schedule` (a cron expression, for repeating jobs) or `at` (a one-time local time), not both.',
    };
  }
  return input.schedule !== undefined
    ? { ok: true, schedule: { kind: 'cron', expression: input.schedule } }
    : { ok: true, schedule: { kind: 'at', at: input.at as string } };
}

/** Checks a complete draft: the schedule against the action's minimum interval, the zone, `at` in the future. */
export function checkDraft(draft: JobDraft, now: number, rules: CronSchedulePort): DraftResult {
  const checked = rules.check({
    schedule: draft.schedule,
    timezone: draft.timezone,
    actionKind: draft.action.kind,
    now,
  });
  if (!checked.ok) return checked;
  return {
    ok: true,
    schedule: checked.schedule,
    timezone: checked.timezone,
    action: draft.action,
    nextRuns: checked.nextRuns,
  };
}
