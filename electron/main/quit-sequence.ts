// The orderly shutdown: stop the scheduler (no new background runs), abort running agent runs and let them settle,
// close the browser, then close the database. Every step is bounded and isolated: one failing or hanging step
// never keeps the others from running or Hearth from quitting.

export interface QuitSteps {
  stopScheduler?: () => Promise<void> | void;
  abortRuns: () => void;
  /** Resolves once aborted runs have written their last events (bounded by the step timeout). */
  runsSettled?: () => Promise<void>;
  closeBrowser?: () => Promise<void>;
  closeDatabase: () => Promise<void> | void;
}

export type QuitStepName = 'stopScheduler' | 'abortRuns' | 'runsSettled' | 'closeBrowser' | 'closeDatabase';
export type QuitStepOutcome = {
  step: QuitStepName;
  status: 'done' | 'skipped' | 'failed' | 'timed_out';
  detail?: string;
};

export const quitStepOrder: readonly QuitStepName[] = [
  'stopScheduler',
  'abortRuns',
  'runsSettled',
  'closeBrowser',
  'closeDatabase',
];

export interface QuitOptions {
  /** Longest wait for one step (default 5 s). */
  stepTimeoutMs?: number;
  log?: (message: string) => void;
}

async function runStep(
  step: QuitStepName,
  work: (() => Promise<void> | void) | undefined,
  timeoutMs: number,
): Promise<QuitStepOutcome> {
  if (!work) return { step, status: 'skipped' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<QuitStepOutcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ step, status: 'timed_out', detail: `no answer after ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  const attempt = (async (): Promise<QuitStepOutcome> => {
    try {
      await work();
      return { step, status: 'done' };
    } catch (error) {
      return { step, status: 'failed', detail: error instanceof Error ? error.message : String(error) };
    }
  })();
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function quitSequence(steps: QuitSteps, options: QuitOptions = {}): Promise<QuitStepOutcome[]> {
  const timeoutMs = options.stepTimeoutMs ?? 5_000;
  const outcomes: QuitStepOutcome[] = [];
  for (const name of quitStepOrder) {
    const outcome = await runStep(name, steps[name], timeoutMs);
    if (outcome.status === 'failed' || outcome.status === 'timed_out')
      options.log?.(`quit: ${name} ${outcome.status}: ${outcome.detail ?? ''}`);
    outcomes.push(outcome);
  }
  return outcomes;
}

export interface QuitGateApp {
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
}

/**
 * Holds the first quit until the sequence has run, then quits for real. `onQuitting` runs first, synchronously
 * (windows stop hiding themselves on close).
 */
export function installQuitGate(app: QuitGateApp, sequence: () => Promise<unknown>, onQuitting: () => void): void {
  let state: 'running' | 'shutting-down' | 'done' = 'running';
  app.on('before-quit', (event) => {
    if (state === 'done') return;
    event.preventDefault();
    if (state === 'shutting-down') return;
    state = 'shutting-down';
    onQuitting();
    void sequence()
      .catch(() => undefined)
      .finally(() => {
        state = 'done';
        app.quit();
      });
  });
}
