// The `datetime` tool: the current date and time in any IANA time zone, or the weekday of a given date.
// Pure Intl, no libraries; `now` and the system zone are injected so tests can pin them.
import { z } from 'zod';
import { defineTool, fail, ok } from './tool';
import type { AnyTool } from './tool';
import { resolveTimeZone, systemTimeZoneName } from '../electron/shared/zoned-time';

export { resolveTimeZone, systemTimeZoneName };

export interface DatetimeToolDeps {
  now?: () => Date;
  systemTimeZone?: () => string;
}

/** One instant seen in one zone: what the UI draws and what the system prompt reuses. */
export interface ZonedInstant {
  timeZone: string;
  /** YYYY-MM-DD in that zone. */
  date: string;
  /** HH:MM:SS (24-hour) in that zone. */
  time: string;
  weekday: string;
  /** "+09:00", "-03:30" or "+00:00". */
  utcOffset: string;
  offsetMinutes: number;
  /** ISO 8601 with the zone's offset, e.g. 2025-03-03T14:05:09+09:00. */
  iso: string;
  epochMs: number;
}

const parameters = z.lazy(() =>
  z.object({
    timezone: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe(
        "IANA time zone name such as 'Europe/Berlin', 'Asia/Seoul' or 'UTC'. Defaults to the user's time zone.",
      ),
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD.')
      .optional()
      .describe('A calendar date (YYYY-MM-DD) whose day of the week you want. Omit it for the current date and time.'),
  }),
);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Describes `instant` in `timeZone` (which must be valid; see resolveTimeZone). */
export function zonedInstant(instant: Date, timeZone: string): ZonedInstant {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    era: 'short',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const bc = parts.find((p) => p.type === 'era')?.value === 'BC';
  const year = bc ? 1 - get('year') : get('year');
  const wallAsUtc = new Date(0);
  wallAsUtc.setUTCFullYear(year, get('month') - 1, get('day'));
  wallAsUtc.setUTCHours(get('hour'), get('minute'), get('second'), 0);
  const wholeSecond = Math.floor(instant.getTime() / 1000) * 1000;
  const offsetMinutes = Math.round((wallAsUtc.getTime() - wholeSecond) / 60_000);
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  const date = `${pad(year, 4)}-${pad(get('month'))}-${pad(get('day'))}`;
  const time = `${pad(get('hour'))}:${pad(get('minute'))}:${pad(get('second'))}`;
  const utcOffset = formatOffset(offsetMinutes);
  return {
    timeZone,
    date,
    time,
    weekday: WEEKDAYS[wallAsUtc.getUTCDay()] ?? '',
    utcOffset,
    offsetMinutes,
    iso: `${date}T${time}${utcOffset}`,
    epochMs: instant.getTime(),
  };
}

/** Parses YYYY-MM-DD into a UTC-midnight Date, or undefined if it is not a real calendar date (e.g. 2025-02-30). */
export function parseCalendarDate(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : undefined;
}

function unknownZone(name: string): string {
  return `Unknown time zone '${name}'. Use an IANA name such as Europe/Berlin.`;
}

export function createDatetimeTool(deps: DatetimeToolDeps = {}): AnyTool {
  const now = deps.now ?? (() => new Date());
  const systemTimeZone = deps.systemTimeZone ?? systemTimeZoneName;
  return defineTool({
    name: 'datetime',
    label: 'Date and time',
    description:
      "Get the current date, time, weekday and UTC offset in any IANA time zone (default: the user's zone), " +
      'or the day of the week of a given date (YYYY-MM-DD).',
    parameters,
    risk: 'read',
    async execute(rawArgs) {
      const parsed = parameters.safeParse(rawArgs ?? {});
      if (!parsed.success) return fail(`Invalid arguments: ${z.prettifyError(parsed.error)}`, 'invalid_args');
      const args = parsed.data;
      const requested = args.timezone ?? systemTimeZone();
      const timeZone = resolveTimeZone(requested);
      if (!timeZone) return fail(unknownZone(requested), 'invalid_args');
      const current = zonedInstant(now(), timeZone);
      if (args.date === undefined) {
        return ok(
          `It is ${current.weekday}, ${current.date} ${current.time} in ${timeZone} (UTC${current.utcOffset}). ISO 8601: ${current.iso}.`,
          { details: { kind: 'now', ...current, systemTimeZone: args.timezone === undefined } },
        );
      }
      const target = parseCalendarDate(args.date);
      if (!target)
        return fail(`'${args.date}' is not a valid calendar date. Use YYYY-MM-DD, e.g. 2025-12-25.`, 'invalid_args');
      const today = parseCalendarDate(current.date);
      const daysFromToday = today ? Math.round((target.getTime() - today.getTime()) / 86_400_000) : 0;
      const weekday = WEEKDAYS[target.getUTCDay()] ?? '';
      const relative =
        daysFromToday === 0
          ? 'today'
          : daysFromToday > 0
            ? `${daysFromToday} day(s) from today`
            : `${-daysFromToday} day(s) ago`;
      return ok(`${args.date} is a ${weekday} (${relative}; today is ${current.date} in ${timeZone}).`, {
        details: { kind: 'weekday', date: args.date, weekday, daysFromToday, today: current.date, timeZone },
      });
    },
  });
}
