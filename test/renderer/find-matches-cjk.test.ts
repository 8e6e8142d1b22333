// Find in conversation's data search in Chinese, Japanese and Korean: a 1-, 2- or 3-character word inside a sentence
// without spaces, and a Korean noun with its particle, are found at every occurrence, in order.
import { describe, expect, it } from 'vitest';
import { findMatches } from '../../renderer/src/chat/find/find-matches';
import type { ViewItem } from '../../renderer/src/stores/conversation-types';

const items: ViewItem[] = [
  { kind: 'user', id: 'q1', text: '我最喜欢的茶是乌龙茶' },
  { kind: 'assistant', id: 'a1', text: '乌龙茶很好。', reasoning: '', status: 'complete', toolCallIds: [] },
  { kind: 'user', id: 'q2', text: '나는 아침마다 보리차를 마신다' },
  { kind: 'user', id: 'q3', text: '私は毎朝緑茶を飲みます' },
];

describe('find in conversation, CJK', () => {
  it.each([
    [
      '茶',
      [
        [0, 0],
        [0, 1],
        [1, 0],
        [3, 0],
      ],
    ],
    [
      '乌龙',
      [
        [0, 0],
        [1, 0],
      ],
    ],
    [
      '乌龙茶',
      [
        [0, 0],
        [1, 0],
      ],
    ],
    ['보리차', [[2, 0]]],
    ['緑茶', [[3, 0]]],
  ])('%s', (query, expected) => {
    expect(findMatches(items, query).map(({ row, occurrence }) => [row, occurrence])).toEqual(expected);
  });
});
