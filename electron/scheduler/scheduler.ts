// The scheduler: registers each enabled job once with the cron driver (node-cron), runs slots without overlap,
// catches up missed runs once at startup and after sleep, honours pause, and stops cleanly on quit.
import type { Job } from '../storage/jobs';
import { decideCatchUp } from './catch-up';
import { createNodeCronDriver, type CronRegistration } from './cron-driver';
import { createJobExecutor } from './job-executor';
import { oneShotInstant, timingOf } from './job-schedule';
import { systemClock, type RunNowResult, type Scheduler, type SchedulerDeps } from './scheduler-types';
import { watchForWake, type WakeWatch } from './wake-watch';
import { formatRunTime, parseLocalDateTime } from '../shared/zoned-time';

export * from './scheduler-types';

export const OVERLAP_SKIP_REASON = 'The previous run was still going, so this slot was skipped.';
const STOP_WAIT_MS = 5_000;

export function createScheduler(deps: SchedulerDeps): Scheduler {
  const clock = deps.clock ?? systemClock;
  const report = (error: unknown): void => deps.onError?.(error instanceof Error ? error : new Error(String(error)));
  const cron = deps.cron ?? createNodeCronDriver({ onError: report });
  const registered = new Map<string, { signature: string; registration: CronRegistration }>();
  let state: 'idle' | 'running' | 'stopped' = 'idle';
  let wake: WakeWatch | undefined;
  let lastPaused = deps.settings().paused;

  const executor = createJobExecutor({
    jobs: deps.jobs,
    clock,
    settings: deps.settings,
    postReminder: deps.postReminder,
    runAgentJob: deps.runAgentJob,
    notify: deps.notify,
    onJobChanged: () => sync(),
    onError: report,
  });

  const guarded = (work: () => void): void => {
    try {
      work();
    } catch (error) {
      report(error);
    }
  };

  function sync(): void {
    if (state !== 'running') return;
    const wanted = new Map(deps.jobs.list({ enabledOnly: true }).map((job) => [job.id, job]));
    for (const [id, entry] of registered) {
      const job = wanted.get(id);
      if (!job || signatureOf(job) !== entry.signature) {
        entry.registration.stop();
        registered.delete(id);
      }
    }
    for (const job of wanted.values()) if (!registered.has(job.id)) register(job);
  }

  function register(job: Job): void {
    const expression = driverExpression(job);
    if (expression === undefined) {
      report(
        new Error(
          `Scheduled job "${job.name}" (${job.id}) has a schedule that no longer parses; it was not registered.`,
        ),
      );
      return;
    }
    try {
      const registration = cron.schedule(expression, job.timezone, (slot) => guarded(() => onSlot(job.id, slot)));
      registered.set(job.id, { signature: signatureOf(job), registration });
    } catch (error) {
      report(error);
    }
  }

  function onSlot(jobId: string, slot: number): void {
    if (state !== 'running') return;
    const job = deps.jobs.get(jobId);
    if (!job || !job.enabled) return sync();
    if (slot <= job.handledUntil) return;
    // One-shot jobs ride on a yearly cron pattern; only the slot at their exact instant counts.
    if (job.schedule.kind === 'at' && oneShotInstant(job.schedule, job.timezone) !== slot) return;
    if (isPaused()) return;
    if (executor.isRunning(jobId)) {
      deps.jobs.runs.skip({
        jobId,
        trigger: 'schedule',
        scheduledFor: slot,
        at: clock.now(),
        reason: OVERLAP_SKIP_REASON,
      });
      return;
    }
    void executor.execute(job, 'schedule', slot);
  }

  function catchUp(): void {
    if (state !== 'running' || isPaused()) return;
    const now = clock.now();
    const windowHours = deps.settings().catchUpWindowHours;
    for (const job of deps.jobs.list({ enabledOnly: true })) {
      guarded(() => {
        if (executor.isRunning(job.id)) return;
        const timing = timingOf(job.schedule, job.timezone);
        if (!timing) return;
        const decision = decideCatchUp(job, timing, now, windowHours);
        if (decision.kind === 'run') void executor.execute(job, 'catch_up', decision.slot);
        if (decision.kind === 'too_old') missedLongAgo(job, decision.slot, windowHours);
      });
    }
  }

  function missedLongAgo(job: Job, slot: number, windowHours: number): void {
    const due = formatRunTime(slot, job.timezone);
    deps.jobs.runs.skip({
      jobId: job.id,
      trigger: 'catch_up',
      scheduledFor: slot,
      at: clock.now(),
      reason: `Missed while Hearth was not running (due ${due}); that is more than the ${windowHours} h catch-up window, so it was not run.`,
    });
    if (job.schedule.kind !== 'at') return;
    deps.jobs.update(job.id, { enabled: false });
    sync();
    deps.notify({
      jobId: job.id,
      title: `Scheduled job "${job.name}" was missed`,
      body: `It was due ${due}, while Hearth was not running, and that is too long ago to run it now.`,
      kind: 'job_missed',
      values: { name: job.name, dueAt: slot, timezone: job.timezone },
    });
  }

  /** Reads the setting; resuming restarts every schedule from now, so slots that passed while paused never run. */
  function isPaused(): boolean {
    const paused = deps.settings().paused;
    if (lastPaused && !paused) deps.jobs.restartSchedules();
    lastPaused = paused;
    return paused;
  }

  function onTick(woke: boolean): void {
    guarded(() => {
      sync();
      if (woke) catchUp();
      else isPaused();
    });
  }

  return {
    start() {
      if (state !== 'idle') return;
      state = 'running';
      guarded(() => {
        deps.jobs.runs.abandonRunning(clock.now());
        lastPaused = deps.settings().paused;
        sync();
        catchUp();
      });
      wake = watchForWake({ clock, intervalMs: deps.tickMs ?? 60_000, onTick });
    },
    async stop() {
      if (state === 'stopped') return;
      state = 'stopped';
      wake?.stop();
      for (const entry of registered.values()) entry.registration.stop();
      registered.clear();
      executor.abortAll('Hearth is closing.');
      let timer: unknown;
      await Promise.race([
        executor.idle(),
        new Promise<void>((resolve) => (timer = clock.setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clock.clearTimeout(timer);
    },
    sync: () => guarded(sync),
    setPaused(paused) {
      if (lastPaused && !paused) deps.jobs.restartSchedules();
      lastPaused = paused;
    },
    async runNow(jobId): Promise<RunNowResult> {
      const job = deps.jobs.get(jobId);
      if (!job) return { ok: false, error: `There is no scheduled job with id "${jobId}".` };
      if (executor.isRunning(jobId))
        return { ok: false, error: `"${job.name}" is running right now; wait for it to finish.` };
      return { ok: true, run: await executor.execute(job, 'manual', null) };
    },
    handleResume: () => guarded(catchUp),
    isRunning: (jobId) => executor.isRunning(jobId),
    idle: () => executor.idle(),
  };
}

/** What the driver needs to know; a change in it means re-registering. */
function signatureOf(job: Job): string {
  const schedule = job.schedule.kind === 'cron' ? job.schedule.expression : job.schedule.at;
  return `${job.schedule.kind}|${schedule}|${job.timezone}`;
}

/** Cron jobs as they are; one-shot jobs as "minute hour day month *" (the yearly repeats are ignored in onSlot). */
function driverExpression(job: Job): string | undefined {
  if (job.schedule.kind === 'cron') return timingOf(job.schedule, job.timezone) ? job.schedule.expression : undefined;
  const local = parseLocalDateTime(job.schedule.at);
  if (!local || oneShotInstant(job.schedule, job.timezone) === undefined) return undefined;
  return `${local.minute} ${local.hour} ${local.day} ${local.month} *`;
}
