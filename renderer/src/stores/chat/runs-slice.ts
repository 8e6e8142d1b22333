// The chat store's runs slice: which conversation each run belongs to, the agent events folded into their views
// (the list read again when a run ends), stopping the open conversation's run, and Continue and Summarize now.
import { dataOf, describeError } from '../../api';
import type { ChatApi, ChatSlice, RunsActions, RunsState } from './chat-state';
import { foldIntoState } from './route-events';
import type { RunStarter } from './run-starter';
import { activeView } from './selectors';
import type { ViewLoader } from './view-loader';

export function createRunsSlice(
  api: ChatApi,
  views: ViewLoader,
  starter: RunStarter,
): ChatSlice<RunsState & RunsActions> {
  return (set, get) => ({
    runs: {},

    stop: async () => {
      const run = activeView(get()).run;
      if (!run || run.status !== 'running') return;
      try {
        const result = await api.chatAbort({ runId: run.runId });
        // `not_found`: the reply had ended meanwhile; its agent_end event updates the view.
        if (!result.ok && result.error.kind !== 'not_found') set({ problem: result.error.message });
      } catch (error) {
        set({ problem: describeError(error) });
      }
    },
    continueAnswer: () =>
      starter.startSideRun(async (conversationId) => dataOf(await api.chatContinue({ conversationId }))),
    summarizeNow: () =>
      starter.startSideRun(async (conversationId) => dataOf(await api.chatCompact({ conversationId }))),
    applyEvents: (events) => {
      const { older } = views;
      if (older?.any()) {
        const { runs } = get();
        void views.settleOlder(
          events.map((event) => (event.type === 'agent_start' ? event.conversationId : (runs[event.runId] ?? null))),
        );
      }
      // Events of a conversation whose older page is on its way wait for it (they fold once it is joined).
      const { patch, held } = foldIntoState(get(), events, views.labelOf, older?.any() ? older.holds : undefined);
      set(patch);
      for (const [conversationId, list] of held) older?.hold(conversationId, list);
      if (events.some((event) => event.type === 'agent_end')) void get().refreshList();
      for (const event of events) {
        if (event.type !== 'agent_end' || !starter.takeReloadWhenDone(event.runId)) continue;
        const conversationId = get().runs[event.runId];
        if (conversationId) void views.reload(conversationId);
      }
    },
  });
}
