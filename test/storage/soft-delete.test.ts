// Delete with undo, in storage: removing a conversation, memory or job hides it from every read, list, search and
// recall; restore brings it back unchanged; the purge deletes for good only what was removed before its cut-off.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { createConversationStore } from '../../electron/storage/conversations';
import { createJobStore } from '../../electron/storage/jobs';
import { createMemoryStore } from '../../electron/storage/memories';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let db: Db | undefined;
afterEach(() => {
  if (db) closeDatabase(db);
  db = undefined;
  temp.cleanup();
});

function open(): Db {
  db = openDatabase(path.join(temp.make('soft-delete'), 'hearth.db')).db;
  return db;
}

describe('soft delete', () => {
  it('a removed conversation leaves get, list and search (messages and title) until restored', () => {
    let clock = 1_000;
    const store = createConversationStore(open(), { now: () => clock });
    const kept = store.create({ title: 'Kept chat' });
    const gone = store.create({ title: 'Sourdough plans' });
    store.appendMessage({ conversationId: kept.id, role: 'user', content: 'sourdough for the kept one' });
    store.appendMessage({ conversationId: gone.id, role: 'user', content: 'sourdough starter schedule' });
    expect(
      store
        .search('sourdough')
        .map((hit) => hit.conversationId)
        .sort(),
    ).toEqual([kept.id, gone.id].sort());

    clock = 2_000;
    expect(store.remove(gone.id)).toBe(true);
    expect(store.remove(gone.id)).toBe(false); // already hidden
    expect(store.get(gone.id)).toBeUndefined();
    expect(store.list().map((c) => c.id)).toEqual([kept.id]);
    expect(store.search('sourdough').map((hit) => hit.conversationId)).toEqual([kept.id]);
    expect(store.search('plans')).toEqual([]); // the title match too

    expect(store.restore(gone.id)).toBe(true);
    expect(store.restore(gone.id)).toBe(false);
    expect(store.get(gone.id)?.title).toBe('Sourdough plans');
    expect(store.listMessages(gone.id).map((m) => m.content)).toEqual(['sourdough starter schedule']);
    expect(store.search('starter').map((hit) => hit.conversationId)).toEqual([gone.id]);
  });

  it('the purge deletes conversations (and their messages) removed before the cut-off, and only those', () => {
    let clock = 1_000;
    const handle = open();
    const store = createConversationStore(handle, { now: () => clock });
    const early = store.create({ title: 'early' });
    const late = store.create({ title: 'late' });
    const live = store.create({ title: 'live' });
    store.appendMessage({ conversationId: early.id, role: 'user', content: 'hello early' });
    store.remove(early.id);
    clock = 5_000;
    store.remove(late.id);
    expect(store.purgeDeleted(5_000)).toEqual([early.id]);
    expect(store.restore(early.id)).toBe(false); // gone for good
    expect(handle.prepare('SELECT count(*) AS n FROM messages WHERE conversation_id = ?').get(early.id)).toEqual({
      n: 0,
    });
    expect(store.restore(late.id)).toBe(true);
    expect(
      store
        .list()
        .map((c) => c.id)
        .sort(),
    ).toEqual([late.id, live.id].sort());
  });

  it('a removed memory is not read, listed, counted, searched or recalled; restore and purge', () => {
    let clock = 1_000;
    const store = createMemoryStore(open(), { now: () => clock });
    const peanuts = store.add({ content: 'Allergic to peanuts', tags: ['health'] });
    const cat = store.add({ content: 'The cat is named Miso, also allergic to fish' });
    if (!peanuts.ok || !cat.ok) throw new Error('memories not stored');
    expect(store.recall('allergic').length).toBe(2);

    clock = 2_000;
    expect(store.removeMany([peanuts.memory.id])).toBe(1);
    expect(store.get(peanuts.memory.id)).toBeUndefined();
    expect(store.count()).toBe(1);
    expect(store.list().items.map((m) => m.id)).toEqual([cat.memory.id]);
    expect(store.recall('allergic peanuts').map((m) => m.id)).toEqual([cat.memory.id]);
    expect(store.search('peanu')).toEqual([]);
    expect(store.edit(peanuts.memory.id, { content: 'changed while deleted' }).ok).toBe(false);

    expect(store.restore([peanuts.memory.id])).toBe(1);
    expect(store.get(peanuts.memory.id)?.content).toBe('Allergic to peanuts');
    expect(store.recall('peanuts').map((m) => m.id)).toEqual([peanuts.memory.id]);

    store.remove(cat.memory.id);
    expect(store.purgeDeleted(1_999)).toBe(0);
    expect(store.purgeDeleted(2_001)).toBe(1);
    expect(store.restore([cat.memory.id])).toBe(0);
    expect(store.recall('fish')).toEqual([]);
  });

  it('a removed job is not read or listed (so never scheduled); restore and purge (with its runs)', () => {
    let clock = 1_000;
    const handle = open();
    const jobs = createJobStore(handle, { now: () => clock });
    const job = jobs.create({
      name: 'Stretch',
      schedule: { kind: 'cron', expression: '0 9 * * *' },
      timezone: 'UTC',
      action: { kind: 'remind', message: 'Time to stretch' },
    });
    jobs.runs.skip({ jobId: job.id, trigger: 'schedule', scheduledFor: 900, at: 900, reason: 'test' });
    expect(jobs.remove(job.id)).toBe(true);
    expect(jobs.get(job.id)).toBeUndefined();
    expect(jobs.list()).toEqual([]);
    expect(jobs.list({ enabledOnly: true })).toEqual([]);
    expect(jobs.restore(job.id)).toBe(true);
    expect(jobs.get(job.id)?.name).toBe('Stretch');
    clock = 3_000;
    jobs.remove(job.id);
    expect(jobs.purgeDeleted(3_001)).toBe(1);
    expect(jobs.restore(job.id)).toBe(false);
    expect(handle.prepare('SELECT count(*) AS n FROM job_runs').get()).toEqual({ n: 0 });
  });
});
