// Wall-clock time in an IANA time zone: an instant's local fields, a local time's instant (DST gaps and overlaps
// handled), and run times written for people ("Mon 1 Dec 2026, 09:00 (Europe/Berlin)"). Pure Intl: the scheduler,
// the cron and datetime tools and the settings views all share it.

/** The canonical zone name Intl accepts, or undefined when the zone is unknown. */
export function resolveTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The host's zone, falling back to UTC when the runtime cannot tell. */
export function systemTimeZoneName(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && resolveTimeZone(zone) ? zone : 'UTC';
}

export interface LocalDateTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function localParts(instant: number, timeZone: string): LocalDateTime & { second: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/**
 * The instant a local wall-clock time happens in the zone, resolved the way node-cron resolves it (so one-shot times
 * and displayed runs match what fires): undefined when the time does not exist there (skipped by a daylight-saving
 * change); for a time that happens twice, the occurrence node-cron picks (the offset in force at that wall time
 * read as UTC, which in practice is the later one).
 */
export function localToInstant(local: LocalDateTime, timeZone: string): number | undefined {
  const wallAsUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = wallAsUtc - offsetMs(wallAsUtc, timeZone);
  const second = wallAsUtc - offsetMs(first, timeZone);
  return [first, second].find((instant) => sameWallTime(localParts(instant, timeZone), local));
}

/** Zone offset (local minus UTC) at an instant, in ms. */
export function offsetMs(instant: number, timeZone: string): number {
  const local = localParts(instant, timeZone);
  const wholeMinute = Math.floor(instant / 60_000) * 60_000;
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) - wholeMinute;
}

/** "Mon 1 Dec 2026, 09:00 (Europe/Berlin)" */
export function formatRunTime(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')} (${timeZone})`;
}

/** Parses "YYYY-MM-DDTHH:MM" (seconds ":00" allowed), checking it is a real calendar date and time. */
export function parseLocalDateTime(text: string): LocalDateTime | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::00(?:\.0+)?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return undefined;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCDate() !== day || probe.getUTCMonth() !== month - 1) return undefined;
  return { year, month, day, hour, minute };
}

export function formatLocalDateTime(local: LocalDateTime): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${local.year}-${pad(local.month)}-${pad(local.day)}T${pad(local.hour)}:${pad(local.minute)}`;
}

function sameWallTime(a: LocalDateTime, b: LocalDateTime): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;
}
