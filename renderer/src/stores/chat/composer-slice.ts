// The chat store's composer slice: the chat not yet created (its view, model and project), sending a message with its
// attachments, the model picked, and regenerating an answer or an edited question.
import { dataOf, describeError } from '../../api';
import { emptyConversationView } from '../conversation-types';
import type { ChatApi, ChatSlice, ChatStoreOptions, ComposerActions, ComposerState } from './chat-state';
import { regenerateRun } from './regenerate-run';
import type { RunStarter } from './run-starter';
import type { ViewLoader } from './view-loader';

export function createComposerSlice(
  api: ChatApi,
  options: ChatStoreOptions,
  views: ViewLoader,
  starter: RunStarter,
): ChatSlice<ComposerState & ComposerActions> {
  return (set, get) => ({
    draft: emptyConversationView(),
    draftModel: null,
    draftProjectId: null,
    sending: false,

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
      return starter.startRun(
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
    regenerate: async (text, messageId) => {
      // Sending from the click on (finding the question's stored id may take a round trip first), so the chat never
      // looks idle meanwhile, with the old answer still shown as the last one.
      set({ sending: true, problem: null });
      const outcome = await regenerateRun({ api, views, starter, set, get }, text, messageId);
      if (!outcome.ok) set({ sending: false });
      return outcome;
    },
  });
}
