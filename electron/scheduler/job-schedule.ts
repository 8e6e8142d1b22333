// A job's schedule, checked and timed: the cron expression or one-shot time is valid, the time zone exists, the
// schedule is not too frequent for its action (1 min for reminders, 15 min for agent runs), and `at` is in the future.
import type { JobSchedule } from '../shared/job-types';
import { compileCron, type ScheduleTiming } from './cron-schedule';
import {
  formatRunTime,
  localToInstant,
  parseLocalDateTime,
  formatLocalDateTime,
  resolveTimeZone,
} from '../shared/zoned-time';
import type { Result } from '../shared/result';

export const MIN_INTERVAL_MINUTES = { remind: 1, agent: 15 } as const;
export type JobActionKind = keyof typeof MIN_INTERVAL_MINUTES;

export type ScheduleCheck = Result<{
  /** Normalised: spaces collapsed, `at` as YYYY-MM-DDTHH:MM. */
  schedule: JobSchedule;
  /** The canonical zone name. */
  timezone: string;
  timing: ScheduleTiming;
  /** The next (up to) three run instants after `now`. */
  nextRuns: number[];
}>;

export function checkSchedule(input: {
  schedule: JobSchedule;
  timezone: string;
  actionKind: JobActionKind;
  now: number;
}): ScheduleCheck {
  const timezone = resolveTimeZone(input.timezone.trim());
  if (!timezone) {
    return {
      ok: false,
      error: `Unknown time zone "${input.timezone}". Use an IANA name such as Europe/Berlin, America/New_York or UTC.`,
    };
  }
  return input.schedule.kind === 'at'
    ? checkAt(input.schedule.at, timezone, input.now)
    : checkCron(input.schedule.expression, timezone, input.actionKind, input.now);
}

/** Timing for a stored (already checked) job; undefined if it no longer parses (e.g. a zone was removed). */
export function timingOf(schedule: JobSchedule, timezone: string): ScheduleTiming | undefined {
  const zone = resolveTimeZone(timezone);
  if (!zone) return undefined;
  if (schedule.kind === 'cron') {
    const compiled = compileCron(schedule.expression, zone);
    return compiled.ok ? compiled.timing : undefined;
  }
  const local = parseLocalDateTime(schedule.at);
  const instant = local ? localToInstant(local, zone) : undefined;
  return instant === undefined ? undefined : oneShotTiming(instant);
}

/** The single instant of a one-shot schedule, or undefined. */
export function oneShotInstant(schedule: JobSchedule, timezone: string): number | undefined {
  if (schedule.kind !== 'at') return undefined;
  const local = parseLocalDateTime(schedule.at);
  const zone = resolveTimeZone(timezone);
  return local && zone ? localToInstant(local, zone) : undefined;
}

function checkCron(expression: string, timezone: string, actionKind: JobActionKind, now: number): ScheduleCheck {
  const compiled = compileCron(expression, timezone);
  if (!compiled.ok) return compiled;
  const nextRuns = compiled.timing.nextAfter(now, 3);
  if (nextRuns.length === 0) {
    return {
      ok: false,
      error: `The schedule "${compiled.expression}" never runs in the next four years; check the day and month fields.`,
    };
  }
  const minimum = MIN_INTERVAL_MINUTES[actionKind];
  const gap = compiled.timing.minGapMinutes(now);
  if (gap < minimum) {
    const what = actionKind === 'agent' ? 'Agent jobs' : 'Reminders';
    return {
      ok: false,
      error:
        `The schedule "${compiled.expression}" is too frequent: at its closest it runs every ${plural(gap, 'minute')}. ` +
        `${what} may run at most once every ${plural(minimum, 'minute')}` +
        (actionKind === 'agent' ? ' (for example "*/15 * * * *", or "0 * * * *" for hourly).' : '.'),
    };
  }
  return {
    ok: true,
    schedule: { kind: 'cron', expression: compiled.expression },
    timezone,
    timing: compiled.timing,
    nextRuns,
  };
}

function checkAt(text: string, timezone: string, now: number): ScheduleCheck {
  const local = parseLocalDateTime(text);
  if (!local) {
    return {
      ok: false,
      error: `The time "${text}" is not valid. Give a local date and time as YYYY-MM-DDTHH:MM, e.g. 2026-12-01T09:00.`,
    };
  }
  const at = formatLocalDateTime(local);
  const instant = localToInstant(local, timezone);
  if (instant === undefined) {
    return {
      ok: false,
      error: `${at} does not exist in ${timezone}: the clocks skip that hour for daylight saving. Pick another time.`,
    };
  }
  if (instant <= now) {
    return {
      ok: false,
      error: `${at} (${timezone}) is in the past; it is now ${formatRunTime(now, timezone)}. Give a future time.`,
    };
  }
  return { ok: true, schedule: { kind: 'at', at }, timezone, timing: oneShotTiming(instant), nextRuns: [instant] };
}

function oneShotTiming(instant: number): ScheduleTiming {
  return {
    nextAfter: (after, count) => (count > 0 && instant > after ? [instant] : []),
    latestIn: (afterExclusive, upToInclusive) =>
      instant > afterExclusive && instant <= upToInclusive ? instant : undefined,
  };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
