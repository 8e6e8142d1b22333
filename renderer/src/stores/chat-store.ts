// The chat store (a zustand factory): conversation list, the open conversation's view, sending, stopping, regenerating,
// renaming, deleting and search. Agent events arrive in per-frame batches and are folded by the pure reducer. A long
// conversation opens on its newest turns (chat:load's first page); its older messages join the view after that paint.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AgentEvent } from '../../../electron/shared/agent-events';
import type { ConversationSummary, ModelChoiceView } from '../../../electron/shared/contract';
import type { AttachmentView } from '../../../electron/shared/attachments-contract';
import { dataOf, describeError, type HearthApi } from '../api';
import { labelFromName } from '../lib/tool-risk';
import type { MessageView } from '../../../electron/shared/contract';
import { addUserItem, foldEvents, newestTurnsStart, viewFromMessages } from './conversation-reducer';
import { emptyConversationView, type ConversationView } from './conversation-types';
import type { FrameScheduler } from './event-batcher';
import { createOlderMessages } from './older-messages';

export type ChatApi = Pick<
  HearthApi,
  | 'chatList'
  | 'chatLoad'
  | 'chatSend'
  | 'chatAbort'
  | 'chatRename'
  | 'chatDelete'
  | 'chatSearch'
  | 'chatRegenerate'
  | 'chatSwitchBranch'
  | 'chatCompact'
  | 'chatContinue'
  | 'chatSetModel'
>;
export type SearchHit = { conversationId: string; title: string; snippet: string };
export type SendOutcome = { ok: true } | { ok: false; error: string };

export interface ChatState {
  conversations: ConversationSummary[];
  activeId: string | null;
  views: Record<string, ConversationView>;
  /** The view of a chat not yet created (its id arrives with the first run). */
  draft: ConversationView;
  /** The model picked for the chat not yet created (null: the default model). */
  draftModel: ModelChoiceView | null;
  /** The project the chat not yet created starts in (null: none). */
  draftProjectId: string | null;
  /** runId → conversationId, learned from agent_start or the send response. */
  runs: Record<string, string>;
  sending: boolean;
  loading: boolean;
  problem: string | null;
  search: { query: string; results: SearchHit[] | null };
  labels: Record<string, string>;
}

export interface ChatActions {
  refreshList: () => Promise<void>;
  open: (conversationId: string) => Promise<void>;
  /** A new chat, in a project or in none. */
  newChat: (projectId?: string | null) => void;
  /** The model of the open conversation (saved on it), or of the chat not yet created. */
  setModel: (choice: ModelChoiceView) => Promise<SendOutcome>;
  /** Sends the text with the files attached to it (attachments:add's answers), which the message then shows. */
  send: (text: string, attachments?: readonly AttachmentView[]) => Promise<SendOutcome>;
  stop: () => Promise<void>;
  /**
   * A new version of the answer to the question `messageId` (default: the last one); with `text`, a new version of
   * that question (edit and resend). The old versions stay (branches). Also "retry" after an error.
   */
  regenerate: (text?: string, messageId?: string) => Promise<SendOutcome>;
  /** Shows another version of a message (and what followed it) in the open conversation. */
  switchBranch: (messageId: string) => Promise<SendOutcome>;
  /** Continues the last answer, cut off at the model's limit (a new answer right under it). */
  continueAnswer: () => Promise<SendOutcome>;
  /** "Summarize now": folds the open conversation's earlier messages into one summary. */
  summarizeNow: () => Promise<SendOutcome>;
  rename: (conversationId: string, title: string) => Promise<void>;
  remove: (conversationId: string) => Promise<void>;
  runSearch: (query: string) => Promise<void>;
  applyEvents: (events: readonly AgentEvent[]) => void;
  setLabels: (labels: Record<string, string>) => void;
  dismissProblem: () => void;
}

export type ChatStore = StoreApi<ChatState & ChatActions>;

export interface ChatStoreOptions {
  kind?: 'chat' | 'quick';
  /**
   * Runs work once the frame showing a newly opened conversation is painted (the browser: next frame, then a task).
   * With it, opening a conversation longer than FIRST_PAINT_MESSAGES shows its newest turns first and adds the older
   * messages in that later run; without it (tests of other behaviour), the whole conversation is shown at once.
   */
  afterPaint?: FrameScheduler;
  /**
   * With afterPaint: open by chat:load's newest page and ask for the older messages after the paint (nothing but the
   * newest turns crosses IPC before the first paint). The app turns it on; without it the whole path is loaded first.
   */
  pagedOpen?: boolean;
}

/** About two screens of messages: what a conversation opens on before its older messages are added. */
export const FIRST_PAINT_MESSAGES = 16;

/** Shown while a conversation loads; one shared frozen object so selectors stay referentially stable. */
const loadingView: ConversationView = Object.freeze({ items: [], tools: {} });

export function activeView(state: ChatState): ConversationView {
  return state.activeId ? (state.views[state.activeId] ?? loadingView) : state.draft;
}

export function isRunning(view: ConversationView): boolean {
  return view.run?.status === 'running';
}

export function createChatStore(api: ChatApi, options: ChatStoreOptions = {}): ChatStore {
  let localCounter = 0;
  const optimisticId = () => `local-${Date.now().toString(36)}-${(localCounter += 1)}`;
  return createStore<ChatState & ChatActions>()((set, get) => {
    const labelOf = (name: string) => get().labels[name] ?? labelFromName(name);

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

    /** The draft becomes conversation `id` once the runtime has created it (idempotent). */
    const adoptDraft = (state: ChatState, id: string): Partial<ChatState> => {
      if (state.views[id] || state.activeId !== null) return {};
      return {
        views: { ...state.views, [id]: state.draft },
        activeId: id,
        draft: emptyConversationView(),
        draftModel: null,
        draftProjectId: null,
      };
    };

    /** A run in the open conversation that adds no user message (Continue, Summarize now). */
    const startSideRun = async (
      request: (conversationId: string) => Promise<{ runId: string; conversationId: string }>,
    ): Promise<SendOutcome> => {
      const conversationId = get().activeId;
      if (!conversationId) return { ok: false, error: 'Open a conversation first.' };
      const waiting = settleOlder([conversationId]);
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

    /** Runs that made a new version: when they end the view is reloaded, so it shows "2 / 2" and stored ids. */
    const reloadWhenDone = new Set<string>();

    /**
     * Conversations opened on their newest turns whose older messages are not in the view yet: they join by themselves
     * after the first paint; anything that reads or changes the view's items settles them first (and events of the
     * conversation's runs wait for them), so events and actions always see the whole conversation.
     */
    const older = options.afterPaint
      ? createOlderMessages({
          api,
          afterPaint: options.afterPaint,
          labelOf,
          updateView: (conversationId, update) =>
            set((state) => {
              const view = state.views[conversationId];
              return view ? { views: { ...state.views, [conversationId]: update(view) } } : {};
            }),
          reloadWhole: (conversationId) => reload(conversationId),
          problem: (error) => set({ problem: describeError(error) }),
        })
      : undefined;
    const dropOlder = (conversationId: string) => older?.drop(conversationId);
    /** Settles the older messages of these conversations; a promise while a page of them is on its way. */
    const settleOlder = (conversationIds: Iterable<string | null>) => older?.settle(conversationIds);

    /** Replaces a conversation's items with the path stored (keeping its run). */
    const showMessages = (conversationId: string, messages: readonly MessageView[]) => {
      dropOlder(conversationId);
      const view = viewFromMessages(messages, labelOf);
      set((state) => ({
        views: {
          ...state.views,
          [conversationId]: {
            ...view,
            ...(state.views[conversationId]?.run ? { run: state.views[conversationId]!.run } : {}),
          },
        },
      }));
    };

    /** showMessages for a conversation being opened whole: its newest turns now, the older messages after the paint. */
    const showNewestFirst = (conversationId: string, messages: readonly MessageView[]) => {
      const cut = older ? newestTurnsStart(messages, FIRST_PAINT_MESSAGES) : 0;
      showMessages(conversationId, cut > 0 ? messages.slice(cut) : messages);
      if (cut > 0) older?.fromMemory(conversationId, messages.slice(0, cut));
    };

    /**
     * Opens a conversation: with an after-paint scheduler, chat:load's newest page now and the older messages after
     * the paint (an answer without `older` is the whole path, cut here); else the whole path at once.
     */
    const openMessages = async (conversationId: string) => {
      if (!older) {
        showMessages(conversationId, dataOf(await api.chatLoad({ conversationId })).messages);
        return;
      }
      const page = dataOf(
        await api.chatLoad(options.pagedOpen ? { conversationId, newest: FIRST_PAINT_MESSAGES } : { conversationId }),
      );
      if (page.older === undefined) {
        showNewestFirst(conversationId, page.messages);
        return;
      }
      showMessages(conversationId, page.messages);
      const first = page.messages[0];
      if (page.older > 0 && first && page.leafId)
        older.fromPage(conversationId, { seq: first.seq, leafId: page.leafId });
    };

    const reload = async (conversationId: string) => {
      try {
        showMessages(conversationId, dataOf(await api.chatLoad({ conversationId })).messages);
      } catch (error) {
        set({ problem: describeError(error) });
      }
    };

    /** A question's stored id; one sent from this window is still known by its local id until the view reloads. */
    const storedQuestionId = async (conversationId: string, itemId: string): Promise<string | undefined> => {
      if (!itemId.startsWith('local-')) return itemId;
      await settleOlder([conversationId]);
      const users = activeView(get()).items.filter((item) => item.kind === 'user');
      const index = users.findIndex((item) => item.id === itemId);
      const stored = dataOf(await api.chatLoad({ conversationId })).messages.filter((m) => m.role === 'user');
      return stored.length === users.length ? stored[index]?.id : undefined;
    };

    const startRun = async (
      request: () => Promise<{ runId: string; conversationId: string }>,
      text: string,
      truncateFrom?: string,
      attachments?: readonly AttachmentView[],
    ): Promise<SendOutcome> => {
      const conversationId = get().activeId;
      const waiting = settleOlder([conversationId]);
      if (waiting) {
        await waiting;
        if (get().activeId !== conversationId)
          return { ok: false, error: 'Another conversation was opened before this one had loaded; nothing was sent.' };
      }
      updateActive((view) => {
        let items = view.items;
        if (truncateFrom !== undefined) {
          const from = items.findIndex((item) => item.id === truncateFrom);
          if (from >= 0) items = items.slice(0, from);
        }
        return addUserItem({ ...view, items, run: undefined }, optimisticId(), text, attachments && [...attachments]);
      });
      set({ sending: true, problem: null });
      try {
        const started = await request();
        if (truncateFrom !== undefined) reloadWhenDone.add(started.runId);
        set((state) => {
          const adopted = adoptDraft(state, started.conversationId);
          return {
            ...adopted,
            ...markStarted(adopted.views ?? state.views, started),
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

    /** Regenerate's work: the question's stored id, then its run (regenerate keeps it `sending` throughout). */
    const regenerateRun = async (text?: string, messageId?: string): Promise<SendOutcome> => {
      const conversationId = get().activeId;
      const waiting = settleOlder([conversationId]);
      if (waiting) {
        await waiting;
        if (get().activeId !== conversationId)
          return { ok: false, error: 'Another conversation was opened before this one had loaded.' };
      }
      const view = activeView(get());
      const question = messageId
        ? view.items.find((item) => item.kind === 'user' && item.id === messageId)
        : view.items.findLast((item) => item.kind === 'user');
      if (!conversationId || question?.kind !== 'user')
        return { ok: false, error: 'There is no message to send again.' };
      let storedId: string | undefined;
      try {
        storedId = await storedQuestionId(conversationId, question.id);
      } catch (error) {
        storedId = undefined;
        set({ problem: describeError(error) });
      }
      if (!storedId) return { ok: false, error: 'That message is still being saved; try again.' };
      return startRun(
        async () =>
          dataOf(
            await api.chatRegenerate({
              conversationId,
              messageId: storedId,
              ...(text !== undefined ? { text } : {}),
            }),
          ),
        text ?? question.text,
        question.id,
      );
    };

    return {
      conversations: [],
      activeId: null,
      views: {},
      draft: emptyConversationView(),
      draftModel: null,
      draftProjectId: null,
      runs: {},
      sending: false,
      loading: false,
      problem: null,
      search: { query: '', results: null },
      labels: {},

      refreshList: async () => {
        try {
          set({ conversations: dataOf(await api.chatList({})) });
        } catch (error) {
          set({ problem: describeError(error) });
        }
      },
      open: async (conversationId) => {
        set({ activeId: conversationId, problem: null });
        const existing = get().views[conversationId];
        // A view still being completed (its older messages on their way) finishes by itself.
        if (existing && (isRunning(existing) || older?.holds(conversationId))) return;
        set({ loading: !existing });
        try {
          await openMessages(conversationId);
          set({ loading: false });
        } catch (error) {
          set({ loading: false, problem: describeError(error) });
        }
      },
      newChat: (projectId = null) =>
        set({
          activeId: null,
          draft: emptyConversationView(),
          draftModel: null,
          draftProjectId: projectId,
          problem: null,
        }),
      setModel: async (choice) => {
        const conversationId = get().activeId;
        if (!conversationId) {
          set({ draftModel: choice });
          return { ok: true };
        }
        try {
          dataOf(await api.chatSetModel({ conversationId, model: choice }));
          await get().refreshList();
          return { ok: true };
        } catch (error) {
          const message = describeError(error);
          set({ problem: message });
          return { ok: false, error: message };
        }
      },
      send: (text, attachments) => {
        const conversationId = get().activeId ?? undefined;
        const { draftModel, draftProjectId } = get();
        return startRun(
          async () =>
            dataOf(
              await api.chatSend({
                text,
                ...(conversationId ? { conversationId } : {}),
                ...(options.kind ? { kind: options.kind } : {}),
                ...(!conversationId && draftModel ? { model: draftModel } : {}),
                ...(!conversationId && draftProjectId ? { projectId: draftProjectId } : {}),
                ...(attachments?.length
                  ? { attachments: attachments.map((file) => ({ sha256: file.sha256, name: file.name })) }
                  : {}),
              }),
            ),
          text,
          undefined,
          attachments,
        );
      },
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
      regenerate: async (text, messageId) => {
        // Sending from the click on (finding the question's stored id may take a round trip first), so the chat never
        // looks idle meanwhile, with the old answer still shown as the last one.
        set({ sending: true, problem: null });
        const outcome = await regenerateRun(text, messageId);
        if (!outcome.ok) set({ sending: false });
        return outcome;
      },
      switchBranch: async (messageId) => {
        const conversationId = get().activeId;
        if (!conversationId) return { ok: false, error: 'Open a conversation first.' };
        try {
          const { messages } = dataOf(await api.chatSwitchBranch({ conversationId, messageId }));
          showMessages(conversationId, messages);
          return { ok: true };
        } catch (error) {
          const message = describeError(error);
          set({ problem: message });
          return { ok: false, error: message };
        }
      },
      continueAnswer: () => startSideRun(async (conversationId) => dataOf(await api.chatContinue({ conversationId }))),
      summarizeNow: () => startSideRun(async (conversationId) => dataOf(await api.chatCompact({ conversationId }))),
      rename: async (conversationId, title) => {
        try {
          dataOf(await api.chatRename({ conversationId, title }));
          await get().refreshList();
        } catch (error) {
          set({ problem: describeError(error) });
        }
      },
      remove: async (conversationId) => {
        try {
          dataOf(await api.chatDelete({ conversationId }));
          dropOlder(conversationId);
          set((state) => {
            const views = { ...state.views };
            delete views[conversationId];
            return {
              views,
              ...(state.activeId === conversationId ? { activeId: null, draft: emptyConversationView() } : {}),
            };
          });
          await get().refreshList();
        } catch (error) {
          set({ problem: describeError(error) });
        }
      },
      runSearch: async (query) => {
        set({ search: { query, results: query.trim() ? get().search.results : null } });
        if (!query.trim()) return;
        try {
          const results = dataOf(await api.chatSearch({ query }));
          if (get().search.query === query) set({ search: { query, results } });
        } catch (error) {
          set({ problem: describeError(error) });
        }
      },
      applyEvents: (events) => {
        if (older?.any()) {
          const { runs } = get();
          void settleOlder(
            events.map((event) => (event.type === 'agent_start' ? event.conversationId : (runs[event.runId] ?? null))),
          );
        }
        // Events of a conversation whose older page is on its way wait for it (they fold once it is joined).
        const { patch, held } = foldIntoState(get(), events, labelOf, older?.any() ? older.holds : undefined);
        set(patch);
        for (const [conversationId, list] of held) older?.hold(conversationId, list);
        if (events.some((event) => event.type === 'agent_end')) void get().refreshList();
        for (const event of events) {
          if (event.type !== 'agent_end' || !reloadWhenDone.delete(event.runId)) continue;
          const conversationId = get().runs[event.runId];
          if (conversationId) void reload(conversationId);
        }
      },
      setLabels: (labels) => set({ labels }),
      dismissProblem: () => set({ problem: null }),
    };
  });
}

/**
 * The run exists once chatSend answers with its id, so the view shows it running from then on, not only once its
 * agent_start arrives in a later event batch: otherwise, for a moment, the chat looked idle (no "Working…", Send enabled,
 * the message list not busy) between the user's message and the reply. Events already folded for this run win.
 */
function markStarted(
  views: Record<string, ConversationView>,
  started: { runId: string; conversationId: string },
): { views?: Record<string, ConversationView> } {
  const view = views[started.conversationId];
  if (!view || view.run?.runId === started.runId) return {};
  return {
    views: { ...views, [started.conversationId]: { ...view, run: { runId: started.runId, status: 'running' } } },
  };
}

/** Routes each event to its conversation's view (through runs), adopting the draft for a brand-new chat. */
function foldIntoState(
  state: ChatState,
  events: readonly AgentEvent[],
  labelOf: (name: string) => string,
  holds?: (conversationId: string) => boolean,
): { patch: Partial<ChatState>; held: Map<string, AgentEvent[]> } {
  const held = new Map<string, AgentEvent[]>();
  let runs = state.runs;
  let next: Partial<ChatState> = {};
  const byConversation = new Map<string, AgentEvent[]>();
  for (const event of events) {
    if (event.type === 'agent_start' && runs[event.runId] !== event.conversationId) {
      runs = { ...runs, [event.runId]: event.conversationId };
      if (!state.views[event.conversationId] && state.activeId === null && state.sending) {
        next = { ...next, activeId: event.conversationId, draft: emptyConversationView() };
        byConversation.set(event.conversationId, []);
      }
    }
    const conversationId = runs[event.runId];
    if (!conversationId) continue;
    const list = byConversation.get(conversationId) ?? [];
    list.push(event);
    byConversation.set(conversationId, list);
  }
  if (byConversation.size === 0) return { patch: runs === state.runs ? {} : { runs }, held };
  const views = { ...state.views };
  for (const [conversationId, list] of byConversation) {
    if (holds?.(conversationId)) {
      held.set(conversationId, list);
      continue;
    }
    const base = views[conversationId] ?? (next.activeId === conversationId ? state.draft : undefined);
    if (base) views[conversationId] = foldEvents(base, list, labelOf);
  }
  return { patch: { ...next, runs, views }, held };
}
