// Undo of a delete (the "Undo" toast): chat:restore, memory:restore and jobs:restore bring back a soft-deleted item
// until the purge removes it for good. A restored job is scheduled again at once.
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';

export type RestoreChannel = 'chat:restore' | 'memory:restore' | 'jobs:restore';

const tooLate = (what: string) =>
  failure('not_found', `That ${what} cannot be brought back: it was not deleted, or it was removed for good.`);

export function createRestoreHandlers(deps: {
  runtime: Pick<HearthRuntime, 'conversations' | 'memories' | 'jobs' | 'scheduler'>;
}): Pick<InvokeHandlers, RestoreChannel> {
  const { conversations, memories, jobs, scheduler } = deps.runtime;
  return {
    'chat:restore': ({ conversationId }) => {
      if (!conversations.restore(conversationId)) throw tooLate('conversation');
      return null;
    },
    'memory:restore': ({ id }) => {
      if (memories.restore([id]) === 0) throw tooLate('memory');
      return null;
    },
    'jobs:restore': ({ id }) => {
      if (!jobs.restore(id)) throw tooLate('scheduled job');
      scheduler.sync();
      return null;
    },
  };
}
