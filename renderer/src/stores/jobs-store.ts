// The Scheduled-jobs section's store (a zustand factory): the jobs as main describes them, and per job the action in
// progress (turning on/off, running now, deleting) and its outcome. Every change is read back from main.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { JobRunView, JobView } from '../../../electron/shared/contract';
import { dataOf, describeError, type HearthApi } from '../api';

export type JobsApi = Pick<HearthApi, 'jobsList' | 'jobsSetEnabled' | 'jobsRunNow' | 'jobsDelete'>;

export type JobAction = 'toggle' | 'run' | 'delete';
/** What the last action on a job came to: the run that "Run now" made, or why an action failed. */
export type JobFeedback = { kind: 'ran'; run: JobRunView } | { kind: 'error'; text: string };

export interface JobsState {
  loaded: boolean;
  jobs: JobView[];
  busy: Record<string, JobAction>;
  feedback: Record<string, JobFeedback>;
  problem: string | null;
  load: () => Promise<void>;
  setEnabled: (id: string, enabled: boolean) => Promise<void>;
  runNow: (id: string) => Promise<void>;
  remove: (id: string) => Promise<boolean>;
}

export type JobsStore = StoreApi<JobsState>;

export function createJobsStore(api: JobsApi): JobsStore {
  return createStore<JobsState>()((set, get) => {
    const begin = (id: string, action: JobAction) =>
      set((state) => {
        const { [id]: _dropped, ...feedback } = state.feedback;
        return { busy: { ...state.busy, [id]: action }, feedback };
      });
    const end = (id: string, feedback?: JobFeedback) =>
      set((state) => {
        const { [id]: _done, ...busy } = state.busy;
        return { busy, feedback: feedback ? { ...state.feedback, [id]: feedback } : state.feedback };
      });
    const perform = async (
      id: string,
      action: JobAction,
      work: () => Promise<JobFeedback | undefined>,
    ): Promise<boolean> => {
      if (get().busy[id]) return false;
      begin(id, action);
      let feedback: JobFeedback | undefined;
      try {
        feedback = await work();
      } catch (error) {
        feedback = { kind: 'error', text: describeError(error) };
      }
      await get().load();
      end(id, feedback);
      return feedback?.kind !== 'error';
    };

    return {
      loaded: false,
      jobs: [],
      busy: {},
      feedback: {},
      problem: null,
      load: async () => {
        try {
          const { jobs } = dataOf(await api.jobsList({}));
          set({ jobs, loaded: true, problem: null });
        } catch (error) {
          set({ loaded: true, problem: describeError(error) });
        }
      },
      setEnabled: async (id, enabled) => {
        await perform(id, 'toggle', async () => {
          const result = await api.jobsSetEnabled({ id, enabled });
          return result.ok ? undefined : { kind: 'error', text: result.error.message };
        });
      },
      runNow: async (id) => {
        await perform(id, 'run', async () => {
          const result = await api.jobsRunNow({ id });
          return result.ok ? { kind: 'ran', run: result.data } : { kind: 'error', text: result.error.message };
        });
      },
      remove: (id) =>
        perform(id, 'delete', async () => {
          const result = await api.jobsDelete({ id });
          return result.ok ? undefined : { kind: 'error', text: result.error.message };
        }),
    };
  });
}
