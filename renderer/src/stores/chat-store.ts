// The chat store (a zustand factory) made of five slices in stores/chat/: the conversation list, the open conversation,
// the composer, its queue and the runs, over shared helpers that load views and start runs. Its types and selectors are here too.
import { createStore } from 'zustand/vanilla';
import type { ChatActions, ChatApi, ChatState, ChatStore, ChatStoreOptions } from './chat/chat-state';
import { createComposerSlice } from './chat/composer-slice';
import { createConversationListSlice } from './chat/conversation-list-slice';
import { createOpenConversationSlice } from './chat/open-conversation-slice';
import { createQueueSlice, releaseQueueOnRunEnd } from './chat/queue-slice';
import { createRunStarter } from './chat/run-starter';
import { createRunsSlice } from './chat/runs-slice';
import { createViewLoader } from './chat/view-loader';

export {
  FIRST_PAINT_MESSAGES,
  type ChatActions,
  type ChatApi,
  type ChatState,
  type ChatStore,
  type ChatStoreOptions,
  type SearchHit,
  type SendOutcome,
} from './chat/chat-state';
export {
  activeContext,
  activeConversation,
  activeHasItems,
  activeIsRunning,
  activeProjectId,
  activeRun,
  activeView,
  isRunning,
} from './chat/selectors';

export function createChatStore(api: ChatApi, options: ChatStoreOptions = {}): ChatStore {
  const chat = createStore<ChatState & ChatActions>()((set, get, store) => {
    const views = createViewLoader(api, options, set, get);
    const starter = createRunStarter(views, set, get);
    return {
      ...createConversationListSlice(api, views)(set, get, store),
      ...createOpenConversationSlice(api, views)(set, get, store),
      ...createComposerSlice(api, options, views, starter)(set, get, store),
      ...createQueueSlice()(set, get, store),
      ...createRunsSlice(api, views, starter)(set, get, store),
    };
  });
  releaseQueueOnRunEnd(chat);
  return chat;
}
