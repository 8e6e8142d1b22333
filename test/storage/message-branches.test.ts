// Branches on a real database file: appends follow the path shown, a sibling starts a new branch, switching shows
// another branch up to its newest message, and paging reads only the path.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ConversationStore, createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, type Db, openDatabase, StorageError } from '../../electron/storage/database';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let db: Db;
let store: ConversationStore;

beforeEach(() => {
  db = openDatabase(path.join(temp.make('branches'), 'hearth.db')).db;
  store = createConversationStore(db);
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

const texts = (conversationId: string) => store.listMessages(conversationId).map((message) => message.content);

/** q1 → a1 → q2 → a2, then q2 edited (q2b → a2b): two branches after a1. */
function forkedConversation() {
  const { id } = store.create({ title: 'Trip' });
  const say = (role: 'user' | 'assistant', content: string, parentId?: string | null) =>
    store.appendMessage({ conversationId: id, role, content, ...(parentId !== undefined ? { parentId } : {}) });
  say('user', 'q1');
  const a1 = say('assistant', 'a1');
  const q2 = say('user', 'q2');
  const a2 = say('assistant', 'a2');
  const q2b = say('user', 'q2b', a1.id);
  const a2b = say('assistant', 'a2b');
  return { id, a1, q2, a2, q2b, a2b };
}

describe('message branches', () => {
  it('a message appended with an earlier parent starts a branch, and the path shown follows it', () => {
    const { id, q2, q2b } = forkedConversation();
    expect(texts(id)).toEqual(['q1', 'a1', 'q2b', 'a2b']);
    const branches = store.listBranches(id);
    expect(branches.get(q2.id)).toEqual({ index: 1, count: 2, previousId: null, nextId: q2b.id });
    expect(branches.get(q2b.id)).toEqual({ index: 2, count: 2, previousId: q2.id, nextId: null });
    expect(branches.size).toBe(2);
  });

  it('showing a branch ends the path at its newest message; later appends continue that branch', () => {
    const { id, q2, q2b } = forkedConversation();
    store.showBranch(id, q2.id);
    expect(texts(id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    store.appendMessage({ conversationId: id, role: 'user', content: 'q3' });
    expect(texts(id)).toEqual(['q1', 'a1', 'q2', 'a2', 'q3']);
    store.showBranch(id, q2b.id);
    expect(texts(id)).toEqual(['q1', 'a1', 'q2b', 'a2b']);
    store.showBranch(id, q2.id);
    expect(texts(id)).toEqual(['q1', 'a1', 'q2', 'a2', 'q3']);
  });

  it('a new first message (parent null) is a sibling of the first question', () => {
    const { id } = forkedConversation();
    store.appendMessage({ conversationId: id, role: 'user', content: 'q1 again', parentId: null });
    expect(texts(id)).toEqual(['q1 again']);
    const first = store.listMessages(id)[0]!;
    expect(store.listBranches(id).get(first.id)).toMatchObject({ index: 2, count: 2 });
  });

  it('ending the path at a message hides what came after it until an answer is appended there', () => {
    const { id, q2b, a2b } = forkedConversation();
    store.setPathEnd(id, q2b.id);
    expect(texts(id)).toEqual(['q1', 'a1', 'q2b']);
    store.appendMessage({ conversationId: id, role: 'assistant', content: 'a2c' });
    expect(texts(id)).toEqual(['q1', 'a1', 'q2b', 'a2c']);
    expect(store.listBranches(id).get(a2b.id)).toMatchObject({ index: 1, count: 2 });
  });

  it('paging with limit and beforeSeq reads only the path shown', () => {
    const { id, a2b } = forkedConversation();
    expect(store.listMessages(id, { limit: 2 }).map((message) => message.content)).toEqual(['q2b', 'a2b']);
    expect(store.listMessages(id, { limit: 2, beforeSeq: a2b.seq }).map((message) => message.content)).toEqual([
      'a1',
      'q2b',
    ]);
  });

  it('refuses a parent or a branch from another conversation, and changes nothing', () => {
    const { id, q2 } = forkedConversation();
    const other = store.create({ title: 'Other' });
    expect(() =>
      store.appendMessage({ conversationId: other.id, role: 'user', content: 'x', parentId: q2.id }),
    ).toThrow(StorageError);
    expect(store.listMessages(other.id)).toEqual([]);
    expect(() => store.showBranch(other.id, q2.id)).toThrow('That message is not in this conversation.');
    expect(texts(id)).toEqual(['q1', 'a1', 'q2b', 'a2b']);
  });

  it('a conversation whose shown end was deleted falls back to its newest message', () => {
    const { id, a1 } = forkedConversation();
    store.deleteMessagesAfter(id, a1.seq);
    expect(texts(id)).toEqual(['q1', 'a1']);
    store.appendMessage({ conversationId: id, role: 'user', content: 'q2c' });
    expect(texts(id)).toEqual(['q1', 'a1', 'q2c']);
  });

  it('a damaged parent (a cycle, a later message) ends the walk instead of looping', () => {
    const { id, q2b } = forkedConversation();
    const first = store.listMessages(id)[0]!;
    db.prepare('UPDATE messages SET parent_id = ? WHERE id = ?').run(q2b.id, first.id); // q1 → q2b → a1 → q1 …
    expect(texts(id)).toEqual(['q1', 'a1', 'q2b', 'a2b']);
  });
});
