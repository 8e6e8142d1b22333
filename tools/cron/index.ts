// The scheduled-job tools, built together: cron_add, cron_list, cron_update, cron_remove, cron_run_now.
import { systemTimeZoneName } from '../../electron/shared/zoned-time';
import type { AnyTool } from '../tool';
import { createCronAddTool } from './cron-add';
import type { CronToolDeps, ResolvedCronDeps } from './cron-deps';
import { createCronListTool } from './cron-list';
import { createCronRemoveTool } from './cron-remove';
import { createCronRunNowTool } from './cron-run-now';
import { createCronUpdateTool } from './cron-update';

export type { CronSchedulePort, CronToolDeps, JobControl } from './cron-deps';

export function createCronTools(deps: CronToolDeps): AnyTool[] {
  const resolved: ResolvedCronDeps = {
    jobs: deps.jobs,
    control: deps.control,
    schedule: deps.schedule,
    now: deps.now ?? Date.now,
    systemTimeZone: deps.systemTimeZone ?? systemTimeZoneName,
    ...(deps.knownTools ? { knownTools: deps.knownTools } : {}),
  };
  return [
    createCronAddTool(resolved),
    createCronListTool(resolved),
    createCronUpdateTool(resolved),
    createCronRemoveTool(resolved),
    createCronRunNowTool(resolved),
  ];
}
