// The chat store's open-conversation slice: which conversation is open and its view (loaded on open), a new chat,
// another version of a message shown, the tool labels the views use, and the problem shown over the chat.
import { dataOf, describeError } from '../../api';
import { emptyConversationView } from '../conversation-types';
import type { ChatApi, ChatSlice, OpenConversationActions, OpenConversationState } from './chat-state';
import { isRunning } from './selectors';
import type { ViewLoader } from './view-loader';

export function createOpenConversationSlice(
  api: ChatApi,
  views: ViewLoader,
): ChatSlice<OpenConversationState & OpenConversationActions> {
  return (set, get) => ({
    activeId: null,
    views: {},
    loading: false,
    problem: null,
    labels: {},

    open: async (conversationId) => {
      set({ activeId: conversationId, problem: null });
      const existing = get().views[conversationId];
      // A view still being completed (its older messages on their way) finishes by itself.
      if (existing && (isRunning(existing) || views.older?.holds(conversationId))) return;
      set({ loading: !existing });
      try {
        await views.openMessages(conversationId);
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
    switchBranch: async (messageId) => {
      const conversationId = get().activeId;
      if (!conversationId) return { ok: false, error: 'Open a conversation first.' };
      try {
        const { messages } = dataOf(await api.chatSwitchBranch({ conversationId, messageId }));
        views.showMessages(conversationId, messages);
        return { ok: true };
      } catch (error) {
        const message = describeError(error);
        set({ problem: message });
        return { ok: false, error: message };
      }
    },
    setLabels: (labels) => set({ labels }),
    dismissProblem: () => set({ problem: null }),
  });
}
