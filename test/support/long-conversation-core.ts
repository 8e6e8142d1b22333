// A real core holding one long conversation, for renderer store tests (loaded by a runtime path, so the web type-check
// does not pull in Node code): a runtime in a temp folder, window.hearth over its IPC handlers recording chat:load
// requests, and changes made "elsewhere" (a message added, the conversation deleted) between the store's calls.
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime } from '../../electron/runtime/create-runtime';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { methodNameOf } from '../../electron/shared/channels';
import { invokeChannels, type HearthApi, type MessageView } from '../../electron/shared/contract';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { makeTempDir, removeTempDir } from './temp-dir';
import { callerId } from '../../electron/shared/caller-id';

export interface LongConversationCore {
  api: HearthApi;
  conversationId: string;
  /** Every chat:load request the api received, in order. */
  loads: Record<string, unknown>[];
  /** The whole path stored now (chat:load without pages). */
  whole: () => Promise<MessageView[]>;
  addElsewhere: (content: string) => void;
  removeElsewhere: () => void;
  isRunning: () => boolean;
  close: () => Promise<void>;
}

/** `turns` questions, each answered (every fourth after a tool call and its result). */
export async function startLongConversationCore(turns: number): Promise<LongConversationCore> {
  const dataDir = makeTempDir('long-conversation');
  const runtime = await createHearthRuntime({
    dataDir,
    env: { PATH: process.env.PATH, HOME: dataDir },
    platform: process.platform,
    secretStore: createSessionSecretStore(),
  });
  const { conversations } = runtime;
  const { id } = conversations.create({ title: 'Long' });
  for (let turn = 0; turn < turns; turn++) {
    conversations.appendMessage({ conversationId: id, role: 'user', content: `question ${turn}` });
    if (turn % 4 === 2) {
      const call = { id: `c${turn}`, name: 'datetime', arguments: '{}' };
      conversations.appendMessage({ conversationId: id, role: 'assistant', content: '', toolCalls: [call] });
      conversations.appendMessage({
        conversationId: id,
        role: 'tool',
        content: `now ${turn}`,
        toolCallId: call.id,
        toolName: call.name,
      });
    }
    conversations.appendMessage({ conversationId: id, role: 'assistant', content: `answer ${turn}` });
  }
  const dispatch = createInvokeDispatcher(
    createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' }),
  );
  const loads: Record<string, unknown>[] = [];
  const methods = invokeChannels.map((channel) => [
    methodNameOf(channel),
    (request: Record<string, unknown>) => {
      if (channel === 'chat:load') loads.push(request);
      return dispatch(channel, request, { id: callerId.window(1) });
    },
  ]);
  return {
    api: { ...Object.fromEntries(methods), on: () => () => undefined } as unknown as HearthApi,
    conversationId: id,
    loads,
    whole: async () => {
      const answer = await dispatch('chat:load', { conversationId: id }, { id: callerId.window(1) });
      if (!answer.ok) throw new Error(answer.error.message);
      return (answer.data as { messages: MessageView[] }).messages;
    },
    addElsewhere: (content) => void conversations.appendMessage({ conversationId: id, role: 'user', content }),
    removeElsewhere: () => void conversations.remove(id),
    isRunning: () => runtime.session.isRunning(id),
    close: async () => {
      await runtime.close();
      removeTempDir(dataDir);
    },
  };
}
