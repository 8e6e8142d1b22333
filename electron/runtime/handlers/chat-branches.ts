// chat:switch-branch: shows another version of a message (and what followed it); the conversation continues there.
import { failure, type InvokeHandlers } from '../../shared/contract';
import { isStorageError } from '../../storage/storage-error';
import type { HearthRuntime } from '../create-runtime';
import { pathMessageViews } from './message-views';

export function createBranchHandlers(deps: {
  runtime: Pick<HearthRuntime, 'conversations' | 'session' | 'attachments'>;
}): Pick<InvokeHandlers, 'chat:switch-branch'> {
  const { conversations, session } = deps.runtime;
  return {
    'chat:switch-branch': ({ conversationId, messageId }) => {
      const idle = session.checkIdle(conversationId);
      if (!idle.ok) throw failure(idle.kind, idle.error);
      try {
        conversations.showBranch(conversationId, messageId);
      } catch (error) {
        if (isStorageError(error) && error.kind === 'not_found')
          throw failure('not_found', 'That message is not in this conversation.');
        throw error;
      }
      return { messages: pathMessageViews(conversations, conversationId, deps.runtime.attachments) };
    },
  };
}
