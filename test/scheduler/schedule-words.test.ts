// A job's schedule in words: cron expressions as node-cron reads them (5 or 6 fields, nicknames, 0 and 7 are Sunday,
// L), one-shot times in their zone, and the raw expression when it cannot be put in words.
import { describe, expect, it } from 'vitest';
import { cronInWords, scheduleInWords } from '../../electron/scheduler/schedule-words';

describe('scheduleInWords', () => {
  it.each([
    ['0 9 * * 1-5', 'At 09:00, Monday through Friday'],
    ['0 9 * * *', 'At 09:00, every day'],
    ['*/15 * * * *', 'Every 15 minutes'],
    ['30 8 * * 1', 'At 08:30, only on Monday'],
    ['0 9 * * 7', 'At 09:00, only on Sunday'],
    ['0 9 * * 0', 'At 09:00, only on Sunday'],
    ['0 0 L * *', 'At 00:00, on the last day of the month'],
    ['@daily', 'At 00:00, every day'],
    ['@hourly', 'Every hour'],
    ['0 18 * JAN,JUL *', 'At 18:00, only in January and July'],
    ['0 0 9 * * *', 'At 09:00, every day'],
  ])('%s → %s', (expression, words) => {
    expect(cronInWords(expression)).toBe(words);
    expect(scheduleInWords({ kind: 'cron', expression }, 'Europe/Berlin')).toBe(`${words} (Europe/Berlin)`);
  });

  it('keeps the raw expression when it cannot be put in words', () => {
    expect(cronInWords('every tuesday')).toBeUndefined();
    expect(scheduleInWords({ kind: 'cron', expression: 'every tuesday' }, 'UTC')).toBe('cron "every tuesday" (UTC)');
  });

  it('writes a one-shot time with its weekday in the job’s zone', () => {
    expect(scheduleInWords({ kind: 'at', at: '2026-12-01T09:00' }, 'Europe/Berlin')).toBe(
      'Once, Tue 1 Dec 2026, 09:00 (Europe/Berlin)',
    );
    // 02:30 does not exist in Berlin on the spring-forward night.
    expect(scheduleInWords({ kind: 'at', at: '2026-03-29T02:30' }, 'Europe/Berlin')).toBe(
      'Once at 2026-03-29T02:30 (Europe/Berlin)',
    );
  });
});
