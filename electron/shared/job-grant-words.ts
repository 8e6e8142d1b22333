// A scheduled job's grant in words, the same in the approval that creates the job (tools/cron/job-notes.ts) and in
// Settings → Scheduled jobs: "shell (prefix "git pull", even after reading untrusted content)".
import type { JobGrantSpec } from './job-types';

export function describeJobGrant(grant: JobGrantSpec): string {
  const what =
    !grant.match || grant.match.kind === 'any'
      ? `${grant.tool} (any call`
      : `${grant.tool} (${grant.match.kind} ${JSON.stringify(grant.match.value ?? '')}`;
  return `${what}${grant.afterUntrusted ? ', even after reading untrusted content' : ''})`;
}
