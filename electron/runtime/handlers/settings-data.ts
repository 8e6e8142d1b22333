// Invoke handlers for the settings screen's Memory and Scheduled-jobs sections and for "open in main window":
// list/search, edit and delete memories; list jobs, turn them on/off, run now, delete. Spread into index.ts.
// Answers data or throws `failure(kind, message)` (shared/contract.ts).
import { timingOf } from '../../scheduler/job-schedule';
import { failure, type InvokeHandlers } from '../../shared/contract';
import { toJobView, toMemoryView, toRunView } from './settings-data-views';
import type { HearthRuntime } from '../create-runtime';
import type { Result } from '../../shared/result';

/** The window manager's answer (app.ts); a refusal becomes an `unavailable` failure. */
export type OpenMainWindowResult = Result;
export type OpenMainWindow = (conversationId?: string) => OpenMainWindowResult | Promise<OpenMainWindowResult>;

export type SettingsDataChannel =
  | 'memory:list'
  | 'memory:edit'
  | 'memory:delete'
  | 'jobs:list'
  | 'jobs:set-enabled'
  | 'jobs:run-now'
  | 'jobs:delete'
  | 'window:open-main';

export interface SettingsDataHandlerDeps {
  runtime: Pick<HearthRuntime, 'memories' | 'jobs' | 'scheduler' | 'conversations' | 'settings'>;
  /** Shows the main window (on a conversation); absent where there is no such window. */
  openMainWindow?: OpenMainWindow;
  now?: () => number;
}

/** Runs kept per job for the view: the last few are shown, the rest help explain why a job is off. */
const RUNS_READ = 20;

const notAvailable: OpenMainWindow = () => ({ ok: false, error: 'not available' });

export function createSettingsDataHandlers(deps: SettingsDataHandlerDeps): Pick<InvokeHandlers, SettingsDataChannel> {
  const { memories, jobs, scheduler, conversations } = deps.runtime;
  const now = deps.now ?? Date.now;
  const openMainWindow = deps.openMainWindow ?? notAvailable;
  const titleOf = (conversationId: string) => conversations.get(conversationId)?.title;
  const missingJob = (id: string) =>
    failure('not_found', `There is no scheduled job with id "${id}"; it may have been removed.`);

  return {
    'memory:list': ({ offset = 0, limit = 50, query }) => {
      const words = query?.trim() ?? '';
      if (words === '') {
        const page = memories.list({ offset, limit });
        return {
          items: page.items.map((memory) => toMemoryView(memory, titleOf)),
          total: page.total,
          offset,
          nextOffset: page.nextOffset,
        };
      }
      // One more than asked tells whether another page follows.
      const hits = memories.search(words, { offset, limit: limit + 1 });
      const items = hits.slice(0, limit).map((hit) => toMemoryView(hit, titleOf));
      return { items, total: null, offset, nextOffset: hits.length > limit ? offset + limit : null };
    },
    'memory:edit': ({ id, content, tags }) => {
      const result = memories.edit(id, { content, ...(tags ? { tags } : {}) });
      if (result.ok) return toMemoryView(result.memory, titleOf);
      throw failure(memories.get(id) ? 'refused' : 'not_found', result.error);
    },
    'memory:delete': ({ id }) => {
      if (!memories.remove(id)) throw failure('not_found', 'That memory was already gone.');
      return null;
    },
    'jobs:list': () => ({
      paused: deps.runtime.settings().scheduler.paused,
      jobs: jobs.list().map((job) =>
        toJobView(job, jobs.runs.list(job.id, { limit: RUNS_READ }), {
          now: now(),
          running: scheduler.isRunning(job.id),
        }),
      ),
    }),
    'jobs:set-enabled': ({ id, enabled }) => {
      const job = jobs.get(id);
      if (!job) throw missingJob(id);
      if (enabled && !job.enabled && (timingOf(job.schedule, job.timezone)?.nextAfter(now(), 1).length ?? 0) === 0) {
        const why = job.schedule.kind === 'at' ? 'its time has passed' : 'its schedule no longer gives a future run';
        throw failure('refused', `"${job.name}" cannot be turned on: ${why}. Ask Hearth to reschedule it.`);
      }
      if (!jobs.update(id, { enabled })) throw missingJob(id);
      scheduler.sync();
      return null;
    },
    'jobs:run-now': async ({ id }) => {
      const job = jobs.get(id);
      if (!job) throw missingJob(id);
      const result = await scheduler.runNow(id);
      if (!result.ok) throw failure('refused', result.error);
      return toRunView(result.run, job.timezone);
    },
    'jobs:delete': ({ id }) => {
      const job = jobs.get(id);
      if (!job) throw missingJob(id);
      if (scheduler.isRunning(id))
        throw failure('refused', `"${job.name}" is running right now; delete it once the run has ended.`);
      if (!jobs.remove(id)) throw missingJob(id);
      scheduler.sync();
      return null;
    },
    'window:open-main': async ({ conversationId }) => {
      if (conversationId && !conversations.get(conversationId))
        throw failure('not_found', 'That conversation no longer exists.');
      const opened = await openMainWindow(conversationId);
      if (!opened.ok) throw failure('unavailable', opened.error);
      return null;
    },
  };
}
