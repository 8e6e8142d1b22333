// Cron expressions exactly as node-cron runs them: validation with plain-language errors, the next run times after
// any instant, the latest slot in a range (for catch-up) and the shortest gap between runs (for minimum intervals).
import type { ScheduledTask, validateDetailed } from 'node-cron';
import { nodeCron } from './node-cron-module';
import { localParts, localToInstant, type LocalDateTime } from '../shared/zoned-time';
import type { Result } from '../shared/result';

export interface ScheduleTiming {
  /** Up to `count` run instants strictly after `after`, within the next few years. */
  nextAfter(after: number, count: number): number[];
  /** The latest run instant in (afterExclusive, upToInclusive], if any. */
  latestIn(afterExclusive: number, upToInclusive: number): number | undefined;
}

export interface CronTiming extends ScheduleTiming {
  /**
   * The shortest time between two consecutive runs in minutes, judged over the few years from `from`. Exact below a
   * day; 1440 or more (Infinity: never twice within a day and a night) only says "at least a day".
   */
  minGapMinutes(from: number): number;
}

export type CronCompileResult = Result<{ timing: CronTiming; expression: string }>;

const FORMAT_HINT =
  'A cron expression has 5 fields: minute hour day-of-month month day-of-week, e.g. "0 9 * * 1-5" for 09:00 on weekdays.';
const FIELD_RANGES: Record<string, string> = {
  minute: 'minute (0–59)',
  hour: 'hour (0–23)',
  dayOfMonth: 'day of the month (1–31, or L)',
  month: 'month (1–12 or JAN–DEC)',
  dayOfWeek: 'day of the week (0–7 or SUN–SAT, 0 and 7 are Sunday)',
};
const NICKNAMES = /^@(yearly|annually|monthly|weekly|daily|midnight|hourly)$/i;
/** Four years and a day: long enough to meet every pattern that runs at all (29 February included). */
const SCAN_DAYS = 4 * 366 + 1;
/** Wall-clock minutes a daylight-saving change can move a time by, with room to spare. */
const DST_MARGIN_MINUTES = 180;

/** `timeZone` must already be a valid IANA name (see resolveTimeZone). */
export function compileCron(rawExpression: string, timeZone: string): CronCompileResult {
  const expression = rawExpression.trim().replace(/\s+/g, ' ');
  const problem = describeProblem(expression);
  if (problem) return { ok: false, error: `The schedule "${expression}" is not valid: ${problem}` };
  const fields = nodeCron().validateDetailed(expression).fields;
  if (!fields) return { ok: false, error: `The schedule "${expression}" is not valid. ${FORMAT_HINT}` };
  const times = [...new Set(fields.hour.flatMap((hour) => fields.minute.map((minute) => hour * 60 + minute)))].sort(
    (a, b) => a - b,
  );
  return { ok: true, expression, timing: createCronTiming(expression, timeZone, times) };
}

function describeProblem(expression: string): string | undefined {
  if (expression === '') return `it is empty. ${FORMAT_HINT}`;
  const fieldCount = expression.startsWith('@') ? 5 : expression.split(' ').length;
  if (expression.startsWith('@') && !NICKNAMES.test(expression)) {
    return `unknown shortcut; use @hourly, @daily, @weekly, @monthly or @yearly, or 5 fields. ${FORMAT_HINT}`;
  }
  if (fieldCount === 6) return `seconds are not supported; use 5 fields. ${FORMAT_HINT}`;
  if (fieldCount !== 5) return `it has ${fieldCount} field${fieldCount === 1 ? '' : 's'}. ${FORMAT_HINT}`;
  let result: ReturnType<typeof validateDetailed>;
  try {
    result = nodeCron().validateDetailed(expression);
  } catch (error) {
    return `${error instanceof Error ? error.message : String(error)}. ${FORMAT_HINT}`;
  }
  if (result.valid) return undefined;
  const first = result.errors[0];
  if (!first) return FORMAT_HINT;
  if (first.field === 'expression') {
    if (/illegal characters/.test(first.message))
      return `it contains characters a cron expression cannot have. ${FORMAT_HINT}`;
    return `${first.message}. ${FORMAT_HINT}`;
  }
  if (/impossible day of month/.test(first.message))
    return `that day never occurs in that month (${first.value ?? ''}).`;
  const range = FIELD_RANGES[first.field] ?? first.field;
  return `"${first.value ?? ''}" is not a valid ${range}. ${FORMAT_HINT}`;
}

function createCronTiming(expression: string, timeZone: string, times: readonly number[]): CronTiming {
  /** node-cron tasks hold timers only once started; these never start, and are destroyed right after use. */
  const withMatchers = <T>(work: (zoned: ScheduledTask, utc: ScheduledTask) => T): T => {
    const noop = (): void => {};
    const zoned = nodeCron().createTask(expression, noop, { timezone: timeZone });
    const utc = nodeCron().createTask(expression, noop, { timezone: 'UTC' });
    try {
      return work(zoned, utc);
    } finally {
      void zoned.destroy();
      void utc.destroy();
    }
  };
  const firstTime = times[0] ?? 0;
  /** Whether the calendar day matches (month, day of month, day of week), judged at a time the pattern allows. */
  const dayMatches = (utc: ScheduledTask, day: Day): boolean =>
    utc.match(new Date(Date.UTC(day.year, day.month - 1, day.day, Math.floor(firstTime / 60), firstTime % 60)));
  const instantOn = (day: Day, minuteOfDay: number): number | undefined =>
    localToInstant({ ...day, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 }, timeZone);

  return {
    nextAfter(after, count) {
      if (count <= 0) return [];
      return withMatchers((zoned, utc) => {
        const found: number[] = [];
        const start = localParts(after, timeZone);
        const startMinute = start.hour * 60 + start.minute;
        for (let offset = 0; offset <= SCAN_DAYS && found.length < count; offset += 1) {
          const day = addDays(start, offset);
          if (!dayMatches(utc, day)) continue;
          for (const minuteOfDay of times) {
            if (offset === 0 && minuteOfDay < startMinute - DST_MARGIN_MINUTES) continue;
            const instant = instantOn(day, minuteOfDay);
            if (instant === undefined || instant <= after || found.includes(instant)) continue;
            if (!zoned.match(new Date(instant))) continue;
            found.push(instant);
            if (found.length >= count) break;
          }
        }
        return found.sort((a, b) => a - b);
      });
    },
    latestIn(afterExclusive, upToInclusive) {
      if (upToInclusive <= afterExclusive) return undefined;
      return withMatchers((zoned, utc) => {
        const end = localParts(upToInclusive, timeZone);
        const endMinute = end.hour * 60 + end.minute;
        const spanDays = Math.ceil((upToInclusive - afterExclusive) / 86_400_000) + 1;
        for (let offset = 0; offset <= Math.min(spanDays, SCAN_DAYS); offset += 1) {
          const day = addDays(end, -offset);
          if (!dayMatches(utc, day)) continue;
          for (let index = times.length - 1; index >= 0; index -= 1) {
            const minuteOfDay = times[index] as number;
            if (offset === 0 && minuteOfDay > endMinute + DST_MARGIN_MINUTES) continue;
            const instant = instantOn(day, minuteOfDay);
            if (instant === undefined || instant > upToInclusive) continue;
            if (instant <= afterExclusive) return undefined;
            if (zoned.match(new Date(instant))) return instant;
          }
        }
        return undefined;
      });
    },
    minGapMinutes(from) {
      const withinDay = times
        .slice(1)
        .reduce((gap, time, index) => Math.min(gap, time - (times[index] as number)), Infinity);
      const acrossDays = 1440 - (times[times.length - 1] ?? 0) + firstTime;
      if (acrossDays >= withinDay) return withinDay;
      // Runs late one day and early the next only matter if two consecutive days both match.
      const consecutive = withMatchers((_zoned, utc) => {
        const today = localParts(from, 'UTC');
        let previous = false;
        for (let offset = 0; offset <= SCAN_DAYS; offset += 1) {
          const current = dayMatches(utc, addDays(today, offset));
          if (current && previous) return true;
          previous = current;
        }
        return false;
      });
      return consecutive ? acrossDays : withinDay;
    },
  };
}

type Day = Pick<LocalDateTime, 'year' | 'month' | 'day'>;

function addDays(day: Day, days: number): Day {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
