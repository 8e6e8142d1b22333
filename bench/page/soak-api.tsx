// The renderer soak's stand-in core: the bench page's api plus chat:send, which stores the question, answers with the
// run's id like IPC, then streams that answer's agent events from one feed worker and stores the answer once it ends.
import type { HearthApi } from '../../renderer/src/api';
import type { MessageView } from '../../electron/shared/contract';
import { createBenchApi, type BenchApi } from './bench-api';
import { soakEvents } from './soak-content';
import { startSoakFeed, type SoakFeedMessage } from './soak-feed-worker';

export interface SoakSend {
  /** 1-based answer number. */
  index: number;
  messageId: string;
  /** performance.now() when chat:send was called. */
  sentAt: number;
  /** Resolves when the feed has posted the answer's last event. */
  fed: Promise<void>;
}

export interface SoakApi extends BenchApi {
  /** The sends so far, in order. */
  sends: SoakSend[];
}

export function createSoakApi(conversations: Map<string, MessageView[]>, deltasPerSecond: number): SoakApi {
  const bench = createBenchApi(conversations);
  const worker = startSoakFeed();
  const sends: SoakSend[] = [];
  /** Answers wait their turn: one run at a time, like the composer (Send is disabled while a reply runs). */
  let queue: Promise<void> = Promise.resolve();
  let current: (() => void) | null = null;
  worker.onmessage = (message: MessageEvent<SoakFeedMessage>) => {
    if ('done' in message.data) {
      current?.();
      return;
    }
    bench.deliver(message.data.event as never);
  };
  const store = (conversationId: string, message: Omit<MessageView, 'seq' | 'createdAt'>) => {
    const list = conversations.get(conversationId) ?? [];
    list.push({ ...message, seq: list.length, createdAt: Date.now() });
    conversations.set(conversationId, list);
  };
  const chatSend = async (request: { text: string; conversationId?: string }) => {
    const conversationId = request.conversationId ?? 'soak';
    const index = sends.length + 1;
    const runId = `soak-run-${index}`;
    const messageId = `soak-answer-${index}`;
    store(conversationId, { id: `soak-question-${index}`, role: 'user', content: request.text, status: 'complete' });
    const events = soakEvents(index, { runId, conversationId, messageId });
    const fed = (queue = queue.then(
      () =>
        new Promise<void>((resolve) => {
          current = () => {
            current = null;
            const end = events.at(-1);
            const text = end?.type === 'agent_end' ? (end.finalText ?? '') : '';
            store(conversationId, { id: messageId, role: 'assistant', content: text, status: 'complete' });
            resolve();
          };
          worker.postMessage({ events, deltasPerSecond });
        }),
    ));
    sends.push({ index, messageId, sentAt: performance.now(), fed });
    return { ok: true as const, data: { runId, conversationId } };
  };
  const api = new Proxy(bench.api, {
    get: (target, name, receiver) => (name === 'chatSend' ? chatSend : Reflect.get(target, name, receiver)),
  }) as HearthApi;
  return { ...bench, api, sends };
}
