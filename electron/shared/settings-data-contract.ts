// The IPC contract of the settings screen's data sections and window control: memories (list/search, edit, delete,
// with where each came from), scheduled jobs (list with schedule in words, on/off, run now, delete, last runs) and
// "open in main window". contract.ts spreads these into the invoke map. Results follow contract.ts: `response` is the
// success data; failures are typed (`not_found` for a memory, job or conversation that is gone).
import { z } from 'zod';
import { untrustedSourceSchema } from './provenance';

const memoryId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const jobId = z.string().min(1).max(128);
/** Wider than the memory store's own limits (8 KB, 10 tags of 40 characters), so its clear refusals reach the user. */
const memoryContent = z.string().max(64_000);
const memoryTags = z.array(z.string().max(200)).max(50);
/** The data of a channel that only acknowledges. */
const done = z.null();

export const memoryViewSchema = z.object({
  id: z.number(),
  content: z.string(),
  tags: z.array(z.string()),
  /** Where it was stored from; the title is null when there was no conversation or it has since been deleted. */
  conversationId: z.string().nullable(),
  conversationTitle: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Set when the run that stored it had read untrusted content: what it had read (it counts as untrusted later). */
  untrustedSources: z.array(untrustedSourceSchema).optional(),
});
export type MemoryView = z.infer<typeof memoryViewSchema>;

export const jobRunViewSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'ok', 'error', 'skipped']),
  trigger: z.enum(['schedule', 'catch_up', 'manual']),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  /** The start time written for people, in the job's time zone. */
  when: z.string(),
  /** One line: time, trigger, status and the start of the output or error (job-status.ts describeRun). */
  summary: z.string(),
  output: z.string().nullable(),
  error: z.string().nullable(),
  conversationId: z.string().nullable(),
});
export type JobRunView = z.infer<typeof jobRunViewSchema>;

export const jobViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** "At 09:00, Monday through Friday (Europe/Berlin)". */
  schedule: z.string(),
  /** The stored form: cron "0 9 * * 1-5" (Europe/Berlin), or once at 2026-12-01T09:00 (Europe/Berlin). */
  scheduleDetail: z.string(),
  /** The schedule as data, for the UI to word in its language (`instant`: a one-shot job's time, when it is valid). */
  scheduleSpec: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('cron'), expression: z.string() }),
      z.object({ kind: z.literal('at'), at: z.string(), instant: z.number().optional() }),
    ])
    .optional(),
  timezone: z.string(),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('remind'), message: z.string() }),
    z.object({
      kind: z.literal('agent'),
      prompt: z.string(),
      tools: z.array(z.string()),
      /** The job's grants in words (shared/job-grant-words.ts): calls its runs make without a person to ask. */
      grants: z.array(z.string()).optional(),
    }),
  ]),
  enabled: z.boolean(),
  disabledReason: z.string().optional(),
  /** Why it is off as a code (job-status.ts), with the failed runs in a row for `failures`. */
  offReason: z
    .object({ code: z.enum(['failures', 'missed', 'ran_once', 'turned_off']), failures: z.number().optional() })
    .optional(),
  running: z.boolean(),
  nextRuns: z.array(z.object({ at: z.number(), when: z.string() })),
  lastRuns: z.array(jobRunViewSchema),
  conversationId: z.string().nullable(),
  createdAt: z.number(),
});
export type JobView = z.infer<typeof jobViewSchema>;

export const settingsDataContract = {
  /** Newest first; with `query`, the memories holding every word (the last as a prefix), best match first. */
  'memory:list': {
    request: z
      .object({
        offset: z.number().int().min(0).max(1_000_000).optional(),
        limit: z.number().int().min(1).max(200).optional(),
        query: z.string().max(500).optional(),
      })
      .strict(),
    response: z.object({
      items: z.array(memoryViewSchema),
      /** Every memory there is (null for a search, whose count is not known). */
      total: z.number().nullable(),
      offset: z.number(),
      nextOffset: z.number().nullable(),
    }),
  },
  /** Answers the memory as stored; `not_found` for a missing id, `refused` with the store's reason (too long, a secret…). */
  'memory:edit': {
    request: z.object({ id: memoryId, content: memoryContent, tags: memoryTags.optional() }).strict(),
    response: memoryViewSchema,
  },
  /** `not_found` when the memory was already gone (was `deleted: false`). */
  'memory:delete': { request: z.object({ id: memoryId }).strict(), response: done },
  /** Undo of memory:delete until the purge; `not_found` when it was purged or never deleted. */
  'memory:restore': { request: z.object({ id: memoryId }).strict(), response: done },
  'jobs:list': {
    request: z.object({}).strict(),
    response: z.object({ paused: z.boolean(), jobs: z.array(jobViewSchema) }),
  },
  /** `not_found` for a missing job; `refused` to turn on a job with no future run. */
  'jobs:set-enabled': { request: z.object({ id: jobId, enabled: z.boolean() }).strict(), response: done },
  /**
   * Runs the job now (even when paused or off) and answers the run when it has ended (a run that errs is still data,
   * with status 'error'). `not_found` for a missing job; `refused` when the scheduler will not start it (already running).
   */
  'jobs:run-now': { request: z.object({ id: jobId }).strict(), response: jobRunViewSchema },
  /** `not_found` for a missing job; `refused` while it runs. */
  'jobs:delete': { request: z.object({ id: jobId }).strict(), response: done },
  /** Undo of jobs:delete until the purge (the job is scheduled again as it was); `not_found` when purged. */
  'jobs:restore': { request: z.object({ id: jobId }).strict(), response: done },
  /**
   * Shows and focuses the main window, on the conversation when one is given (quick-ask's "Open in main window").
   * `not_found` for a deleted conversation; `unavailable` where there is no main window to show.
   */
  'window:open-main': {
    request: z.object({ conversationId: z.string().min(1).max(128).optional() }).strict(),
    response: done,
  },
} as const;
