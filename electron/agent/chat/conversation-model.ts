// The model a conversation's run uses: its own (saved on it), built by the session's model factory. A chat started
// before any provider was set up moves to today's default once that can answer and the chat was never answered.
import type { Conversation } from '../../storage/conversations';
import type { ChatSessionDeps, ModelSetup } from './session-types';

export async function modelForConversation(
  deps: Pick<ChatSessionDeps, 'conversations' | 'modelClient' | 'defaultModel'>,
  conversationId: string,
  conversation: Conversation | undefined,
): Promise<ModelSetup> {
  const choice =
    conversation?.modelProvider && conversation.model
      ? { provider: conversation.modelProvider, model: conversation.model }
      : undefined;
  const setup = await deps.modelClient(choice);
  const fallback = deps.defaultModel?.();
  if (setup.configured !== false || !choice || !fallback) return setup;
  if (fallback.provider === choice.provider && fallback.model === choice.model) return setup;
  const answered = deps.conversations
    .listMessages(conversationId)
    .some((message) => message.role === 'assistant' && message.status === 'complete');
  if (answered) return setup;
  const moved = await deps.modelClient(fallback);
  if (moved.configured === false) return setup;
  deps.conversations.setModel(conversationId, fallback);
  return moved;
}
