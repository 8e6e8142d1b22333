// The renderer soak scenario: opens the soak conversation; the driver types each question into the real composer and
// presses Enter, then waits here until a painted frame shows the end of that answer and the run has ended.
import type { Services } from '../../renderer/src/services';
import { activeView, isRunning } from '../../renderer/src/stores/chat-store';
import { untilPainted } from './paint-timing';
import type { SoakApi } from './soak-api';
import { soakAnswerEnd } from './soak-content';

export interface SoakAnswerResult {
  /** ms from chat:send to the painted frame showing the whole answer with the run ended. */
  sendToPaintedMs: number;
  /** ms from the feed's last event to that frame (how far the view lagged behind the stream). */
  catchUpMs: number;
  /** Message rows mounted at that frame (the list is virtualized). */
  rows: number;
}

export interface SoakHarness {
  open: () => Promise<void>;
  /** Resolves once answer `index` (1-based) was sent, fully streamed, painted, and its run ended. */
  answered: (index: number) => Promise<SoakAnswerResult>;
}

export function createSoakHarness(services: Services, soak: SoakApi, conversationId: string): SoakHarness {
  const sendOf = async (index: number) => {
    await untilPainted(() => soak.sends.length >= index);
    return soak.sends[index - 1]!;
  };
  return {
    async open() {
      window.location.hash = `#/chat/${conversationId}`;
      await untilPainted(() => activeView(services.chat.getState()).items.length > 0);
    },
    async answered(index) {
      const send = await sendOf(index);
      let fedAt = Number.NaN;
      void send.fed.then(() => (fedAt = performance.now()));
      const end = soakAnswerEnd(index);
      const painted = await untilPainted(() => {
        if (Number.isNaN(fedAt) || isRunning(activeView(services.chat.getState()))) return false;
        const row = document.querySelector(`[data-message-id="${send.messageId}"]`);
        return (row?.textContent ?? '').includes(end);
      });
      return {
        sendToPaintedMs: painted - send.sentAt,
        catchUpMs: painted - fedAt,
        rows: document.querySelectorAll('.message-row').length,
      };
    },
  };
}
