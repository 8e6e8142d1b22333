// What a scheduled job may not be given, and what must always be shown before one is approved: no job can schedule,
// change or start jobs (background jobs cannot multiply), and a blanket shell grant carries a danger notice.
import type { JobAction, JobGrantSpec } from '../../electron/shared/job-types';
import { alwaysAskReasons, type AlwaysAsk } from '../always-ask-reasons';

/** Cron tools a job may use (it only reads); every other `cron_*` tool creates, changes, removes or starts jobs. */
const harmlessCronTools = new Set(['cron_list']);

function isCronTool(name: string): boolean {
  return name.startsWith('cron_');
}

/** Why this job's tools and grants cannot be accepted, or null. */
export function jobToolRefusal(tools: readonly string[], grants: readonly JobGrantSpec[]): string | null {
  const granted = [...new Set(grants.map((grant) => grant.tool).filter(isCronTool))];
  if (granted.length > 0) {
    return `A scheduled job may not be granted ${granted.join(', ')}: jobs cannot schedule, change or run jobs (they could multiply unattended). Remove that grant.`;
  }
  const given = tools.filter((tool) => isCronTool(tool) && !harmlessCronTools.has(tool));
  if (given.length > 0) {
    return `A scheduled job may not use ${given.join(', ')}: jobs cannot schedule, change or run jobs (they could multiply unattended). Remove it from \`tools\`.`;
  }
  return null;
}

/** A grant for `shell` with no command match: the job could run any command. */
export function isBlanketShellGrant(grant: JobGrantSpec): boolean {
  return grant.tool === 'shell' && (!grant.match || grant.match.kind === 'any');
}

/** The danger notice (the approval's `alwaysAsk`, coded) for an action with a blanket shell grant, else undefined. */
export function jobDangerNotice(action: JobAction): AlwaysAsk | undefined {
  if (action.kind !== 'agent' || !(action.grants ?? []).some(isBlanketShellGrant)) return undefined;
  return alwaysAskReasons.jobBlanketShell();
}
