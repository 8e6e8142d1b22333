// Schedule math against node-cron itself: next runs agree with node-cron's own, the latest missed slot agrees with a
// minute-by-minute walk using node-cron's matcher, daylight-saving days, minimum gaps, and one-shot times.
import { createTask } from 'node-cron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileCron, type CronTiming } from '../../electron/scheduler/cron-schedule';
import { checkSchedule } from '../../electron/scheduler/job-schedule';
import { formatRunTime, localToInstant } from '../../electron/shared/zoned-time';

afterEach(() => vi.useRealTimers());

function timing(expression: string, zone: string): CronTiming {
  const compiled = compileCron(expression, zone);
  if (!compiled.ok) throw new Error(compiled.error);
  return compiled.timing;
}

const SAMPLES: [string, string][] = [
  ['0 9 * * 1-5', 'Europe/Berlin'],
  ['*/20 8-10 * * *', 'America/New_York'],
  ['30 2 * * *', 'Europe/Berlin'],
  ['0 0 1 * *', 'Asia/Kolkata'],
  ['15 14 * * MON,FRI', 'Australia/Lord_Howe'],
  ['0 12 L * *', 'UTC'],
  ['@hourly', 'Pacific/Chatham'],
  ['5 4 * 3 SUN', 'America/Sao_Paulo'],
];

describe('cron timing agrees with node-cron', () => {
  it('gives the same next runs as node-cron’s own getNextRuns', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const start of ['2026-03-27T23:10:00Z', '2026-10-24T22:59:00Z', '2027-02-28T12:00:00Z']) {
      vi.setSystemTime(new Date(start));
      for (const [expression, zone] of SAMPLES) {
        const task = createTask(expression, () => {}, { timezone: zone });
        const theirs = task.getNextRuns(6).map((date) => date.getTime());
        void task.destroy();
        expect(timing(expression, zone).nextAfter(Date.now(), 6), `${expression} ${zone} from ${start}`).toEqual(
          theirs,
        );
      }
    }
  });

  it('finds the same latest slot as a minute-by-minute walk with node-cron’s matcher', () => {
    const end = Date.parse('2026-03-29T03:07:00Z'); // just after Europe's spring-forward night
    for (const [expression, zone] of SAMPLES) {
      const task = createTask(expression, () => {}, { timezone: zone });
      const start = end - 3 * 86_400_000;
      let walked: number | undefined;
      for (let instant = end; instant > start; instant -= 60_000) {
        if (task.match(new Date(instant))) {
          walked = instant;
          break;
        }
      }
      void task.destroy();
      expect(timing(expression, zone).latestIn(start, end), `${expression} ${zone}`).toBe(walked);
    }
  });
});

describe('cron timing on daylight-saving days', () => {
  it('skips a time the clocks jump over and runs once on a repeated hour', () => {
    const berlin = timing('30 2 * * *', 'Europe/Berlin');
    const spring = berlin
      .nextAfter(Date.parse('2027-03-26T12:00:00Z'), 3)
      .map((t) => formatRunTime(t, 'Europe/Berlin'));
    expect(spring).toEqual([
      'Sat 27 Mar 2027, 02:30 (Europe/Berlin)',
      'Mon 29 Mar 2027, 02:30 (Europe/Berlin)',
      'Tue 30 Mar 2027, 02:30 (Europe/Berlin)',
    ]);
    const autumn = berlin.nextAfter(Date.parse('2026-10-24T12:00:00Z'), 2).map((t) => new Date(t).toISOString());
    expect(autumn).toEqual(['2026-10-25T01:30:00.000Z', '2026-10-26T01:30:00.000Z']); // once, as node-cron fires it
  });

  it('converts local times both ways, refusing times that do not exist', () => {
    expect(localToInstant({ year: 2027, month: 3, day: 28, hour: 2, minute: 30 }, 'Europe/Berlin')).toBeUndefined();
    expect(localToInstant({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Berlin')).toBe(
      Date.parse('2026-10-25T01:30:00Z'),
    );
    expect(localToInstant({ year: 2026, month: 12, day: 1, hour: 9, minute: 0 }, 'Asia/Kathmandu')).toBe(
      Date.parse('2026-12-01T03:15:00Z'),
    );
  });
});

describe('minimum gap between runs', () => {
  it('measures the closest two runs, across midnight only when consecutive days both run', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    const gap = (expression: string): number => timing(expression, 'UTC').minGapMinutes(from);
    expect(gap('*/5 9 * * *')).toBe(5);
    expect(gap('0,10,30,45 * * * *')).toBe(10);
    expect(gap('0 9 * * *')).toBe(1440);
    expect(gap('55 23,0 * * *')).toBe(60);
    expect(gap('5,55 23,0 * * *')).toBe(10);
    expect(gap('5,55 0,23 * * 1')).toBe(50); // Monday 23:55 is not followed by a run on Tuesday 00:05
    expect(gap('0 12 1 1 *')).toBe(Infinity);
  });
});

describe('checkSchedule', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');

  it('normalises what it accepts and returns the next runs', () => {
    const cron = checkSchedule({
      schedule: { kind: 'cron', expression: '  0   9 * *  1-5 ' },
      timezone: 'europe/berlin',
      actionKind: 'remind',
      now,
    });
    expect(cron.ok && cron.schedule).toEqual({ kind: 'cron', expression: '0 9 * * 1-5' });
    expect(cron.ok && cron.timezone).toBe('Europe/Berlin');
    expect(cron.ok && cron.nextRuns).toHaveLength(3);
    const at = checkSchedule({
      schedule: { kind: 'at', at: '2026-12-01 09:00:00' },
      timezone: 'UTC',
      actionKind: 'agent',
      now,
    });
    expect(at.ok && at.schedule).toEqual({ kind: 'at', at: '2026-12-01T09:00' });
    expect(at.ok && at.nextRuns).toEqual([Date.parse('2026-12-01T09:00:00Z')]);
  });

  it('refuses a pattern that never comes round', () => {
    const result = checkSchedule({
      schedule: { kind: 'cron', expression: '0 9 31 4 *' },
      timezone: 'UTC',
      actionKind: 'remind',
      now,
    });
    expect(result.ok).toBe(false);
  });
});
