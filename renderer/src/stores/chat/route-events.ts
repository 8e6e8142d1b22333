// Routing a batch of agent events to the views of their conversations (through the runs map), adopting the draft for a
// brand-new chat; events of a conversation whose older messages are on their way are held back instead.
import type { AgentEvent } from '../../../../electron/shared/agent-events';
import { emptyConversationView } from '../conversation-types';
import { foldEvents } from '../conversation/fold-events';
import type { LabelOf } from '../conversation/tool-cards';
import type { ChatState } from './chat-state';

export function foldIntoState(
  state: ChatState,
  events: readonly AgentEvent[],
  labelOf: LabelOf,
  holds?: (conversationId: string) => boolean,
): { patch: Partial<ChatState>; held: Map<string, AgentEvent[]> } {
  const held = new Map<string, AgentEvent[]>();
  let runs = state.runs;
  let next: Partial<ChatState> = {};
  const byConversation = new Map<string, AgentEvent[]>();
  for (const event of events) {
    if (event.type === 'agent_start' && runs[event.runId] !== event.conversationId) {
      runs = { ...runs, [event.runId]: event.conversationId };
      if (!state.views[event.conversationId] && state.activeId === null && state.sending) {
        next = { ...next, activeId: event.conversationId, draft: emptyConversationView() };
        byConversation.set(event.conversationId, []);
      }
    }
    const conversationId = runs[event.runId];
    if (!conversationId) continue;
    const list = byConversation.get(conversationId) ?? [];
    list.push(event);
    byConversation.set(conversationId, list);
  }
  if (byConversation.size === 0) return { patch: runs === state.runs ? {} : { runs }, held };
  const views = { ...state.views };
  for (const [conversationId, list] of byConversation) {
    if (holds?.(conversationId)) {
      held.set(conversationId, list);
      continue;
    }
    const base = views[conversationId] ?? (next.activeId === conversationId ? state.draft : undefined);
    if (base) views[conversationId] = foldEvents(base, list, labelOf);
  }
  return { patch: { ...next, runs, views }, held };
}
