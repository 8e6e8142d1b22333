// The history window on a real database file: for conversations built by a seeded random mix of questions, answers
// with tool results, compactions (folding a prefix and keeping newer messages before the summary row), branches and
// branch switches, compactedHistory() of the window equals compactedHistory() of the whole path shown, while the
// window leaves folded messages unread.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compactedHistory } from '../../electron/agent/context/compacted-history';
import { type ConversationStore, createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, type Db, openDatabase } from '../../electron/storage/database';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let db: Db;
let store: ConversationStore;

beforeEach(() => {
  db = openDatabase(path.join(temp.make('window'), 'hearth.db')).db;
  store = createConversationStore(db);
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

/** mulberry32: a small seeded PRNG so a failure replays. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function compaction(conversationId: string, throughSeq: number, folded: number, method: 'summary' | 'trim') {
  return store.appendMessage({
    conversationId,
    role: 'system',
    content: `summary through ${throughSeq}`,
    details: { compaction: { folded, throughSeq, method } },
  });
}

function expectSameHistory(conversationId: string) {
  const full = store.listMessages(conversationId);
  const window = store.listHistoryWindow(conversationId);
  expect(compactedHistory(window)).toEqual(compactedHistory(full));
  return { full, window };
}

describe('listHistoryWindow', () => {
  it('is the whole path when nothing was compacted, and empty for an empty conversation', () => {
    const { id } = store.create({ title: 'plain' });
    expect(store.listHistoryWindow(id)).toEqual([]);
    store.appendMessage({ conversationId: id, role: 'user', content: 'q1' });
    store.appendMessage({ conversationId: id, role: 'assistant', content: 'a1' });
    expect(store.listHistoryWindow(id)).toEqual(store.listMessages(id));
  });

  it('reads the newest compaction, the messages it kept before its row and what came after, nothing it folded', () => {
    const { id } = store.create({ title: 'folded' });
    for (let i = 1; i <= 6; i += 1)
      store.appendMessage({ conversationId: id, role: i % 2 ? 'user' : 'assistant', content: `m${i}` });
    compaction(id, 4, 4, 'summary'); // folds m1–m4, keeps m5, m6 (stored before the summary row)
    store.appendMessage({ conversationId: id, role: 'user', content: 'm8' });
    const { window } = expectSameHistory(id);
    expect(window.map((message) => message.content)).toEqual(['m5', 'm6', 'summary through 4', 'm8']);
  });

  it('a damaged compaction row is no compaction, in both reads', () => {
    const { id } = store.create({ title: 'damaged' });
    store.appendMessage({ conversationId: id, role: 'user', content: 'q1' });
    store.appendMessage({ conversationId: id, role: 'assistant', content: 'a1' });
    store.appendMessage({
      conversationId: id,
      role: 'system',
      content: 'bad',
      details: { compaction: { folded: 2, throughSeq: 2, method: 'shrug' } },
    });
    store.appendMessage({ conversationId: id, role: 'user', content: 'q2' });
    const { window, full } = expectSameHistory(id);
    expect(window).toEqual(full);
  });

  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`matches the full load over a random conversation (seed ${seed})`, () => {
      const random = prng(seed);
      const { id } = store.create({ title: `random ${seed}` });
      let unreadSomewhere = false;
      for (let step = 0; step < 160; step += 1) {
        const roll = random();
        const path = store.listMessages(id);
        if (roll < 0.35) {
          store.appendMessage({ conversationId: id, role: 'user', content: `q${step}` });
        } else if (roll < 0.7) {
          const calls = random() < 0.4 ? [{ id: `c${step}`, name: 'echo', arguments: '{}' }] : undefined;
          store.appendMessage({
            conversationId: id,
            role: 'assistant',
            content: `a${step}`,
            ...(calls ? { toolCalls: calls } : {}),
          });
          if (calls)
            store.appendMessage({ conversationId: id, role: 'tool', content: `r${step}`, toolCallId: `c${step}` });
        } else if (roll < 0.85) {
          // Fold a prefix of the live messages, as compaction does (throughSeq is a live message's seq).
          const live = compactedHistory(path).live;
          if (live.length >= 2) {
            const cut = live[Math.floor(random() * (live.length - 1))]!;
            compaction(id, cut.seq, live.indexOf(cut) + 1, random() < 0.8 ? 'summary' : 'trim');
          }
        } else if (roll < 0.95 && path.length > 2) {
          // A new version of an earlier question (a branch).
          const parent = path[Math.floor(random() * (path.length - 1))]!;
          store.appendMessage({ conversationId: id, role: 'user', content: `edit${step}`, parentId: parent.id });
        } else if (path.length > 0) {
          const all = db.prepare('SELECT id FROM messages WHERE conversation_id = ?').all(id) as { id: string }[];
          store.showBranch(id, all[Math.floor(random() * all.length)]!.id);
        }
        const { full, window } = expectSameHistory(id);
        if (window.length < full.length) unreadSomewhere = true;
      }
      expect(unreadSomewhere).toBe(true);
    });
  }
});
