// Words for the Memory and Scheduled-jobs sections: where a memory came from, tags typed as text, run statuses and
// triggers, and long run output cut to a first line.
import { formatDateTime } from '../lib/format';
import { i18n } from '../i18n/i18n';
import type { JobRunView, MemoryView } from '../../../electron/shared/contract';

export function formatDate(at: number): string {
  return formatDateTime(at, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "from: Trip planning · 12 Mar 2026" — or says the conversation is gone, or that there was none. */
export function memoryOrigin(memory: Pick<MemoryView, 'conversationId' | 'conversationTitle' | 'createdAt'>): {
  label: string;
  linked: boolean;
} {
  const date = formatDate(memory.createdAt);
  if (memory.conversationId === null) return { label: i18n.t('memory.added', { date }), linked: false };
  if (memory.conversationTitle === null) return { label: i18n.t('memory.fromDeleted', { date }), linked: false };
  const title = memory.conversationTitle || i18n.t('memory.untitledConversation');
  return { label: i18n.t('memory.from', { title, date }), linked: true };
}

/** Edited at least a second after it was stored. */
export function wasEdited(memory: Pick<MemoryView, 'createdAt' | 'updatedAt'>): boolean {
  return memory.updatedAt - memory.createdAt >= 1_000;
}

/** "travel, Flights ,, work" → ["travel", "Flights", "work"] (main lower-cases and checks them). */
export function parseTagText(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}

/** Catalog keys (renderer/src/i18n/locales/en/settings-activity.ts) of a run's status and of what started it. */
export const runStatusLabels = {
  running: 'jobs.statusRunning',
  ok: 'jobs.statusOk',
  error: 'jobs.statusError',
  skipped: 'jobs.statusSkipped',
} as const satisfies Record<JobRunView['status'], string>;

export const runTriggerLabels = {
  schedule: 'jobs.triggerSchedule',
  catch_up: 'jobs.triggerCatchUp',
  manual: 'jobs.triggerManual',
} as const satisfies Record<JobRunView['trigger'], string>;

/** What a run produced: its output when it went well, else its error (or why it was skipped). */
export function runText(run: Pick<JobRunView, 'status' | 'output' | 'error'>): string {
  return (run.status === 'ok' ? run.output : (run.error ?? run.output)) ?? '';
}

/** A long text's first line, cut to `max` characters, and whether anything was left out. */
export function firstLine(text: string, max = 160): { line: string; cut: boolean } {
  const trimmed = text.trim();
  const newline = trimmed.indexOf('\n');
  const first = newline >= 0 ? trimmed.slice(0, newline) : trimmed;
  if (first.length > max) return { line: `${first.slice(0, max).trimEnd()}…`, cut: true };
  return { line: first, cut: first.length < trimmed.length };
}

/** A job's run time in the UI's language and the job's time zone: "Sat, Nov 21, 2026, 6:00 PM", "2026년 11월 21일 (토) 오후 6:00". */
export function formatJobTime(at: number, timezone: string): string {
  return formatDateTime(at, {
    timeZone: timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** "Sat 21 Nov 2026, 18:00 (Europe/Berlin)" → "Sat 21 Nov 2026, 18:00" where the zone is already shown nearby. */
export function withoutZone(text: string, timezone: string): string {
  const suffix = ` (${timezone})`;
  return text.endsWith(suffix) ? text.slice(0, -suffix.length) : text;
}
