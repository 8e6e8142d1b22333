// answerSources: the web sources of a turn go under that turn's last answer text (only the cited ones when it cites
// any), failed calls and other tools add none, and each user message starts a new turn.
import { describe, expect, it } from 'vitest';
import { answerSources, sourcesKey } from '../../renderer/src/chat/answer-sources';
import type { ToolCardView, ViewItem } from '../../renderer/src/stores/conversation-types';

const source = (n: number, url: string) => ({ n, title: `Title ${n}`, url });

function card(callId: string, name: string, details: unknown, status: ToolCardView['status'] = 'done'): ToolCardView {
  return { callId, name, label: name, args: {}, status, output: '', content: 'x', details };
}

const searchCard = card('s1', 'web_search', {
  kind: 'web_sources',
  tool: 'web_search',
  query: 'q',
  sources: [source(1, 'https://a.example/'), source(2, 'https://b.example/'), source(3, 'https://c.example/')],
});
const fetchCard = card('f1', 'web_fetch', {
  kind: 'web_sources',
  tool: 'web_fetch',
  sources: [source(2, 'https://b.example/')],
});

const assistant = (id: string, text: string, toolCallIds: string[] = []): ViewItem => ({
  kind: 'assistant',
  id,
  text,
  reasoning: '',
  status: 'complete',
  toolCallIds,
});

describe('answerSources', () => {
  it('puts the cited sources of the turn under its final answer, in number order', () => {
    const items: ViewItem[] = [
      { kind: 'user', id: 'u1', text: 'what is sourdough?' },
      assistant('a1', '', ['s1']),
      assistant('a2', 'Let me read one.', ['f1']),
      assistant('a3', 'It is fermented bread [2], made with a starter [1].'),
    ];
    const byItem = answerSources(items, { s1: searchCard, f1: fetchCard });
    expect([...byItem.keys()]).toEqual(['a3']);
    expect(byItem.get('a3')).toEqual([source(1, 'https://a.example/'), source(2, 'https://b.example/')]);
  });

  it('shows every source when the answer cites none, and nothing for failed or non-web calls', () => {
    const failed = card('s2', 'web_search', searchCard.details, 'failed');
    const other = card('w1', 'weather', { kind: 'weather' });
    const items: ViewItem[] = [
      { kind: 'user', id: 'u1', text: 'q' },
      assistant('a1', 'Here is what I found.', ['s1']),
      { kind: 'user', id: 'u2', text: 'again' },
      assistant('a2', 'Nothing this time.', ['s2', 'w1']),
    ];
    const byItem = answerSources(items, { s1: searchCard, s2: failed, w1: other });
    expect(byItem.get('a1')?.map((entry) => entry.n)).toEqual([1, 2, 3]);
    expect(byItem.has('a2')).toBe(false);
  });

  it('gives a stable key for unchanged lists', () => {
    expect(sourcesKey([source(1, 'https://a.example/')])).toBe(sourcesKey([source(1, 'https://a.example/')]));
    expect(sourcesKey(undefined)).toBe('');
  });
});
