// A scheduled job's schedule and why it is off, in the UI's language (renderer/src/settings/schedule-words.ts):
// cronstrue's Korean for a weekday cron, the catalog's daily time and one-shot time, the off reasons from their codes.
import { afterAll, expect, it } from 'vitest';
import { i18n, loadUiCatalog } from '../../renderer/src/i18n/i18n';
import { loadScheduleWords, offReasonWords, scheduleWords } from '../../renderer/src/settings/schedule-words';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

const job = (scheduleSpec: Parameters<typeof scheduleWords>[0]['scheduleSpec']) => ({
  schedule: 'the core’s English',
  timezone: 'Europe/Berlin',
  scheduleSpec,
});

it('words schedules in English and in Korean, never with the core’s English', async () => {
  await loadUiCatalog('ko');
  expect(await loadScheduleWords('en')).toBe('en');
  expect(scheduleWords(job({ kind: 'cron', expression: '0 18 * * *' }), 'en')).toBe('At 18:00, every day');
  expect(scheduleWords(job({ kind: 'cron', expression: '30 7 * * 1-5' }), 'en')).toBe(
    'At 07:30, Monday through Friday',
  );
  await i18n.changeLanguage('ko');
  const cronLocale = await loadScheduleWords('ko');
  expect(cronLocale).toBe('ko');
  expect(scheduleWords(job({ kind: 'cron', expression: '0 18 * * *' }), cronLocale)).toBe('매일 18:00');
  const weekdays = scheduleWords(job({ kind: 'cron', expression: '30 7 * * 1-5' }), cronLocale);
  expect(weekdays).toMatch(/07:30/);
  expect(weekdays).toMatch(/[가-힣]/);
  expect(weekdays).not.toMatch(/[A-Za-z]/);
  expect(scheduleWords(job({ kind: 'cron', expression: 'not a cron' }), cronLocale)).toBe('Cron “not a cron”');
  const instant = Date.UTC(2026, 11, 1, 8, 0);
  expect(scheduleWords(job({ kind: 'at', at: '2026-12-01T09:00', instant }), cronLocale)).toMatch(
    /^한 번, 2026.*12.*1/,
  );
  expect(scheduleWords(job(undefined), cronLocale)).toBe('the core’s English');
  expect(offReasonWords({ offReason: { code: 'failures', failures: 3 } })).toBe('3번 연속 실패해서 꺼졌습니다');
  expect(offReasonWords({ offReason: { code: 'missed' }, disabledReason: 'missed while…' })).toBe(
    'Hearth가 실행 중이 아니어서 놓쳤습니다',
  );
  expect(offReasonWords({ disabledReason: 'from an older core' })).toBe('from an older core');
});
