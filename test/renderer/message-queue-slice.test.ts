// The chat store's message queue (its queue slice): messages queued while a reply runs wait in order; the next goes out when
// the reply finishes, one per finished run; Stop (or a failure) keeps the queue; a send that fails puts it back first.
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { createChatStore, type ChatApi } from '../../renderer/src/stores/chat-store';

/** A window.hearth stand-in that records what was sent and answers each send with the next run id. */
function recordingApi(options: { refuse?: string } = {}) {
  const sent: string[] = [];
  let runs = 0;
  const api = {
    chatList: async () => ({ ok: true, data: [] }),
    chatSend: async ({ text }: { text: string }) => {
      if (options.refuse) return { ok: false, error: { kind: 'refused', message: options.refuse } };
      sent.push(text);
      runs += 1;
      return { ok: true, data: { runId: `r${runs}`, conversationId: 'c1' } };
    },
  } as unknown as ChatApi;
  return { api, sent };
}

const end = (runId: string, reason: 'done' | 'aborted' | 'error' = 'done'): AgentEvent => ({
  type: 'agent_end',
  runId,
  reason,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('message queue', () => {
  it('sends the queued messages one by one, each when the previous reply finished', async () => {
    const { api, sent } = recordingApi();
    const chat = createChatStore(api);
    await chat.getState().send('first');
    chat.getState().queueMessage('second');
    chat.getState().queueMessage('third');
    expect(chat.getState().queues.c1?.map((message) => message.text)).toEqual(['second', 'third']);
    expect(sent).toEqual(['first']);

    chat.getState().applyEvents([end('r1')]);
    await settle();
    expect(sent).toEqual(['first', 'second']);
    expect(chat.getState().queues.c1?.map((message) => message.text)).toEqual(['third']);
    chat.getState().applyEvents([end('r2')]);
    await settle();
    expect(sent).toEqual(['first', 'second', 'third']);
    expect(chat.getState().queues.c1).toBeUndefined();
  });

  it('Stop keeps the queue (nothing is sent), and edit and remove change what waits', async () => {
    const { api, sent } = recordingApi();
    const chat = createChatStore(api);
    await chat.getState().send('first');
    chat.getState().queueMessage('typo mesage');
    chat.getState().queueMessage('drop me');
    const [typo, drop] = chat.getState().queues.c1!;
    chat.getState().editQueued('c1', typo!.id, 'typo message');
    chat.getState().removeQueued('c1', drop!.id);
    chat.getState().applyEvents([end('r1', 'aborted')]);
    await settle();
    expect(sent).toEqual(['first']);
    expect(chat.getState().queues.c1?.map((message) => message.text)).toEqual(['typo message']);
    chat.getState().sendQueuedNow('c1', typo!.id);
    await settle();
    expect(sent).toEqual(['first', 'typo message']);
  });

  it('a queued message the runtime refuses goes back to the front of the queue', async () => {
    const options: { refuse?: string } = {};
    const { api, sent } = recordingApi(options);
    const chat = createChatStore(api);
    await chat.getState().send('first');
    chat.getState().queueMessage('keep me');
    chat.getState().queueMessage('and me');
    options.refuse = 'That conversation no longer exists.';
    chat.getState().applyEvents([end('r1')]);
    await settle();
    expect(sent).toEqual(['first']);
    expect(chat.getState().queues.c1?.map((message) => message.text)).toEqual(['keep me', 'and me']);
    expect(chat.getState().problem).toBe('That conversation no longer exists.');
  });

  it('a message queued before a new chat exists follows the chat once the runtime has created it', async () => {
    const { api, sent } = recordingApi();
    const chat = createChatStore(api);
    const first = chat.getState().send('first');
    chat.getState().queueMessage('second');
    expect(Object.keys(chat.getState().queues)).toEqual(['draft']);
    await first;
    expect(chat.getState().queues.c1?.map((message) => message.text)).toEqual(['second']);
    chat.getState().applyEvents([end('r1')]);
    await settle();
    expect(sent).toEqual(['first', 'second']);
  });
});
