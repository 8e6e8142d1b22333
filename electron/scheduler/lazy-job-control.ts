// Breaks the build-order loop in the composition root: the cron tools are built with the toolset, before the chat
// session and so before the scheduler exists. They get this handle; attach the scheduler once it is made.
import type { RunNowResult, Scheduler } from './scheduler-types';

export interface LazyJobControl {
  /** What the cron tools take as `control`. */
  control: { sync(): void; runNow(jobId: string): Promise<RunNowResult> };
  attach(scheduler: Pick<Scheduler, 'sync' | 'runNow'>): void;
}

export function createLazyJobControl(): LazyJobControl {
  let target: Pick<Scheduler, 'sync' | 'runNow'> | undefined;
  return {
    control: {
      sync: () => target?.sync(),
      runNow: async (jobId) => (target ? target.runNow(jobId) : { ok: false, error: 'The scheduler is not running yet; try again in a moment.' }),
    },
    attach: (scheduler) => {
      target = scheduler;
    },
  };
}
