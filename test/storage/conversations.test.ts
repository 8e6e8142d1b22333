// Conversation store round trips on a real database file: conversations, messages, JSON columns, ordering.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ConversationStore, createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, type Db, openDatabase, StorageError } from '../../electron/storage/database';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let db: Db;
let clock: number;
let store: ConversationStore;

beforeEach(() => {
  db = openDatabase(path.join(temp.make('conv'), 'hearth.db')).db;
  clock = 1_000;
  store = createConversationStore(db, { now: () => clock });
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

describe('conversations', () => {
  it('creates with defaults and reads back', () => {
    const created = store.create();
    expect(created).toEqual({
      id: expect.any(String),
      title: '',
      kind: 'chat',
      memoryEnabled: true,
      createdAt: 1_000,
      updatedAt: 1_000,
      modelProvider: null,
      model: null,
      projectId: null,
    });
    expect(store.get(created.id)).toEqual(created);
    expect(store.get('nope')).toBeUndefined();
    const quick = store.create({ title: 'Quick one', kind: 'quick', memoryEnabled: false });
    expect(store.get(quick.id)).toMatchObject({ title: 'Quick one', kind: 'quick', memoryEnabled: false });
  });

  it('lists most recently active first, filtered by kind and limited', () => {
    const a = store.create({ title: 'a' });
    clock = 2_000;
    const b = store.create({ title: 'b', kind: 'job' });
    clock = 3_000;
    const c = store.create({ title: 'c', kind: 'quick' });
    clock = 4_000;
    store.appendMessage({ conversationId: a.id, role: 'user', content: 'bump a' });
    expect(store.list().map((x) => x.title)).toEqual(['a', 'c', 'b']);
    expect(store.list({ limit: 2 }).map((x) => x.title)).toEqual(['a', 'c']);
    expect(store.list({ kinds: ['job', 'quick'] }).map((x) => x.id)).toEqual([c.id, b.id]);
    expect(store.list({ kinds: [] })).toEqual([]);
  });

  it('renames without reordering, toggles memory, and removes (hidden, then purged with its messages)', () => {
    const conversation = store.create({ title: 'old' });
    store.appendMessage({ conversationId: conversation.id, role: 'user', content: 'hello there' });
    clock = 9_000;
    expect(store.rename(conversation.id, 'new "title" with \'quotes\'')).toBe(true);
    expect(store.get(conversation.id)).toMatchObject({ title: 'new "title" with \'quotes\'', updatedAt: 1_000 });
    expect(store.setMemoryEnabled(conversation.id, false)).toBe(true);
    expect(store.get(conversation.id)?.memoryEnabled).toBe(false);
    expect(store.rename('missing', 'x')).toBe(false);
    expect(store.setMemoryEnabled('missing', true)).toBe(false);

    expect(store.remove(conversation.id)).toBe(true);
    expect(store.get(conversation.id)).toBeUndefined();
    expect(store.search('hello')).toEqual([]); // hidden while it can still be restored
    expect(store.remove(conversation.id)).toBe(false);
    expect(store.purgeDeleted(clock + 1)).toEqual([conversation.id]);
    expect(store.listMessages(conversation.id)).toEqual([]);
    expect(store.restore(conversation.id)).toBe(false);
  });
});

describe('messages', () => {
  it('appends with consecutive seq, round-trips every field, and bumps the conversation', () => {
    const conversation = store.create();
    clock = 5_000;
    const user = store.appendMessage({ conversationId: conversation.id, role: 'user', content: 'What is in /tmp?' });
    const assistant = store.appendMessage({
      conversationId: conversation.id,
      role: 'assistant',
      content: '',
      reasoning: 'I should list it.',
      toolCalls: [{ id: 'call_1', name: 'shell', arguments: '{"command":"ls /tmp"}' }],
      status: 'incomplete',
      details: { model: 'm', usage: { tokens: 12 } },
    });
    const tool = store.appendMessage({
      conversationId: conversation.id,
      role: 'tool',
      content: 'a.txt',
      toolCallId: 'call_1',
      toolName: 'shell',
      status: 'error',
      error: 'exit 1',
    });
    expect([user.seq, assistant.seq, tool.seq]).toEqual([1, 2, 3]);
    expect(assistant).toEqual({
      id: expect.any(String),
      conversationId: conversation.id,
      seq: 2,
      role: 'assistant',
      content: '',
      reasoning: 'I should list it.',
      toolCalls: [{ id: 'call_1', name: 'shell', arguments: '{"command":"ls /tmp"}' }],
      toolCallId: null,
      toolName: null,
      status: 'incomplete',
      error: null,
      details: { model: 'm', usage: { tokens: 12 } },
      createdAt: 5_000,
      updatedAt: 5_000,
    });
    expect(user).toMatchObject({ reasoning: null, toolCalls: null, status: 'complete', details: null });
    expect(tool).toMatchObject({ toolCallId: 'call_1', toolName: 'shell', status: 'error', error: 'exit 1' });
    expect(store.listMessages(conversation.id)).toEqual([user, assistant, tool]);
    expect(store.get(conversation.id)?.updatedAt).toBe(5_000);
  });

  it('accepts a caller-chosen id and refuses a missing conversation with a typed error', () => {
    const conversation = store.create();
    expect(store.appendMessage({ conversationId: conversation.id, role: 'user', content: 'x', id: 'my-id' }).id).toBe(
      'my-id',
    );
    expect(() => store.appendMessage({ conversationId: 'ghost', role: 'user', content: 'x' })).toThrow(StorageError);
  });

  it('updates only the patched fields, can clear nullable ones, and keeps the search index current', () => {
    const conversation = store.create();
    const message = store.appendMessage({
      conversationId: conversation.id,
      role: 'assistant',
      content: 'partial answ',
      status: 'incomplete',
      error: 'stream cut',
    });
    clock = 7_000;
    const updated = store.updateMessage(message.id, {
      content: 'complete answer about zebras',
      status: 'complete',
      error: null,
      details: [1, 2],
    });
    expect(updated).toMatchObject({
      content: 'complete answer about zebras',
      status: 'complete',
      error: null,
      details: [1, 2],
      updatedAt: 7_000,
      createdAt: 1_000,
    });
    expect(store.updateMessage(message.id, {})).toMatchObject({ content: 'complete answer about zebras' });
    expect(store.search('partial')).toEqual([]);
    expect(store.search('zebras').map((hit) => hit.messageId)).toEqual([message.id]);
    expect(store.get(conversation.id)?.updatedAt).toBe(7_000);
    expect(store.updateMessage('missing', { content: 'x' })).toBeUndefined();
  });

  it('pages backwards with limit and beforeSeq, in seq order', () => {
    const conversation = store.create();
    for (let n = 1; n <= 10; n += 1)
      store.appendMessage({ conversationId: conversation.id, role: 'user', content: `m${n}` });
    const contents = (messages: { content: string }[]) => messages.map((message) => message.content);
    expect(contents(store.listMessages(conversation.id, { limit: 3 }))).toEqual(['m8', 'm9', 'm10']);
    expect(contents(store.listMessages(conversation.id, { limit: 3, beforeSeq: 8 }))).toEqual(['m5', 'm6', 'm7']);
    expect(contents(store.listMessages(conversation.id, { beforeSeq: 3 }))).toEqual(['m1', 'm2']);
    expect(store.listMessages('other')).toEqual([]);
  });

  it('deleteMessagesAfter truncates for regenerate, and new messages continue the sequence', () => {
    const conversation = store.create();
    for (let n = 1; n <= 5; n += 1)
      store.appendMessage({ conversationId: conversation.id, role: 'user', content: `word${n}` });
    expect(store.deleteMessagesAfter(conversation.id, 2)).toBe(3);
    expect(store.listMessages(conversation.id).map((message) => message.seq)).toEqual([1, 2]);
    expect(store.search('word4')).toEqual([]);
    expect(store.appendMessage({ conversationId: conversation.id, role: 'user', content: 'again' }).seq).toBe(3);
    expect(store.deleteMessagesAfter(conversation.id, 10)).toBe(0);
  });

  it('reads a row with damaged JSON columns as null instead of failing', () => {
    const conversation = store.create();
    const message = store.appendMessage({ conversationId: conversation.id, role: 'assistant', content: 'x' });
    db.prepare("UPDATE messages SET tool_calls = '{not json', details = '[' WHERE id = ?").run(message.id);
    expect(store.getMessage(message.id)).toMatchObject({ toolCalls: null, details: null });
  });
});
