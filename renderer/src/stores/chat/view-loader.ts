// Loading and replacing the views of conversations: chat:load on open (a long one on its newest turns, its older
// messages joined after the paint through stores/older-messages.ts), reloads, and a view replaced by a stored path.
import type { MessageView } from '../../../../electron/shared/contract';
import { newestTurnsStart } from '../../../../electron/shared/newest-turns';
import { dataOf, describeError } from '../../api';
import { labelFromName } from '../../lib/tool-risk';
import { viewFromMessages } from '../conversation/stored-view';
import type { LabelOf } from '../conversation/tool-cards';
import { createOlderMessages, type OlderMessages } from '../older-messages';
import { FIRST_PAINT_MESSAGES, type ChatApi, type ChatGet, type ChatSet, type ChatStoreOptions } from './chat-state';

export interface ViewLoader {
  /** A tool's label: the one settings gives, else one made from its name. */
  labelOf: LabelOf;
  /**
   * Conversations opened on their newest turns whose older messages are not in the view yet (only with an after-paint
   * scheduler): they join by themselves after the first paint; anything that reads or changes the view's items
   * settles them first (and events of the conversation's runs wait for them), so events and actions always see the
   * whole conversation.
   */
  older: OlderMessages | undefined;
  /** Settles the older messages of these conversations; a promise while a page of them is on its way. */
  settleOlder: (conversationIds: Iterable<string | null>) => Promise<void> | undefined;
  dropOlder: (conversationId: string) => void;
  /** Replaces a conversation's items with the path stored (keeping its run). */
  showMessages: (conversationId: string, messages: readonly MessageView[]) => void;
  /**
   * Opens a conversation: with an after-paint scheduler, chat:load's newest page now and the older messages after
   * the paint (an answer without `older` is the whole path, cut here); else the whole path at once.
   */
  openMessages: (conversationId: string) => Promise<void>;
  /** Shows the whole path stored again; a failure becomes the store's problem. */
  reload: (conversationId: string) => Promise<void>;
}

export function createViewLoader(api: ChatApi, options: ChatStoreOptions, set: ChatSet, get: ChatGet): ViewLoader {
  const labelOf: LabelOf = (name) => get().labels[name] ?? labelFromName(name);

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
    if (page.older > 0 && first && page.leafId) older.fromPage(conversationId, { seq: first.seq, leafId: page.leafId });
  };

  const reload = async (conversationId: string) => {
    try {
      showMessages(conversationId, dataOf(await api.chatLoad({ conversationId })).messages);
    } catch (error) {
      set({ problem: describeError(error) });
    }
  };

  return {
    labelOf,
    older,
    settleOlder: (conversationIds) => older?.settle(conversationIds),
    dropOlder,
    showMessages,
    openMessages,
    reload,
  };
}
