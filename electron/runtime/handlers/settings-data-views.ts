// Memories and scheduled jobs as the settings screen shows them: where a memory came from, a job's schedule in
// words, its next runs, why it is off, and its last runs with times in the job's own time zone.
import { describeRun, describeSchedule, disabledReason, nextRunsOf, offReasonOf } from '../../scheduler/job-status';
import { oneShotInstant } from '../../scheduler/job-schedule';
import { scheduleInWords } from '../../scheduler/schedule-words';
import { formatRunTime } from '../../shared/zoned-time';
import type { JobRunView, JobView, MemoryView } from '../../shared/settings-data-contract';
import type { Job, JobRun } from '../../storage/jobs';
import type { Memory } from '../../storage/memories';
import { describeJobGrant } from '../../shared/job-grant-words';

/** Output and errors are kept up to 32,000 characters; the list shows the start (the conversation holds the rest). */
export const RUN_TEXT_VIEW_MAX = 4_000;
export const LAST_RUNS_SHOWN = 5;

export function toMemoryView(memory: Memory, titleOf: (conversationId: string) => string | undefined): MemoryView {
  return {
    id: memory.id,
    content: memory.content,
    tags: memory.tags,
    conversationId: memory.conversationId,
    conversationTitle: memory.conversationId ? (titleOf(memory.conversationId) ?? null) : null,
    createdAt: memory.createdAt,
    updatedAt: memory.updatedAt,
    ...(memory.untrustedSources ? { untrustedSources: memory.untrustedSources } : {}),
  };
}

export function toRunView(run: JobRun, timezone: string): JobRunView {
  return {
    id: run.id,
    status: run.status,
    trigger: run.trigger,
    startedAt: run.startedAt,
    endedAt: run.endedAt,
    when: formatRunTime(run.startedAt, timezone),
    summary: describeRun(run, timezone),
    output: clipText(run.output),
    error: clipText(run.error),
    conversationId: run.conversationId,
  };
}

/** `recentRuns` newest first (JobRunStore.list); more than are shown helps tell why a job is off. */
export function toJobView(
  job: Job,
  recentRuns: readonly JobRun[],
  context: { now: number; running: boolean },
): JobView {
  const reason = disabledReason(job, recentRuns);
  const offReason = offReasonOf(job, recentRuns);
  const instant = oneShotInstant(job.schedule, job.timezone);
  return {
    id: job.id,
    name: job.name,
    schedule: scheduleInWords(job.schedule, job.timezone),
    scheduleDetail: describeSchedule(job),
    scheduleSpec:
      job.schedule.kind === 'cron' ? { ...job.schedule } : { ...job.schedule, ...(instant ? { instant } : {}) },
    timezone: job.timezone,
    action:
      job.action.kind === 'remind'
        ? { kind: 'remind', message: job.action.message }
        : {
            kind: 'agent',
            prompt: job.action.prompt,
            tools: [...job.action.tools],
            ...(job.action.grants?.length ? { grants: job.action.grants.map(describeJobGrant) } : {}),
          },
    enabled: job.enabled,
    ...(reason ? { disabledReason: reason } : {}),
    ...(offReason ? { offReason } : {}),
    running: context.running,
    nextRuns: nextRunsOf(job, context.now, 3).map((at) => ({ at, when: formatRunTime(at, job.timezone) })),
    lastRuns: recentRuns.slice(0, LAST_RUNS_SHOWN).map((run) => toRunView(run, job.timezone)),
    conversationId: job.conversationId,
    createdAt: job.createdAt,
  };
}

function clipText(text: string | null): string | null {
  if (text === null || text.length <= RUN_TEXT_VIEW_MAX) return text;
  return `${text.slice(0, RUN_TEXT_VIEW_MAX)}… (${text.length.toLocaleString('en-US')} characters in all)`;
}
