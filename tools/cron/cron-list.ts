// `cron_list`: every scheduled job with its state, schedule, next runs and latest runs, in plain words.
import { z } from 'zod';
import { defineTool, ok, type AnyTool } from '../tool';
import type { ResolvedCronDeps } from './cron-deps';
import { actionLines, nextRunsLine, scheduleLine } from './job-notes';

const parameters = z.lazy(() =>
  z.object({
    runs: z.number().int().min(0).max(20).optional().describe('How many recent runs to show per job (default 3).'),
  }),
);

export function createCronListTool(deps: ResolvedCronDeps): AnyTool {
  return defineTool({
    name: 'cron_list',
    label: 'List scheduled jobs',
    description:
      'List scheduled jobs (ids, on/off and why, schedule, next runs, what they do, recent runs and their results).',
    parameters,
    risk: 'read',
    execute: async (args) => {
      const jobs = deps.jobs.list();
      if (jobs.length === 0) return ok('No scheduled jobs.', { details: { jobs: [] } });
      const now = deps.now();
      const runCount = args.runs ?? 3;
      const entries = jobs.map((job) => {
        const runs = deps.jobs.runs.list(job.id, { limit: Math.max(runCount, 5) });
        const reason = deps.schedule.disabledReason(job, runs);
        const nextRuns = deps.schedule.nextRuns(job, now);
        return { job, runs: runs.slice(0, runCount), reason, nextRuns };
      });
      const blocks = entries.map(({ job, runs, reason, nextRuns }) =>
        [
          `• "${job.name}" (id ${job.id}) — ${reason === undefined ? 'on' : `off: ${reason}`}`,
          `  ${scheduleLine(job.schedule, job.timezone)}`,
          ...(reason === undefined ? [`  ${nextRunsLine(nextRuns, job.timezone)}`] : []),
          ...actionLines(job.action).map((line) => `  ${line}`),
          ...(runs.length > 0
            ? ['  Recent runs:', ...runs.map((run) => `   - ${deps.schedule.describeRun(run, job.timezone)}`)]
            : []),
        ].join('\n'),
      );
      return ok(`${jobs.length} scheduled job${jobs.length === 1 ? '' : 's'}:\n${blocks.join('\n')}`, {
        details: {
          jobs: entries.map(({ job, runs, reason, nextRuns }) => ({
            job,
            runs,
            disabledReason: reason ?? null,
            nextRuns,
          })),
        },
      });
    },
  });
}
