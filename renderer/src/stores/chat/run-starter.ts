// Starting runs in the open conversation (or the chat not yet created): the user's message shown at once under a
// local id (then its stored id, from the api's answer), the run shown running from that answer on, the draft adopted
// as the new conversation, failures undone.
import type { AttachmentView } from '../../../../electron/shared/attachments-contract';
import { describeError } from '../../api';
import { emptyConversationView, type ConversationView } from '../conversation-types';
import { addUserItem } from '../conversation/user-item';
import type { ChatGet, ChatSet, ChatState, SendOutcome } from './chat-state';
import type { ViewLoader } from './view-loader';

/** A started run, with the user message it stored (chat:send and chat:regenerate answer it). */
type Started = { runId: string; conversationId: string; userMessageId?: string };

export interface RunStarter {
  /**
   * A run that adds the user's message `text` (send, regenerate); `truncateFrom`: the item it replaces, with what
   * followed it (a new version; the view is reloaded when the run ends, so it shows "2 / 2" and stored ids).
   */
  startRun: (
    request: () => Promise<Started>,
    text: string,
    truncateFrom?: string,
    attachments?: readonly AttachmentView[],
  ) => Promise<SendOutcome>;
  /** A run in the open conversation that adds no user message (Continue, Summarize now). */
  startSideRun: (request: (conversationId: string) => Promise<Started>) => Promise<SendOutcome>;
  /** Whether the view must be reloaded now that this run ended (asked once per run). */
  takeReloadWhenDone: (runId: string) => boolean;
}

export function createRunStarter(views: ViewLoader, set: ChatSet, get: ChatGet): RunStarter {
  let localCounter = 0;
  const optimisticId = () => `local-${Date.now().toString(36)}-${(localCounter += 1)}`;
  /** Runs that made a new version: when they end the view is reloaded. */
  const reloadWhenDone = new Set<string>();

  /** Puts a view under the active conversation (or the draft). */
  const updateActive = (update: (view: ConversationView) => ConversationView) =>
    set((state) =>
      state.activeId
        ? {
            views: {
              ...state.views,
              [state.activeId]: update(state.views[state.activeId] ?? emptyConversationView()),
            },
          }
        : { draft: update(state.draft) },
    );

  const startRun: RunStarter['startRun'] = async (request, text, truncateFrom, attachments) => {
    const conversationId = get().activeId;
    const waiting = views.settleOlder([conversationId]);
    if (waiting) {
      await waiting;
      if (get().activeId !== conversationId)
        return { ok: false, error: 'Another conversation was opened before this one had loaded; nothing was sent.' };
    }
    const localId = optimisticId();
    updateActive((view) => {
      let items = view.items;
      if (truncateFrom !== undefined) {
        const from = items.findIndex((item) => item.id === truncateFrom);
        if (from >= 0) items = items.slice(0, from);
      }
      return addUserItem({ ...view, items, run: undefined }, localId, text, attachments && [...attachments]);
    });
    set({ sending: true, problem: null });
    try {
      const started = await request();
      if (truncateFrom !== undefined) reloadWhenDone.add(started.runId);
      set((state) => {
        const adopted = adoptDraft(state, started.conversationId);
        const stored = withStoredId(adopted.views ?? state.views, started, localId);
        return {
          ...adopted,
          ...(stored ? { views: stored } : {}),
          ...markStarted(stored ?? adopted.views ?? state.views, started),
          runs: { ...state.runs, [started.runId]: started.conversationId },
          sending: false,
        };
      });
      void get().refreshList();
      return { ok: true };
    } catch (error) {
      const message = describeError(error);
      updateActive((view) => ({ ...view, items: view.items.slice(0, -1) }));
      set({ sending: false, problem: message });
      return { ok: false, error: message };
    }
  };

  const startSideRun: RunStarter['startSideRun'] = async (request) => {
    const conversationId = get().activeId;
    if (!conversationId) return { ok: false, error: 'Open a conversation first.' };
    const waiting = views.settleOlder([conversationId]);
    if (waiting) await waiting;
    set({ sending: true, problem: null });
    try {
      const started = await request(conversationId);
      set((state) => ({
        ...markStarted(state.views, started),
        runs: { ...state.runs, [started.runId]: started.conversationId },
        sending: false,
      }));
      return { ok: true };
    } catch (error) {
      const message = describeError(error);
      set({ sending: false, problem: message });
      return { ok: false, error: message };
    }
  };

  return { startRun, startSideRun, takeReloadWhenDone: (runId) => reloadWhenDone.delete(runId) };
}

/** The draft becomes conversation `id` once the runtime has created it (idempotent). */
function adoptDraft(state: ChatState, id: string): Partial<ChatState> {
  if (state.views[id] || state.activeId !== null) return {};
  return {
    views: { ...state.views, [id]: state.draft },
    activeId: id,
    draft: emptyConversationView(),
    draftModel: null,
    draftProjectId: null,
  };
}

/** The message shown under a local id takes the id it was stored under, so Edit and Regenerate can name it at once. */
function withStoredId(
  views: Record<string, ConversationView>,
  started: Started,
  localId: string,
): Record<string, ConversationView> | undefined {
  const view = views[started.conversationId];
  const storedId = started.userMessageId;
  if (!view || !storedId || !view.items.some((item) => item.id === localId)) return undefined;
  const items = view.items.map((item) => (item.id === localId ? { ...item, id: storedId } : item));
  return { ...views, [started.conversationId]: { ...view, items } };
}

/**
 * The run exists once chatSend answers with its id, so the view shows it running from then on, not only once its
 * agent_start arrives in a later event batch: otherwise, for a moment, the chat looked idle (no "Working…", Send enabled,
 * the message list not busy) between the user's message and the reply. Events already folded for this run win.
 */
function markStarted(
  views: Record<string, ConversationView>,
  started: Started,
): { views?: Record<string, ConversationView> } {
  const view = views[started.conversationId];
  if (!view || view.run?.runId === started.runId) return {};
  return {
    views: { ...views, [started.conversationId]: { ...view, run: { runId: started.runId, status: 'running' } } },
  };
}
