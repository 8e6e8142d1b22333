// The Web Worker that plays the model: it posts one text_delta per token at a fixed rate on its own thread, so events
// queue up on the page's main thread exactly like IPC messages would when the renderer falls behind.
// feedWorkerMain is stringified into a Blob worker, so it must not use anything from outside its own body.

export interface FeedRequest {
  tokens: string[];
  tokensPerSecond: number;
  runId: string;
  conversationId: string;
  messageId: string;
}

/** Posted for every event: the event, when it was sent (epoch ms, high resolution) and the token index if any. */
export interface FeedMessage {
  event: { type: string; [key: string]: unknown };
  sentAt: number;
  token?: number;
}

interface WorkerScope {
  postMessage: (message: FeedMessage) => void;
  onmessage: ((event: MessageEvent<FeedRequest>) => void) | null;
}

export function feedWorkerMain(scope: WorkerScope): void {
  const clock = (): number => performance.timeOrigin + performance.now();
  scope.onmessage = (message) => {
    const request = message.data;
    const base = { runId: request.runId };
    const post = (event: FeedMessage['event'], token?: number): void =>
      scope.postMessage({ event, sentAt: clock(), ...(token === undefined ? {} : { token }) });
    post({ type: 'agent_start', ...base, conversationId: request.conversationId, at: Date.now() });
    post({ type: 'turn_start', ...base, turn: 1 });
    post({ type: 'message_start', ...base, messageId: request.messageId });
    const started = clock();
    let sent = 0;
    const tick = (): void => {
      const due = Math.min(request.tokens.length, Math.floor(((clock() - started) * request.tokensPerSecond) / 1000));
      for (; sent < due; sent += 1)
        post({ type: 'text_delta', ...base, messageId: request.messageId, delta: request.tokens[sent] }, sent);
      if (sent < request.tokens.length) {
        setTimeout(tick, 2);
        return;
      }
      const text = request.tokens.join('');
      post({
        type: 'message_end',
        ...base,
        messageId: request.messageId,
        status: 'complete',
        text,
        toolCalls: [],
        finishReason: 'stop',
      });
      post({ type: 'turn_end', ...base, turn: 1 });
      post({ type: 'agent_end', ...base, reason: 'done', finalText: text });
    };
    tick();
  };
}

export function startFeedWorker(): Worker {
  const source = `(${feedWorkerMain.toString()})(self);`;
  return new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
}
