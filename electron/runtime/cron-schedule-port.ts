// The scheduler's schedule rules as the port the cron tools take (tools/cron/cron-deps.ts): check a schedule, the next
// runs of a job, and the words for a run and for why a job is off.
import type { CronSchedulePort } from '../../tools/cron/cron-deps';
import { checkSchedule } from '../scheduler/job-schedule';
import { describeRun, disabledReason, nextRunsOf } from '../scheduler/job-status';

export const cronSchedulePort: CronSchedulePort = {
  check: (input) => checkSchedule(input),
  nextRuns: (job, now) => nextRunsOf(job, now),
  describeRun,
  disabledReason,
};
