// The timer seam under the scheduler: something that calls back at each slot of a cron expression in a time zone.
// Production uses node-cron; tests run the same driver under fake timers (node-cron reads Date and setTimeout).
import { nodeCron } from './node-cron-module';

export interface CronRegistration {
  stop(): void;
}

export interface CronDriver {
  /** Calls `onSlot` with each slot's instant (ms). The callback must return quickly; runs are the caller's business. */
  schedule(expression: string, timeZone: string, onSlot: (slot: number) => void): CronRegistration;
}

export interface NodeCronDriverOptions {
  /** node-cron's own errors (a slot callback throwing, timers failing). */
  onError?: (error: Error) => void;
  /**
   * How late a slot may still fire, in ms. A main thread busy for a few seconds must not drop a reminder; longer
   * gaps (sleep, a closed app) are the scheduler's catch-up business. Default 60 s.
   */
  lateToleranceMs?: number;
}

export function createNodeCronDriver(options: NodeCronDriverOptions = {}): CronDriver {
  const report = (message: string | Error): void => {
    options.onError?.(message instanceof Error ? message : new Error(message));
  };
  const logger = { info: () => {}, debug: () => {}, warn: () => {}, error: report };
  return {
    schedule(expression, timeZone, onSlot) {
      const task = nodeCron().createTask(expression, (context) => onSlot(context.date.getTime()), {
        timezone: timeZone,
        // Overlap is handled (and recorded as `skipped`) by the scheduler; the callback itself returns at once.
        noOverlap: false,
        missedExecutionTolerance: options.lateToleranceMs ?? 60_000,
        suppressMissedWarning: true,
        logger,
      });
      void task.start();
      return {
        stop: () => {
          void task.destroy();
        },
      };
    },
  };
}
