// Tests for the datetime tool against pinned instants: zones, offsets (half-hour, DST), weekdays and clear failures.
import { describe, expect, it } from 'vitest';
import { createDatetimeTool, parseCalendarDate, resolveTimeZone, zonedInstant } from '../../tools/datetime';
import type { ToolContext } from '../../tools/tool';

const ctx: ToolContext = { callId: 'c1', signal: new AbortController().signal, onUpdate: () => {}, workspace: '/tmp' };
const at = (iso: string) => () => new Date(iso);

function run(args: unknown, now = '2025-03-03T05:05:09Z', systemTimeZone = 'Asia/Seoul') {
  return createDatetimeTool({ now: at(now), systemTimeZone: () => systemTimeZone }).execute(args, ctx);
}

describe('datetime tool: current time', () => {
  it('describes the current time in the system zone by default', async () => {
    const result = await run({});
    expect(result.ok).toBe(true);
    expect(result.content).toBe(
      'It is Monday, 2025-03-03 14:05:09 in Asia/Seoul (UTC+09:00). ISO 8601: 2025-03-03T14:05:09+09:00.',
    );
    expect(result.details).toEqual({
      kind: 'now',
      timeZone: 'Asia/Seoul',
      date: '2025-03-03',
      time: '14:05:09',
      weekday: 'Monday',
      utcOffset: '+09:00',
      offsetMinutes: 540,
      iso: '2025-03-03T14:05:09+09:00',
      epochMs: Date.parse('2025-03-03T05:05:09Z'),
      systemTimeZone: true,
    });
  });

  it('uses a requested zone, including one on the previous day', async () => {
    const result = await run({ timezone: 'America/Los_Angeles' });
    expect(result.content).toContain('Sunday, 2025-03-02 21:05:09 in America/Los_Angeles (UTC-08:00)');
    expect(result.details).toMatchObject({ systemTimeZone: false, offsetMinutes: -480 });
  });

  it('handles half- and quarter-hour offsets and UTC', async () => {
    expect((await run({ timezone: 'America/St_Johns' })).details).toMatchObject({
      utcOffset: '-03:30',
      time: '01:35:09',
    });
    expect((await run({ timezone: 'Asia/Kathmandu' })).details).toMatchObject({
      utcOffset: '+05:45',
      time: '10:50:09',
    });
    expect((await run({ timezone: 'UTC' })).details).toMatchObject({
      utcOffset: '+00:00',
      iso: '2025-03-03T05:05:09+00:00',
    });
  });

  it('follows daylight-saving changes', async () => {
    const before = await run({ timezone: 'Europe/Berlin' }, '2025-03-30T00:30:00Z');
    const after = await run({ timezone: 'Europe/Berlin' }, '2025-03-30T01:30:00Z');
    expect(before.details).toMatchObject({ time: '01:30:00', utcOffset: '+01:00' });
    expect(after.details).toMatchObject({ time: '03:30:00', utcOffset: '+02:00' });
  });

  it('accepts zone names in any case and reports the canonical name', async () => {
    const result = await run({ timezone: 'asia/seoul' });
    expect(result.ok).toBe(true);
    expect(result.details).toMatchObject({ timeZone: 'Asia/Seoul' });
  });

  it('rejects an unknown zone with a clear message', async () => {
    const result = await run({ timezone: 'Mars/Olympus' });
    expect(result).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(result.content).toBe("Unknown time zone 'Mars/Olympus'. Use an IANA name such as Europe/Berlin.");
  });

  it('reports a broken system zone instead of crashing', async () => {
    const result = await run({}, '2025-03-03T05:05:09Z', 'Not/AZone');
    expect(result.ok).toBe(false);
    expect(result.content).toContain("Unknown time zone 'Not/AZone'");
  });

  it('rejects arguments of the wrong type as data', async () => {
    const result = await run({ timezone: 42 });
    expect(result).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(result.content).toMatch(/timezone/);
  });
});

describe('datetime tool: weekday of a date', () => {
  it('gives the weekday and the distance from today in the zone', async () => {
    const result = await run({ date: '2025-12-25' });
    expect(result.ok).toBe(true);
    expect(result.content).toBe('2025-12-25 is a Thursday (297 day(s) from today; today is 2025-03-03 in Asia/Seoul).');
    expect(result.details).toEqual({
      kind: 'weekday',
      date: '2025-12-25',
      weekday: 'Thursday',
      daysFromToday: 297,
      today: '2025-03-03',
      timeZone: 'Asia/Seoul',
    });
  });

  it('measures "today" in the requested zone', async () => {
    const seoul = await run({ date: '2025-03-03', timezone: 'Asia/Seoul' }, '2025-03-03T20:00:00Z');
    const la = await run({ date: '2025-03-03', timezone: 'America/Los_Angeles' }, '2025-03-03T20:00:00Z');
    expect(seoul.details).toMatchObject({ daysFromToday: -1, today: '2025-03-04' });
    expect(seoul.content).toContain('1 day(s) ago');
    expect(la.details).toMatchObject({ daysFromToday: 0, today: '2025-03-03' });
    expect(la.content).toContain('(today;');
  });

  it('handles leap days and distant years', async () => {
    expect((await run({ date: '2024-02-29' })).details).toMatchObject({ weekday: 'Thursday' });
    expect((await run({ date: '0001-01-01' })).details).toMatchObject({ weekday: 'Monday' });
    expect((await run({ date: '2100-03-01' })).details).toMatchObject({ weekday: 'Monday' });
  });

  it('rejects impossible or malformed dates with a clear message', async () => {
    for (const date of ['2025-02-29', '2025-13-01', '2025-04-31', '0000-01-01']) {
      const result = await run({ date });
      expect(result, date).toMatchObject({ ok: false, errorType: 'invalid_args' });
      expect(result.content).toBe(`'${date}' is not a valid calendar date. Use YYYY-MM-DD, e.g. 2025-12-25.`);
    }
    const words = await run({ date: 'next friday' });
    expect(words.ok).toBe(false);
    expect(words.content).toContain('YYYY-MM-DD');
  });
});

describe('datetime helpers', () => {
  it('resolveTimeZone returns canonical names or undefined', () => {
    expect(resolveTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(resolveTimeZone('Nowhere/Land')).toBeUndefined();
    expect(resolveTimeZone('')).toBeUndefined();
  });

  it('parseCalendarDate accepts only real dates', () => {
    expect(parseCalendarDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseCalendarDate('2023-02-29')).toBeUndefined();
    expect(parseCalendarDate('2023-2-1')).toBeUndefined();
  });

  it('zonedInstant ignores milliseconds when computing the offset', () => {
    expect(zonedInstant(new Date('2025-06-01T12:00:00.999Z'), 'Asia/Kolkata')).toMatchObject({
      time: '17:30:00',
      utcOffset: '+05:30',
    });
  });

  it('exposes a read-risk tool named datetime', () => {
    const tool = createDatetimeTool();
    expect(tool).toMatchObject({ name: 'datetime', risk: 'read' });
  });
});
