// `cron_run_now`: runs a scheduled job immediately (recorded as a manual run), after approval; waits for the result.
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import type { ResolvedCronDeps } from './cron-deps';
import { jobApprovalNotes } from './job-approval-notes';
import { clip } from './job-notes';

const parameters = z.lazy(() => z.object({ id: z.string().min(1).max(64).describe('The job id (from cron_list).') }));

export function createCronRunNowTool(deps: ResolvedCronDeps): AnyTool {
  return defineTool({
    name: 'cron_run_now',
    label: 'Run a scheduled job now',
    description: 'Run a scheduled job right away (as a test, or to not wait for its next time) and get its result.',
    parameters,
    risk: 'write',
    describeCall: (args) => {
      const job = deps.jobs.get(args.id);
      if (!job) return { notes: [jobApprovalNotes.missing(args.id, false)] };
      return { notes: jobApprovalNotes.runNow(job) };
    },
    execute: async (args) => {
      const result = await deps.control.runNow(args.id);
      if (!result.ok) return fail(result.error, 'not_run');
      const { run } = result;
      const job = deps.jobs.get(run.jobId);
      const name = job?.name ?? run.jobId;
      if (run.status === 'ok') {
        return ok(`Ran "${name}": ${clip(run.output ?? 'done', 4_000)}`, { details: { run } });
      }
      return fail(`"${name}" ran but failed: ${clip(run.error ?? 'unknown error', 2_000)}`, 'job_failed', {
        details: { run },
      });
    },
  });
}
