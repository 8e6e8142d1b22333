// The chat store's conversation-list slice: the sidebar's list (read again after every change), renaming, deleting
// (which closes the conversation if it was open) and the search over all conversations.
import { dataOf, describeError } from '../../api';
import { emptyConversationView } from '../conversation-types';
import type { ChatApi, ChatSlice, ConversationListActions, ConversationListState } from './chat-state';
import type { ViewLoader } from './view-loader';

export function createConversationListSlice(
  api: ChatApi,
  views: ViewLoader,
): ChatSlice<ConversationListState & ConversationListActions> {
  return (set, get) => ({
    conversations: [],
    search: { query: '', results: null },

    refreshList: async () => {
      try {
        set({ conversations: dataOf(await api.chatList({})) });
      } catch (error) {
        set({ problem: describeError(error) });
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
