// What the memory tools need: the store, and the per-conversation switch that turns memory off.
import type { MemoryStore } from '../../electron/shared/memory-types';

export interface MemoryToolDeps {
  store: MemoryStore;
  /** False when the user turned memory off for this conversation. Omitted: memory is on everywhere. */
  memoryEnabled?: (conversationId: string) => boolean;
}

export const MEMORY_OFF_MESSAGE =
  'Memory is turned off for this conversation, so nothing was read or stored. The user can turn it back on for this conversation.';

export function memoryIsOff(deps: MemoryToolDeps, conversationId: string | undefined): boolean {
  return conversationId !== undefined && deps.memoryEnabled !== undefined && !deps.memoryEnabled(conversationId);
}
