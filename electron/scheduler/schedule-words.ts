// A job's schedule in plain words for the settings screen: "At 09:00, Monday through Friday (Europe/Berlin)" for cron
// expressions (cronstrue, 24-hour clock), "Once, Mon 1 Dec 2026, 09:00 (Europe/Berlin)" for one-shot jobs.
import cronstrue from 'cronstrue';
import type { JobSchedule } from '../shared/job-types';
import { oneShotInstant } from './job-schedule';
import { formatRunTime } from '../shared/zoned-time';

/** Falls back to the raw expression when it cannot be put in words (it is still what node-cron runs). */
export function scheduleInWords(schedule: JobSchedule, timezone: string): string {
  if (schedule.kind === 'at') {
    const instant = oneShotInstant(schedule, timezone);
    return instant === undefined ? `Once at ${schedule.at} (${timezone})` : `Once, ${formatRunTime(instant, timezone)}`;
  }
  const words = cronInWords(schedule.expression);
  return words === undefined ? `cron "${schedule.expression}" (${timezone})` : `${words} (${timezone})`;
}

export function cronInWords(expression: string): string | undefined {
  try {
    const words = cronstrue.toString(expression.trim(), {
      use24HourTimeFormat: true,
      throwExceptionOnParseError: true,
      verbose: false,
    });
    // "At 09:00" alone runs daily; say so.
    return /^At \d{2}:\d{2}$/.test(words) ? `${words}, every day` : words;
  } catch {
    return undefined;
  }
}
