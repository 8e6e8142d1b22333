// Caps tool calls per run (default 50) and per rolling hour (setting), so a looping model cannot run away.
// A refused call is not counted, so the hourly window drains and calls resume on their own.
import { gateReason, type GateReason } from '../../shared/gate-reason';
import type { Ok, Fail } from '../../shared/result';

export interface RateLimits {
  perRun: number;
  perHour: number;
}

export type RateVerdict = Ok | Fail<{ reason: string; reasonCode: GateReason }>;

export interface ToolCallRateLimiter {
  /** Counts one call for the run, or refuses it (with a reason for the model) when a limit is reached. */
  take(runId: string): RateVerdict;
  usage(runId: string): { run: number; lastHour: number };
}

const hourMs = 3_600_000;

export function createToolCallRateLimiter(deps: {
  limits: () => RateLimits;
  now?: () => number;
  /** How many runs' counters to keep; the oldest are forgotten first. */
  maxTrackedRuns?: number;
}): ToolCallRateLimiter {
  const now = deps.now ?? Date.now;
  const maxTrackedRuns = deps.maxTrackedRuns ?? 256;
  const perRun = new Map<string, number>();
  const recent: number[] = []; // call times, oldest first

  const prune = (at: number): void => {
    let drop = 0;
    while (drop < recent.length && (recent[drop] as number) <= at - hourMs) drop += 1;
    if (drop > 0) recent.splice(0, drop);
  };

  return {
    take(runId) {
      const at = now();
      prune(at);
      const limits = deps.limits();
      const runCount = perRun.get(runId) ?? 0;
      if (runCount >= limits.perRun) {
        return {
          ok: false,
          reason:
            `Tool call limit reached: at most ${limits.perRun} tool calls per run. ` +
            'No more tools will run in this reply; answer with what you have.',
          reasonCode: gateReason('rateLimitRun', { limit: limits.perRun }),
        };
      }
      if (recent.length >= limits.perHour) {
        const waitMin = Math.max(1, Math.ceil(((recent[0] as number) + hourMs - at) / 60_000));
        return {
          ok: false,
          reason:
            `Tool call limit reached: at most ${limits.perHour} tool calls per hour. ` +
            `Tools can run again in about ${waitMin} minute${waitMin === 1 ? '' : 's'}.`,
          reasonCode: gateReason('rateLimitHour', { limit: limits.perHour, ms: waitMin * 60_000 }),
        };
      }
      recent.push(at);
      perRun.delete(runId); // re-insert to keep the most recently active runs at the end
      perRun.set(runId, runCount + 1);
      if (perRun.size > maxTrackedRuns) perRun.delete(perRun.keys().next().value as string);
      return { ok: true };
    },
    usage(runId) {
      prune(now());
      return { run: perRun.get(runId) ?? 0, lastHour: recent.length };
    },
  };
}
