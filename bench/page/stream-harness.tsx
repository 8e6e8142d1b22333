// The streaming scenario: opens a conversation, then streams the answer from the feed worker into the real chat view
// and records, per token, when it was sent and when a painted frame first showed it; plus frame times.
import type { AgentEvent } from '../../electron/shared/agent-events';
import type { Services } from '../../renderer/src/services';
import { activeView } from '../../renderer/src/stores/chat-store';
import { benchAnswer, tokensOf } from './bench-content';
import { startFeedWorker, type FeedMessage, type FeedRequest } from './feed-worker';
import { epochNow, everyFrame, untilPainted } from './paint-timing';

export interface StreamResult {
  tokens: number;
  /** Epoch ms when the first and the last token were sent by the worker. */
  firstSentAt: number;
  lastSentAt: number;
  /** Epoch ms of the first painted frame showing the whole answer, or of the give-up deadline. */
  caughtUpAt: number;
  /** False when the view had not shown the whole answer by the deadline (stream end + maxCatchUpMs). */
  caughtUp: boolean;
  /** Characters shown in the first frame painted after the last token was sent. */
  shownAtStreamEnd: number;
  /** Characters shown when the run ended (all of them once caught up). */
  shownAtEnd: number;
  /** Per token: painted − sent, ms; for tokens never shown, deadline − sent (a lower bound). */
  latencies: number[];
  /** Frame start times (epoch ms) while the stream ran and caught up. */
  frames: number[];
  /** The end of the answer is in the DOM (the view really rendered it). */
  domShowsEnd: boolean;
}

export interface StreamHarness {
  open: () => Promise<void>;
  /** Starts streaming; `done` resolves once the whole answer has been painted. */
  start: (options: { chars: number; tokensPerSecond: number; maxCatchUpMs: number }) => {
    tokens: number;
    done: Promise<StreamResult>;
  };
}

const CONVERSATION = 'stream';

export function createStreamHarness(services: Services, deliver: (event: AgentEvent) => void): StreamHarness {
  const shownChars = (messageId: string): number => {
    const item = activeView(services.chat.getState()).items.find((candidate) => candidate.id === messageId);
    return item?.kind === 'assistant' ? item.text.length : 0;
  };
  return {
    async open() {
      window.location.hash = `#/chat/${CONVERSATION}`;
      await untilPainted(() => activeView(services.chat.getState()).items.length > 0);
    },
    start({ chars, tokensPerSecond, maxCatchUpMs }) {
      const answer = benchAnswer(chars);
      const tokens = tokensOf(answer, 4);
      const tokenEnd = tokens.map((_, i) => Math.min(answer.length, (i + 1) * 4));
      const sentAt: number[] = [];
      const latencies: number[] = [];
      const frames: number[] = [];
      const messageId = `answer-${Date.now()}`;
      const worker = startFeedWorker();
      const streamMs = (tokens.length / tokensPerSecond) * 1000;
      // Set when the first token arrives: past it, queued events are dropped so a view that cannot keep up still ends.
      let deadline = Number.POSITIVE_INFINITY;
      let covered = 0;
      let shownAtStreamEnd = -1;
      const done = new Promise<StreamResult>((resolve) => {
        const loop = everyFrame(
          (time) => frames.push(epochNow(time)),
          (now) => {
            const shown = shownChars(messageId);
            const paintedAt = epochNow(now);
            const lastSent = sentAt[tokens.length - 1];
            if (shownAtStreamEnd < 0 && lastSent !== undefined && paintedAt >= lastSent) shownAtStreamEnd = shown;
            while (covered < tokens.length && tokenEnd[covered]! <= shown && sentAt[covered] !== undefined) {
              latencies.push(paintedAt - sentAt[covered]!);
              covered += 1;
            }
            const caughtUp = covered === tokens.length;
            if (!caughtUp && paintedAt < deadline) return;
            loop.stop();
            worker.terminate();
            for (let i = covered; i < tokens.length; i += 1)
              latencies.push(deadline - (sentAt[i] ?? sentAt[0]! + (i / tokensPerSecond) * 1000));
            const lastHeading = answer.slice(answer.lastIndexOf('## Section')).split('\n')[0]!.replace(/^## /, '');
            resolve({
              tokens: tokens.length,
              firstSentAt: sentAt[0]!,
              lastSentAt: lastSent ?? sentAt[0]! + streamMs,
              caughtUpAt: caughtUp ? paintedAt : deadline,
              caughtUp,
              shownAtStreamEnd: shownAtStreamEnd < 0 ? shown : shownAtStreamEnd,
              shownAtEnd: shown,
              latencies,
              frames,
              domShowsEnd: (document.querySelector(`[data-message-id="${messageId}"]`)?.textContent ?? '').includes(
                lastHeading,
              ),
            });
          },
        );
      });
      worker.onmessage = (message: MessageEvent<FeedMessage>) => {
        const { token } = message.data;
        if (token !== undefined) sentAt[token] = message.data.sentAt;
        if (token === 0) deadline = message.data.sentAt + streamMs + maxCatchUpMs;
        if (epochNow() > deadline) return;
        deliver(message.data.event as AgentEvent);
      };
      const request: FeedRequest = {
        tokens,
        tokensPerSecond,
        runId: `run-${messageId}`,
        conversationId: CONVERSATION,
        messageId,
      };
      worker.postMessage(request);
      return { tokens: tokens.length, done };
    },
  };
}
