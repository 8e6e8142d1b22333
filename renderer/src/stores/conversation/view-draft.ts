// The working copy of a view while one batch of events folds onto it: items and tool cards copied once per batch, an
// assistant item copied on first change, so many small deltas per frame stay cheap.
import type { AssistantItem, ConversationView } from '../conversation-types';

export type ViewDraft = ReturnType<typeof createViewDraft>;

export function createViewDraft(view: ConversationView) {
  const items = view.items.slice();
  const tools = { ...view.tools };
  const copied = new Set<string>();
  // Replaced, never changed in place: a batch that leaves the run alone keeps it (the same object), so what shows the
  // run (the chat pane around the list) does not render again for every streamed frame.
  let run = view.run;
  let context = view.context;
  return {
    tools,
    items,
    get context() {
      return context;
    },
    set context(next) {
      context = next;
    },
    get run() {
      return run;
    },
    set run(next) {
      run = next;
    },
    /** Marks an item this batch already copied (it may be changed in place). */
    markCopied(id: string): void {
      copied.add(id);
    },
    /** The assistant item with this id, copied once per batch so it can be changed in place. */
    assistant(id: string, create: boolean): AssistantItem | undefined {
      for (let index = items.length - 1; index >= 0; index--) {
        const item = items[index]!;
        if (item.kind === 'assistant' && item.id === id) {
          if (!copied.has(id)) {
            items[index] = { ...item, toolCallIds: item.toolCallIds.slice() };
            copied.add(id);
          }
          return items[index] as AssistantItem;
        }
      }
      if (!create) return undefined;
      const fresh: AssistantItem = {
        kind: 'assistant',
        id,
        text: '',
        reasoning: '',
        status: 'streaming',
        toolCallIds: [],
      };
      items.push(fresh);
      copied.add(id);
      return fresh;
    },
    lastAssistant(): AssistantItem | undefined {
      const last = items.findLast((item) => item.kind === 'assistant');
      return last ? this.assistant(last.id, false) : undefined;
    },
    hasCall(callId: string): boolean {
      return items.some((item) => item.kind === 'assistant' && item.toolCallIds.includes(callId));
    },
    streamingIds(): string[] {
      return items.filter((item) => item.kind === 'assistant' && item.status === 'streaming').map((item) => item.id);
    },
    finish: (): ConversationView => ({ items, tools, ...(run ? { run } : {}), ...(context ? { context } : {}) }),
  };
}
