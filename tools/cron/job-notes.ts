// What a person (approving) and the model (reading results) are told about a job: schedule, next runs in plain
// words, the action, and for agent jobs the tools and grants it gets.
import { formatRunTime } from '../../electron/shared/zoned-time';
import type { JobAction, JobSchedule } from '../../electron/shared/job-types';
import { describeJobGrant } from '../../electron/shared/job-grant-words';

export function scheduleLine(schedule: JobSchedule, timezone: string): string {
  return schedule.kind === 'cron'
    ? `Schedule: "${schedule.expression}" in ${timezone}.`
    : `Runs once at ${schedule.at} (${timezone}).`;
}

export function nextRunsLine(nextRuns: readonly number[], timezone: string): string {
  if (nextRuns.length === 0) return 'No upcoming runs.';
  const label = nextRuns.length === 1 ? 'Next run' : `Next ${nextRuns.length} runs`;
  return `${label}: ${nextRuns.map((instant) => formatRunTime(instant, timezone)).join('; ')}.`;
}

export function actionLines(action: JobAction): string[] {
  if (action.kind === 'remind') return [`Action: post the reminder ${JSON.stringify(clip(action.message, 300))}.`];
  const lines = [
    `Action: run the assistant in the background with the prompt ${JSON.stringify(clip(action.prompt, 300))}.`,
  ];
  lines.push(action.tools.length > 0 ? `Tools it may use: ${action.tools.join(', ')}.` : 'Tools it may use: none.');
  const grants = action.grants ?? [];
  if (grants.length > 0) {
    lines.push(`Runs without asking: ${grants.map(describeJobGrant).join(', ')}.`);
  }
  lines.push('Any other call that needs approval is denied: nobody is there to ask.');
  return lines;
}

export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
