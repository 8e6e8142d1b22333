// The conversation view's compaction markers, cut-off answers and context meter reading: from stored messages
// (chat:load) and from the live event stream, the same either way.
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../electron/shared/agent-events';
import type { MessageView } from '../../electron/shared/contract';
import { foldEvents } from '../../renderer/src/stores/conversation/fold-events';
import { viewFromMessages } from '../../renderer/src/stores/conversation/stored-view';
import { emptyConversationView } from '../../renderer/src/stores/conversation-types';

const message = (seq: number, fields: Partial<MessageView>): MessageView => ({
  id: `m${seq}`,
  seq,
  role: 'user',
  content: '',
  status: 'complete',
  createdAt: seq,
  ...fields,
});

describe('context view', () => {
  it('builds markers, cut-off marks and the meter from stored messages', () => {
    const view = viewFromMessages([
      message(1, { content: 'hi' }),
      message(2, {
        role: 'assistant',
        content: 'Long answ',
        details: {
          finishReason: 'length',
          usage: { promptTokens: 900, completionTokens: 100, estimated: false },
          contextTokens: 2000,
        },
      }),
      message(3, { content: 'more' }),
      message(4, {
        role: 'system',
        content: 'The user said hi.',
        details: { compaction: { folded: 2, throughSeq: 2, method: 'summary' } },
      }),
      message(5, { role: 'system', content: 'a stored notice without a compaction record' }),
      message(6, {
        role: 'assistant',
        content: 'Done.',
        details: {
          finishReason: 'stop',
          usage: { promptTokens: 300, completionTokens: 20, estimated: true },
          contextTokens: 2000,
        },
      }),
    ]);
    expect(view.items.map((item) => item.kind)).toEqual(['user', 'assistant', 'user', 'compaction', 'assistant']);
    expect(view.items[1]).toMatchObject({ kind: 'assistant', cutOff: true });
    expect(view.items[4]).not.toHaveProperty('cutOff');
    expect(view.items[3]).toEqual({
      kind: 'compaction',
      id: 'm4',
      folded: 2,
      method: 'summary',
      summary: 'The user said hi.',
    });
    expect(view.context).toEqual({ usedTokens: 320, windowTokens: 2000, estimated: true });
  });

  it('shows a continuation as the one answer it completes, live and after a reload', () => {
    const runId = 'r2';
    const cut = viewFromMessages([
      message(1, { content: 'steps?' }),
      message(2, { role: 'assistant', content: '1. Mix the', details: { finishReason: 'length' } }),
    ]);
    const live = foldEvents(cut, [
      { type: 'agent_start', runId, conversationId: 'c1', at: 1 },
      { type: 'message_start', runId, messageId: 'a2' },
      { type: 'text_delta', runId, messageId: 'a2', delta: ' flour' },
    ]);
    expect(live.items.at(-1)).toMatchObject({
      kind: 'assistant',
      id: 'a2',
      text: '1. Mix the flour',
      status: 'streaming',
    });
    const done = foldEvents(live, [
      { type: 'message_end', runId, messageId: 'a2', status: 'complete', text: ' flour and water.', toolCalls: [] },
    ]);
    expect(done.items).toHaveLength(2);
    expect(done.items[1]).toMatchObject({ text: '1. Mix the flour and water.', status: 'complete' });
    expect(done.items[1]).not.toHaveProperty('cutOff', true);
    const reloaded = viewFromMessages([
      message(1, { content: 'steps?' }),
      message(2, { role: 'assistant', content: '1. Mix the', details: { finishReason: 'length' } }),
      message(3, { role: 'assistant', content: ' flour and water.', details: { finishReason: 'stop' } }),
    ]);
    expect(reloaded.items).toHaveLength(2);
    expect(reloaded.items[1]).toMatchObject({ text: '1. Mix the flour and water.', cutOff: false });
  });

  it('folds compaction and message_end events into the same view', () => {
    const runId = 'r1';
    const events: AgentEvent[] = [
      { type: 'agent_start', runId, conversationId: 'c1', at: 1 },
      { type: 'turn_start', runId, turn: 1 },
      {
        type: 'compaction',
        runId,
        folded: 4,
        method: 'trim',
        throughSeq: 4,
        summary: '[4 earlier messages were left out]',
      },
      { type: 'message_start', runId, messageId: 'a1' },
      {
        type: 'message_end',
        runId,
        messageId: 'a1',
        status: 'complete',
        text: 'Cut',
        toolCalls: [],
        finishReason: 'length',
        usage: { promptTokens: 1500, completionTokens: 200, estimated: false },
        contextTokens: 2000,
      },
    ];
    const view = foldEvents(emptyConversationView(), events);
    expect(view.items).toEqual([
      {
        kind: 'compaction',
        id: 'compaction-r1-4',
        folded: 4,
        method: 'trim',
        summary: '[4 earlier messages were left out]',
      },
      expect.objectContaining({ kind: 'assistant', id: 'a1', text: 'Cut', cutOff: true }),
    ]);
    expect(view.context).toEqual({ usedTokens: 1700, windowTokens: 2000, estimated: false });
  });
});
