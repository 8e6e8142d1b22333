// The long-conversation scenario: opens a stored conversation of many messages in the real chat view (time to the
// first painted frame showing it, DOM size), then times new messages arriving through the agent event stream.
import type { AgentEvent } from '../../electron/shared/agent-events';
import type { Services } from '../../renderer/src/services';
import { activeView } from '../../renderer/src/stores/chat-store';
import { untilPainted } from './paint-timing';

export interface LongHarness {
  /**
   * Opens the conversation; resolves with ms from the navigation to the painted frame showing its last message, ms to
   * the painted frame once every message is in the view (the older ones join after the first paint), and the DOM's
   * element count then.
   */
  mount: (
    expectedItems: number,
    lastMessageId: string,
  ) => Promise<{ mountMs: number; wholeMs: number; nodes: number; rows: number }>;
  /** Streams one short new answer; resolves with ms from its first event to the frame that painted it. */
  newMessage: (index: number) => Promise<number>;
}

export function createLongHarness(
  services: Services,
  deliver: (event: AgentEvent) => void,
  conversationId: string,
): LongHarness {
  return {
    async mount(expectedItems, lastMessageId) {
      const started = performance.now();
      window.location.hash = `#/chat/${conversationId}`;
      const painted = await untilPainted(() => {
        const state = services.chat.getState();
        return (
          !state.loading &&
          state.activeId === conversationId &&
          document.querySelector(`[data-message-id="${lastMessageId}"]`) !== null
        );
      });
      const whole = await untilPainted(
        () =>
          activeView(services.chat.getState()).items.length === expectedItems &&
          document.querySelector(`[data-message-id="${lastMessageId}"]`) !== null,
      );
      return {
        mountMs: painted - started,
        wholeMs: whole - started,
        nodes: document.getElementsByTagName('*').length,
        rows: document.querySelectorAll('.message-row').length,
      };
    },
    async newMessage(index) {
      const runId = `new-run-${index}`;
      const messageId = `new-message-${index}`;
      const text = `New answer number ${index}, arriving while ${conversationId} is open.`;
      const started = performance.now();
      const events: AgentEvent[] = [
        { type: 'agent_start', runId, conversationId, at: Date.now() },
        { type: 'turn_start', runId, turn: 1 },
        { type: 'message_start', runId, messageId },
        { type: 'text_delta', runId, messageId, delta: text },
        { type: 'message_end', runId, messageId, status: 'complete', text, toolCalls: [], finishReason: 'stop' },
        { type: 'turn_end', runId, turn: 1 },
        { type: 'agent_end', runId, reason: 'done', finalText: text },
      ];
      for (const event of events) deliver(event);
      const painted = await untilPainted(() => document.querySelector(`[data-message-id="${messageId}"]`) !== null);
      return painted - started;
    },
  };
}
