// The memory tools, built together from one store: memory_store, memory_recall, memory_forget, memory_list.
import type { AnyTool } from '../tool';
import type { MemoryToolDeps } from './memory-deps';
import { createMemoryForgetTool } from './memory-forget-tool';
import { createMemoryListTool } from './memory-list-tool';
import { createMemoryRecallTool } from './memory-recall-tool';
import { createMemoryStoreTool } from './memory-store-tool';

export type { MemoryToolDeps } from './memory-deps';
export { createMemoryForgetTool, createMemoryListTool, createMemoryRecallTool, createMemoryStoreTool };

export function createMemoryTools(deps: MemoryToolDeps): AnyTool[] {
  return [
    createMemoryStoreTool(deps),
    createMemoryRecallTool(deps),
    createMemoryForgetTool(deps),
    createMemoryListTool(deps),
  ];
}
