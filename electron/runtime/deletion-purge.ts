// The purge behind "delete with undo": conversations, memories and jobs deleted (hidden) more than an hour ago are
// removed for good — at start-up and every ten minutes — with the approval rules of those conversations and the
// attachment files no message uses any more.
import type { ApprovalRuleStore } from '../storage/approval-rules';
import type { ConversationStore } from '../storage/conversations';
import type { JobStore } from '../storage/jobs';
import type { MemoryStore } from '../storage/memories';

/** How long a deleted item can still be restored (the Undo toast lasts about 10 s; the CLI and tools get longer). */
export const UNDO_WINDOW_MS = 60 * 60_000;
export const PURGE_EVERY_MS = 10 * 60_000;

export interface PurgeCounts {
  conversations: number;
  memories: number;
  jobs: number;
}

export interface DeletionPurge {
  /** Removes for good what was deleted before the undo window; never throws (a failure is logged and counted as 0). */
  purgeNow: () => PurgeCounts;
  /** Purges now, then every PURGE_EVERY_MS until stop(). */
  start: () => void;
  stop: () => void;
}

export function createDeletionPurge(deps: {
  conversations: Pick<ConversationStore, 'purgeDeleted'>;
  memories: Pick<MemoryStore, 'purgeDeleted'>;
  jobs: Pick<JobStore, 'purgeDeleted'>;
  rules: Pick<ApprovalRuleStore, 'revokeConversation'>;
  /** Deletes attachment files no message references (after conversations and their messages went). */
  removeUnreferencedFiles?: () => void;
  now?: () => number;
  log?: (message: string) => void;
}): DeletionPurge {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? (() => undefined);
  let timer: ReturnType<typeof setInterval> | undefined;

  const purgeNow = (): PurgeCounts => {
    const before = now() - UNDO_WINDOW_MS;
    const counts: PurgeCounts = { conversations: 0, memories: 0, jobs: 0 };
    try {
      const conversationIds = deps.conversations.purgeDeleted(before);
      for (const id of conversationIds) deps.rules.revokeConversation(id);
      counts.conversations = conversationIds.length;
      counts.memories = deps.memories.purgeDeleted(before);
      counts.jobs = deps.jobs.purgeDeleted(before);
      if (counts.conversations > 0) deps.removeUnreferencedFiles?.();
    } catch (error) {
      log(`purge of deleted items: ${error instanceof Error ? error.message : String(error)}`);
    }
    return counts;
  };

  return {
    purgeNow,
    start: () => {
      if (timer) return;
      purgeNow();
      timer = setInterval(purgeNow, PURGE_EVERY_MS);
      timer.unref?.();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
