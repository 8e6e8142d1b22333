// Converts scheduled-job rows (snake_case, JSON text) to Job and JobRun. A damaged action or schedule reads as a
// disabled job with a broken action instead of throwing, so one bad row cannot stop the scheduler.
import { ruleMatchKinds, type RuleMatchKind } from './approval-rules';
import type {
  Job,
  JobAction,
  JobGrantSpec,
  JobRun,
  JobRunStatus,
  JobRunTrigger,
  JobSchedule,
} from '../shared/job-types';

export interface JobRow {
  id: string;
  name: string;
  schedule_kind: 'cron' | 'at';
  schedule: string;
  timezone: string;
  action: string;
  enabled: number;
  consecutive_failures: number;
  last_run_at: number | null;
  conversation_id: string | null;
  created_at: number;
  updated_at: number;
  /** Computed by the query: the latest slot a run or skip was recorded for. */
  last_slot: number | null;
}

export interface JobRunRow {
  id: string;
  job_id: string;
  scheduled_for: number | null;
  started_at: number;
  ended_at: number | null;
  status: JobRunStatus;
  trigger: JobRunTrigger;
  output: string | null;
  error: string | null;
  conversation_id: string | null;
}

export const BROKEN_ACTION_MESSAGE = 'This job’s stored action is damaged; edit or remove the job.';

export function toJob(row: JobRow): Job {
  const action = parseAction(row.action);
  return {
    id: row.id,
    name: row.name,
    schedule: toSchedule(row.schedule_kind, row.schedule),
    timezone: row.timezone,
    action: action ?? { kind: 'remind', message: BROKEN_ACTION_MESSAGE },
    enabled: row.enabled === 1 && action !== undefined,
    consecutiveFailures: row.consecutive_failures,
    lastRunAt: row.last_run_at,
    handledUntil: Math.max(row.updated_at, row.last_slot ?? 0),
    conversationId: row.conversation_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toJobRun(row: JobRunRow): JobRun {
  return {
    id: row.id,
    jobId: row.job_id,
    scheduledFor: row.scheduled_for,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    status: row.status,
    trigger: row.trigger,
    output: row.output,
    error: row.error,
    conversationId: row.conversation_id,
  };
}

export function scheduleColumns(schedule: JobSchedule): { kind: 'cron' | 'at'; text: string } {
  return schedule.kind === 'cron' ? { kind: 'cron', text: schedule.expression } : { kind: 'at', text: schedule.at };
}

function toSchedule(kind: 'cron' | 'at', text: string): JobSchedule {
  return kind === 'at' ? { kind: 'at', at: text } : { kind: 'cron', expression: text };
}

function parseAction(text: string): JobAction | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const action = value as Record<string, unknown>;
  if (action.kind === 'remind' && typeof action.message === 'string')
    return { kind: 'remind', message: action.message };
  if (action.kind === 'agent' && typeof action.prompt === 'string' && isStringArray(action.tools)) {
    const grants = Array.isArray(action.grants) ? action.grants.flatMap(parseGrant) : [];
    return { kind: 'agent', prompt: action.prompt, tools: action.tools, ...(grants.length > 0 ? { grants } : {}) };
  }
  return undefined;
}

function parseGrant(value: unknown): JobGrantSpec[] {
  if (typeof value !== 'object' || value === null) return [];
  const grant = value as Record<string, unknown>;
  if (typeof grant.tool !== 'string') return [];
  const match = grant.match as Record<string, unknown> | undefined;
  const after = grant.afterUntrusted === true ? { afterUntrusted: true } : {};
  if (match === undefined) return [{ tool: grant.tool, ...after }];
  if (typeof match !== 'object' || match === null || !ruleMatchKinds.includes(match.kind as RuleMatchKind)) return [];
  const kind = match.kind as RuleMatchKind;
  return [
    { tool: grant.tool, match: typeof match.value === 'string' ? { kind, value: match.value } : { kind }, ...after },
  ];
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
