// Automatic recall: the few memories most relevant to the user's new message, for the system prompt's memory
// section (buildSystemPrompt's `memories`). Off when the setting `memory.autoRecall` or the conversation's switch is off.
// A memory stored by a run that had read untrusted content comes back `untrusted: true`: it taints the run that reads it.
import type { MemoryStore } from '../storage/memories';

export interface MemoryContextDeps {
  memories: Pick<MemoryStore, 'recall'>;
  /** The setting `memory.autoRecall`, read on every message so a change applies at once. */
  autoRecall: () => boolean;
  /** The conversation's own memory switch (conversations.memory_enabled). */
  conversationMemoryEnabled: (conversationId: string) => boolean;
  /** How many memories to add. Default 3. */
  limit?: number;
  /** Recall failing (e.g. a locked database) must not stop the chat; it is reported here and skipped. */
  onError?: (error: Error) => void;
}

export interface RecalledMemory {
  id: number;
  content: string;
  /** Stored by a run that had read untrusted content: the run reading it counts it as source `memory #<id>`. */
  untrusted?: boolean;
}

export type MemoryContext = (input: { conversationId: string; userMessage: string }) => RecalledMemory[];

export function createMemoryContext(deps: MemoryContextDeps): MemoryContext {
  const limit = deps.limit ?? 3;
  return ({ conversationId, userMessage }) => {
    if (!deps.autoRecall() || !deps.conversationMemoryEnabled(conversationId)) return [];
    try {
      return deps.memories
        .recall(userMessage, { limit })
        .map(({ id, content, untrustedSources }) =>
          untrustedSources ? { id, content, untrusted: true } : { id, content },
        );
    } catch (error) {
      deps.onError?.(error instanceof Error ? error : new Error(String(error)));
      return [];
    }
  };
}
