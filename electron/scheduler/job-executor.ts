// Runs one job once and records it: `remind` posts a message, `agent` runs in the background within its time budget.
// Afterwards: failure streaks (3 in a row turn the job off and tell the user) and one-shot jobs turning themselves off.
import type { Job, JobRun, JobRunTrigger, JobStore } from '../storage/jobs';
import type { SchedulerClock, SchedulerDeps, SchedulerSettings } from './scheduler-types';

export const FAILURES_BEFORE_DISABLE = 3;

export interface JobExecutorDeps extends Pick<SchedulerDeps, 'postReminder' | 'runAgentJob' | 'notify'> {
  jobs: JobStore;
  clock: SchedulerClock;
  settings: () => SchedulerSettings;
  /** A job was turned off: the scheduler unregisters it. */
  onJobChanged: () => void;
  onError: (error: Error) => void;
}

export interface JobExecutor {
  execute(job: Job, trigger: JobRunTrigger, scheduledFor: number | null): Promise<JobRun>;
  isRunning(jobId: string): boolean;
  abortAll(reason: string): void;
  idle(): Promise<void>;
}

type RunResult = { status: 'ok' | 'error'; output?: string; error?: string; conversationId?: string };

export function createJobExecutor(deps: JobExecutorDeps): JobExecutor {
  const active = new Map<string, { controller: AbortController; done: Promise<JobRun> }>();

  const perform = async (job: Job, runId: string, controller: AbortController): Promise<RunResult> => {
    const { action } = job;
    if (action.kind === 'remind') {
      const posted = await deps.postReminder({ job, message: action.message });
      return { status: 'ok', output: `Reminder posted: ${action.message}`, conversationId: posted.conversationId };
    }
    const budgetMs = deps.settings().agentTimeBudgetMs;
    let overBudget = false;
    const timer = deps.clock.setTimeout(() => {
      overBudget = true;
      controller.abort(new Error('time budget used up'));
    }, budgetMs);
    try {
      const outcome = await untilAborted(
        deps.runAgentJob({ job, runId, signal: controller.signal }),
        controller.signal,
      );
      if (overBudget || outcome === undefined) {
        const why = overBudget
          ? `Stopped: the run went over its time budget of ${describeMs(budgetMs)}.`
          : 'Stopped: Hearth is closing.';
        return {
          status: 'error',
          error: why,
          ...(outcome?.output ? { output: outcome.output } : {}),
          ...conversation(outcome?.conversationId),
        };
      }
      if (outcome.ok) return { status: 'ok', output: outcome.output, ...conversation(outcome.conversationId) };
      return {
        status: 'error',
        error: outcome.error ?? 'The agent run failed.',
        output: outcome.output,
        ...conversation(outcome.conversationId),
      };
    } finally {
      deps.clock.clearTimeout(timer);
    }
  };

  const afterRun = (job: Job, run: JobRun): void => {
    const current = deps.jobs.get(job.id);
    if (!current) return;
    const failed = run.status === 'error';
    const streak = deps.jobs.countOutcome(job.id, failed);
    if (job.schedule.kind === 'at' && run.trigger !== 'manual') {
      deps.jobs.update(job.id, { enabled: false });
      deps.onJobChanged();
      if (failed) {
        deps.notify({
          jobId: job.id,
          title: `Scheduled job "${job.name}" failed`,
          body: `Its one run failed: ${clip(run.error ?? 'unknown', 300)}`,
          kind: 'job_failed',
          values: { name: job.name, error: clip(run.error ?? 'unknown', 300) },
        });
      }
      return;
    }
    if (failed && streak >= FAILURES_BEFORE_DISABLE && current.enabled) {
      deps.jobs.update(job.id, { enabled: false });
      deps.onJobChanged();
      deps.notify({
        jobId: job.id,
        title: `Scheduled job "${job.name}" was turned off`,
        body:
          `It failed ${streak} times in a row. Last error: ${clip(run.error ?? 'unknown', 300)} ` +
          'Fix the cause, then turn it back on in Settings → Scheduled jobs.',
        kind: 'job_turned_off',
        values: { name: job.name, error: clip(run.error ?? 'unknown', 300), failures: streak },
      });
    }
  };

  const run = async (
    job: Job,
    trigger: JobRunTrigger,
    scheduledFor: number | null,
    controller: AbortController,
  ): Promise<JobRun> => {
    const started = deps.jobs.runs.start({ jobId: job.id, trigger, scheduledFor, startedAt: deps.clock.now() });
    let result: RunResult;
    try {
      result = await perform(job, started.id, controller);
    } catch (error) {
      result = { status: 'error', error: error instanceof Error ? error.message : String(error) };
    }
    try {
      const finished = deps.jobs.runs.finish(started.id, { ...result, endedAt: deps.clock.now() }) ?? started;
      afterRun(job, finished);
      return finished;
    } catch (error) {
      // The database went away (app quitting) or is locked: the run stays 'running' and is marked abandoned later.
      deps.onError(error instanceof Error ? error : new Error(String(error)));
      return started;
    }
  };

  return {
    execute(job, trigger, scheduledFor) {
      const existing = active.get(job.id);
      if (existing) return existing.done;
      const controller = new AbortController();
      const done = run(job, trigger, scheduledFor, controller).finally(() => active.delete(job.id));
      active.set(job.id, { controller, done });
      return done;
    },
    isRunning: (jobId) => active.has(jobId),
    abortAll(reason) {
      for (const { controller } of active.values()) controller.abort(new Error(reason));
    },
    async idle() {
      while (active.size > 0) await Promise.allSettled([...active.values()].map((entry) => entry.done));
    },
  };
}

/** Resolves with the work's value, or undefined as soon as the signal aborts (a runner that ignores it cannot hang us). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise<T | undefined>((resolve, reject) => {
    const onAbort = (): void => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function conversation(id: string | undefined): { conversationId?: string } {
  return id === undefined ? {} : { conversationId: id };
}

function describeMs(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${Math.round(ms / 1000)} s`;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
