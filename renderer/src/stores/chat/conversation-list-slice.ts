// The chat store's conversation-list slice: the sidebar's list (read again after every change, a page of 100 more each
// time it scrolls to its end), renaming, deleting (which closes the conversation if it was open) and the search.
import { dataOf, describeError } from '../../api';
import { emptyConversationView } from '../conversation-types';
import type { ChatApi, ChatSlice, ConversationListActions, ConversationListState } from './chat-state';
import type { ViewLoader } from './view-loader';

/** Conversations read at a time: chat:list's default. */
export const LIST_PAGE = 100;

export function createConversationListSlice(
  api: ChatApi,
  views: ViewLoader,
): ChatSlice<ConversationListState & ConversationListActions> {
  let loadingMore = false;
  return (set, get) => ({
    conversations: [],
    listComplete: false,
    search: { query: '', results: null },

    refreshList: async () => {
      try {
        const limit = Math.max(LIST_PAGE, get().conversations.length);
        const conversations = dataOf(await api.chatList(limit === LIST_PAGE ? {} : { limit }));
        set({ conversations, listComplete: conversations.length < limit });
      } catch (error) {
        set({ problem: describeError(error) });
      }
    },
    loadMoreConversations: async () => {
      const { conversations, listComplete } = get();
      const last = conversations.at(-1);
      if (listComplete || !last || loadingMore) return;
      loadingMore = true;
      try {
        const after = { id: last.id, updatedAt: last.updatedAt, createdAt: last.createdAt };
        const page = dataOf(await api.chatList({ after }));
        // A refresh meanwhile may have read these already: keep each conversation once.
        set((state) => {
          const known = new Set(state.conversations.map((conversation) => conversation.id));
          return {
            conversations: [...state.conversations, ...page.filter((conversation) => !known.has(conversation.id))],
            listComplete: page.length < LIST_PAGE,
          };
        });
      } catch (error) {
        set({ problem: describeError(error) });
      } finally {
        loadingMore = false;
      }
    },
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
        views.dropOlder(conversationId);
        set((state) => {
          const remaining = { ...state.views };
          delete remaining[conversationId];
          return {
            views: remaining,
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
  });
}
