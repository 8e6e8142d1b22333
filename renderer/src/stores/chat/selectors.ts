// Selectors over the chat store, so components read the narrow piece of state they show (and render only when it
// changes): the open conversation's view, its run, context reading and summary, and the project a new chat starts in.
import type { ConversationSummary } from '../../../../electron/shared/contract';
import type { ContextUsageView, ConversationView, RunView } from '../conversation-types';
import type { ChatState } from './chat-state';

/** Shown while a conversation loads; one shared frozen object so selectors stay referentially stable. */
const loadingView: ConversationView = Object.freeze({ items: [], tools: {} });

/** The open conversation's view, or the draft's when the chat is not created yet. */
export function activeView(state: ChatState): ConversationView {
  return state.activeId ? (state.views[state.activeId] ?? loadingView) : state.draft;
}

export function isRunning(view: ConversationView): boolean {
  return view.run?.status === 'running';
}

export const activeRun = (state: ChatState): RunView | undefined => activeView(state).run;
export const activeContext = (state: ChatState): ContextUsageView | undefined => activeView(state).context;
export const activeHasItems = (state: ChatState): boolean => activeView(state).items.length > 0;
export const activeIsRunning = (state: ChatState): boolean => isRunning(activeView(state));

/** The open conversation's entry in the list (undefined for a chat not created yet, or before the list has it). */
export function activeConversation(state: ChatState): ConversationSummary | undefined {
  return state.activeId ? state.conversations.find((conversation) => conversation.id === state.activeId) : undefined;
}

/** The open conversation's project, or the one the chat not yet created starts in (null: none). */
export function activeProjectId(state: ChatState): string | null {
  return state.activeId ? (activeConversation(state)?.projectId ?? null) : state.draftProjectId;
}
