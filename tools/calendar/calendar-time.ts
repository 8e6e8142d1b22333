// Times the calendar tools read and write: a range bound or an event time given as an ISO date, a local date-time (in
// the person's zone or the one named) or an instant with an offset; and how an event time reads for people.
import {
  formatRunTime,
  localParts,
  localToInstant,
  offsetMs,
  parseLocalDateTime,
  resolveTimeZone,
  type LocalDateTime,
} from '../../electron/shared/zoned-time';
import { err, ok, type Result } from '../../electron/shared/result';

/** An all-day date, or a wall-clock time in an IANA zone (what DTSTART;TZID=… holds). */
export type EventTime =
  | { kind: 'date'; year: number; month: number; day: number }
  | { kind: 'zoned'; local: LocalDateTime; timeZone: string };

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** The instant of a wall-clock time; a time skipped by a DST change reads with the offset before it. */
export function instantOf(local: LocalDateTime, timeZone: string, second = 0): number {
  const found = localToInstant(local, timeZone);
  if (found !== undefined) return found + second * 1000;
  const wallAsUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  return wallAsUtc - offsetMs(wallAsUtc - 86_400_000, timeZone) + second * 1000;
}

function parseDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = dateOnly.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCDate() === day && probe.getUTCMonth() === month - 1 ? { year, month, day } : undefined;
}

/** A range bound as an instant: a date is its midnight in `timeZone` (`to`: the end of that day). */
export function parseRangeBound(text: string, timeZone: string, edge: 'from' | 'to'): Result<{ instant: number }> {
  const date = parseDate(text);
  if (date) {
    const midnight = instantOf({ ...date, hour: 0, minute: 0 }, timeZone);
    return ok({ instant: edge === 'to' ? instantOf(nextDay(date), timeZone) : midnight });
  }
  const local = parseLocalDateTime(text);
  if (local) return ok({ instant: instantOf(local, timeZone) });
  if (withOffset.test(text.trim())) return ok({ instant: Date.parse(text.trim()) });
  return err(`"${text}" is not an ISO date or date-time (2026-10-20, 2026-10-20T09:00 or 2026-10-20T09:00+02:00).`);
}

function nextDay(date: { year: number; month: number; day: number }): LocalDateTime {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 };
}

/** An event's start or end: a date (all day), a local time in `timeZone`, or an instant shown in `timeZone`. */
export function parseEventTime(text: string, timeZone: string): Result<{ time: EventTime }> {
  const date = parseDate(text);
  if (date) return ok({ time: { kind: 'date', ...date } });
  const local = parseLocalDateTime(text);
  if (local) return ok({ time: { kind: 'zoned', local, timeZone } });
  if (withOffset.test(text.trim())) {
    const parts = localParts(Date.parse(text.trim()), timeZone);
    const { year, month, day, hour, minute } = parts;
    return ok({ time: { kind: 'zoned', local: { year, month, day, hour, minute }, timeZone } });
  }
  return err(`"${text}" is not an ISO date or date-time (2026-10-20, 2026-10-20T09:00 or 2026-10-20T09:00+02:00).`);
}

/** The zone a tool call names, checked; the person's own when none is named. */
export function chooseZone(requested: string | undefined, personZone: string): Result<{ zone: string }> {
  if (requested === undefined || requested.trim() === '') return ok({ zone: personZone });
  const zone = resolveTimeZone(requested.trim());
  return zone ? ok({ zone }) : err(`"${requested}" is not a known IANA time zone (for example Europe/Berlin).`);
}

export function eventTimeInstant(time: EventTime, personZone: string): number {
  return time.kind === 'date'
    ? instantOf({ year: time.year, month: time.month, day: time.day, hour: 0, minute: 0 }, personZone)
    : instantOf(time.local, time.timeZone);
}

/** "Mon 19 Oct 2026, 09:00 (Europe/Berlin)", or "Mon 19 Oct 2026 (all day)"; shown in the person's zone when asked. */
export function describeEventTime(time: EventTime, personZone: string): string {
  if (time.kind === 'date') {
    const day = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(Date.UTC(time.year, time.month - 1, time.day)));
    return `${day.replace(',', '')} (all day)`;
  }
  const instant = instantOf(time.local, time.timeZone);
  const inPersonZone = formatRunTime(instant, personZone);
  return time.timeZone === personZone ? inPersonZone : `${inPersonZone}; ${formatRunTime(instant, time.timeZone)}`;
}

/** An hour after a timed start, the next day after an all-day one. */
export function defaultEnd(start: EventTime): EventTime {
  if (start.kind === 'date') {
    const next = new Date(Date.UTC(start.year, start.month - 1, start.day + 1));
    return { kind: 'date', year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  }
  const { year, month, day, hour, minute } = start.local;
  const later = new Date(Date.UTC(year, month - 1, day, hour + 1, minute));
  const local = {
    year: later.getUTCFullYear(),
    month: later.getUTCMonth() + 1,
    day: later.getUTCDate(),
    hour: later.getUTCHours(),
    minute: later.getUTCMinutes(),
  };
  return { kind: 'zoned', local, timeZone: start.timeZone };
}
