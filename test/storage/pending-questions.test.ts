// The pending_questions store on a real database file: saved with the calls still to run, listed per conversation
// oldest first, removed once; a row this version cannot read is skipped, never thrown; survives a reopen.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db, openDatabase } from '../../electron/storage/database';
import {
  createPendingQuestionStore,
  pendingKindOf,
  type PendingQuestion,
} from '../../electron/storage/pending-questions';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let file: string;
let db: Db;

beforeEach(() => {
  file = path.join(temp.make('pending'), 'hearth.db');
  db = openDatabase(file).db;
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

const question = (callId: string, conversationId: string, createdAt: number): PendingQuestion => ({
  callId,
  runId: 'run-1',
  conversationId,
  kind: 'approval',
  request: {
    callId,
    tool: 'write_file',
    label: 'Write file',
    risk: 'write',
    args: { path: 'a.txt' },
    argsHash: 'hash',
    expiresAt: createdAt + 1000,
  },
  argsHash: 'hash',
  untrustedSources: [{ kind: 'web_page', label: 'example.com' }],
  toolCalls: [{ id: callId, name: 'write_file', arguments: '{"path":"a.txt"}' }],
  ownerPid: 77,
  createdAt,
  expiresAt: createdAt + 1000,
});

describe('pending questions', () => {
  it('saves, lists per conversation oldest first, survives a reopen and is removed once', () => {
    const store = createPendingQuestionStore(db);
    store.save(question('call-b', 'conv-1', 20));
    store.save(question('call-a', 'conv-1', 10));
    store.save(question('call-c', 'conv-2', 5));
    expect(store.list({ conversationId: 'conv-1' }).map((q) => q.callId)).toEqual(['call-a', 'call-b']);
    closeDatabase(db);
    db = openDatabase(file).db;
    const reopened = createPendingQuestionStore(db);
    expect(reopened.list().map((q) => q.callId)).toEqual(['call-c', 'call-a', 'call-b']);
    expect(reopened.get('call-a')).toEqual(question('call-a', 'conv-1', 10));
    expect(reopened.remove('call-a')).toBe(true);
    expect(reopened.remove('call-a')).toBe(false);
    expect(reopened.get('call-a')).toBeUndefined();
  });

  it('skips a row it cannot read instead of throwing', () => {
    const store = createPendingQuestionStore(db);
    store.save(question('call-ok', 'conv-1', 1));
    db.prepare(
      `INSERT INTO pending_questions (call_id, run_id, conversation_id, kind, request, args_hash, tool_calls, created_at,
       expires_at) VALUES ('call-bad', 'r', 'conv-1', 'approval', '{not json', 'h', '[]', 2, 3)`,
    ).run();
    expect(store.list().map((q) => q.callId)).toEqual(['call-ok']);
    expect(store.get('call-bad')).toBeUndefined();
  });

  it('names the kind: an approval, a question, or a server form', () => {
    const base = question('x', 'c', 0).request;
    expect(pendingKindOf(base)).toBe('approval');
    expect(pendingKindOf({ ...base, question: { text: 'Which?' } })).toBe('question');
    const form = { server: 'files', message: 'Details', fields: [] };
    expect(pendingKindOf({ ...base, question: { text: 'Details', form } as never })).toBe('form');
  });
});
