// `cron_remove`: deletes a scheduled job and its run history, after approval.
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import type { ResolvedCronDeps } from './cron-deps';
import { jobApprovalNotes } from './job-approval-notes';

const parameters = z.lazy(() => z.object({ id: z.string().min(1).max(64).describe('The job id (from cron_list).') }));

export function createCronRemoveTool(deps: ResolvedCronDeps): AnyTool {
  return defineTool({
    name: 'cron_remove',
    label: 'Remove a scheduled job',
    description:
      'Delete a scheduled job by id, with its run history. To only pause it, use cron_update with enabled: false.',
    parameters,
    risk: 'write',
    describeCall: (args) => {
      const job = deps.jobs.get(args.id);
      if (!job) return { notes: [jobApprovalNotes.missing(args.id, true)] };
      return { notes: jobApprovalNotes.remove(job) };
    },
    execute: async (args) => {
      const job = deps.jobs.get(args.id);
      if (!job || !deps.jobs.remove(args.id)) {
        return fail(`There is no scheduled job with id "${args.id}". Use cron_list to see the ids.`, 'not_found');
      }
      deps.control.sync();
      return ok(`Removed "${job.name}" (id ${job.id}).`, { details: { removed: job } });
    },
  });
}
