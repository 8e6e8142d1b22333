// Opening a long conversation on its newest turns: the cut newestTurnsStart chooses, joined back with joinViews, gives
// exactly viewFromMessages of the whole conversation (items, tool cards, the context meter), for generated
// conversations with tool calls, repeated call ids, cut-off answers and their continuations, compactions and branches;
// and viewFromMessages itself still reads the finish reason and the newest context reading as folding every answer did.
import { describe, expect, it } from 'vitest';
import type { MessageView } from '../../electron/shared/contract';
import { assistantDetailsOf } from '../../electron/shared/message-details';
import { newestTurnsStart } from '../../electron/shared/newest-turns';
import { joinViews, viewFromMessages } from '../../renderer/src/stores/conversation/stored-view';
import { seededRandom } from './seeded-random';

/** A stored conversation: turns of a question, answers with tool calls and their results, cut-offs, compactions. */
function conversation(seed: number, turns: number): MessageView[] {
  const next = seededRandom(seed);
  const messages: MessageView[] = [];
  const push = (fields: Partial<MessageView> & Pick<MessageView, 'role'>) =>
    messages.push({
      id: `m${messages.length}`,
      seq: messages.length,
      content: `text ${messages.length}`,
      status: 'complete',
      createdAt: messages.length,
      ...fields,
    });
  for (let turn = 0; turn < turns; turn++) {
    if (next() < 0.05)
      push({
        role: 'system',
        content: 'summary',
        details: { compaction: { folded: 4, throughSeq: 3, method: 'summary' } },
      });
    push({ role: 'user', ...(next() < 0.1 ? { branch: { index: 2, count: 2, previousId: 'x', nextId: null } } : {}) });
    const steps = Math.floor(next() * 3);
    for (let step = 0; step < steps; step++) {
      // Some providers number calls per request (call_0, call_1…): ids repeat across turns.
      const ids = Array.from({ length: 1 + Math.floor(next() * 2) }, (_, k) =>
        next() < 0.4 ? `call_${k}` : `c${turn}-${step}-${k}`,
      );
      push({
        role: 'assistant',
        content: '',
        toolCalls: ids.map((id) => ({ id, name: next() < 0.5 ? 'shell' : 'web_fetch', arguments: `{"n":${turn}}` })),
        details: { usage: { promptTokens: turn, completionTokens: 1, estimated: false }, contextTokens: 1000 },
      });
      for (const id of ids)
        if (next() < 0.9)
          push({
            role: 'tool',
            toolCallId: id,
            toolName: 'shell',
            status: next() < 0.8 ? 'complete' : 'error',
            details: { durationMs: turn, ...(next() < 0.3 ? { errorType: 'denied' } : {}) },
          });
    }
    const cut = next() < 0.15;
    push({
      role: 'assistant',
      ...(next() < 0.1 ? { branch: { index: 1, count: 3, previousId: null, nextId: 'y' } } : {}),
      details: {
        finishReason: cut ? 'length' : 'stop',
        ...(next() < 0.7
          ? { usage: { promptTokens: 10 * turn, completionTokens: 5, estimated: next() < 0.5 }, contextTokens: 8000 }
          : {}),
      },
    });
    if (cut && next() < 0.7) push({ role: 'assistant', content: ' continued', details: { finishReason: 'stop' } });
  }
  return messages;
}

describe('newest turns first', () => {
  it('the newest turns joined after the older ones are exactly the view of the whole conversation', () => {
    let cuts = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const messages = conversation(seed, 5 + (seed % 40));
      const whole = viewFromMessages(messages);
      for (const minTail of [1, 4, 16, 40]) {
        const cut = newestTurnsStart(messages, minTail);
        if (cut === 0) continue;
        cuts += 1;
        expect(messages[cut]!.role).toBe('user');
        expect(messages.length - cut).toBeGreaterThanOrEqual(minTail);
        const joined = joinViews(viewFromMessages(messages.slice(0, cut)), viewFromMessages(messages.slice(cut)));
        expect(joined, `seed ${seed}, cut ${cut}`).toEqual(whole);
      }
    }
    expect(cuts).toBeGreaterThan(100);
  });

  it('does not cut between a tool call and a result that answers it after a question', () => {
    const messages: MessageView[] = [
      { id: 'u1', seq: 0, role: 'user', content: 'go', status: 'complete', createdAt: 0 },
      {
        id: 'a1',
        seq: 1,
        role: 'assistant',
        content: '',
        status: 'complete',
        createdAt: 1,
        toolCalls: [{ id: 'late', name: 'shell', arguments: '{}' }],
      },
      { id: 'u2', seq: 2, role: 'user', content: 'and?', status: 'complete', createdAt: 2 },
      { id: 't1', seq: 3, role: 'tool', toolCallId: 'late', content: 'ok', status: 'complete', createdAt: 3 },
      { id: 'a2', seq: 4, role: 'assistant', content: 'done', status: 'complete', createdAt: 4 },
    ];
    expect(newestTurnsStart(messages, 1)).toBe(0);
    expect(viewFromMessages(messages).tools.late).toMatchObject({ args: {}, status: 'done', content: 'ok' });
  });

  it('leaves short conversations whole', () => {
    const messages = conversation(7, 3);
    expect(newestTurnsStart(messages, messages.length + 1)).toBe(0);
    expect(newestTurnsStart([], 16)).toBe(0);
  });

  it('the newer view keeps its items, so their rows do not re-render, and its run', () => {
    const messages = conversation(3, 30);
    const cut = newestTurnsStart(messages, 16);
    const newer = { ...viewFromMessages(messages.slice(cut)), run: { runId: 'r', status: 'done' as const } };
    const joined = joinViews(viewFromMessages(messages.slice(0, cut)), newer);
    expect(joined.items.slice(-newer.items.length).every((item, index) => item === newer.items[index])).toBe(true);
    expect(joined.run).toEqual({ runId: 'r', status: 'done' });
  });

  it('reads the cut-off mark and the newest context reading as parsing every answer did', () => {
    for (let seed = 100; seed < 130; seed++) {
      const messages = conversation(seed, 20);
      // Damaged details read as absent, as assistantDetailsOf reads them.
      messages.push({
        id: 'bad',
        seq: 999,
        role: 'assistant',
        content: 'x',
        status: 'complete',
        createdAt: 999,
        details: { usage: 'broken', contextTokens: 'many', finishReason: 42 },
      });
      let context: { usedTokens: number; windowTokens: number; estimated: boolean } | undefined;
      for (const message of messages) {
        if (message.role !== 'assistant') continue;
        const details = assistantDetailsOf(message.details);
        if (details.usage && details.contextTokens)
          context = {
            usedTokens: details.usage.promptTokens + details.usage.completionTokens,
            windowTokens: details.contextTokens,
            estimated: details.usage.estimated,
          };
      }
      const view = viewFromMessages(messages);
      expect(view.context).toEqual(context);
      const cutOffIds = messages
        .filter(
          (message) => message.role === 'assistant' && assistantDetailsOf(message.details).finishReason === 'length',
        )
        .map((message) => message.id);
      for (const item of view.items) if (item.kind === 'assistant' && item.cutOff) expect(cutOffIds).toContain(item.id);
    }
  });
});
