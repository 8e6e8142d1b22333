// The memory tools against a real SQLite file, called the way the loop and `hearth tool NAME JSON` call them:
// arguments checked by the tool's zod schema, then execute (and describeCall for the approval dialog).
import path from 'node:path';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../../electron/storage/database';
import { createMemoryStore, type MemoryStore } from '../../../electron/storage/memories';
import { createMemoryTools } from '../../../tools/memory';
import type { AnyTool, ToolContext, ToolResult } from '../../../tools/tool';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
let db: Db;
let store: MemoryStore;
let known: string[];
let memoryOff: Set<string>;
let tools: Map<string, AnyTool>;

beforeEach(() => {
  db = openDatabase(path.join(temp.make('memory-tools'), 'hearth.db')).db;
  known = [];
  memoryOff = new Set();
  let clock = Date.UTC(2026, 2, 1);
  store = createMemoryStore(db, { now: () => (clock += 1000), knownSecretValues: () => known });
  tools = new Map(
    createMemoryTools({ store, memoryEnabled: (id) => !memoryOff.has(id) }).map((tool) => [tool.name, tool]),
  );
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

function context(extra: Partial<ToolContext> = {}): ToolContext {
  return {
    callId: 'c1',
    signal: new AbortController().signal,
    onUpdate: () => {},
    workspace: '/tmp',
    conversationId: 'conv-a',
    ...extra,
  };
}

function tool(name: string): AnyTool {
  const found = tools.get(name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
}

/** Like the loop: schema first (a failure is data), then execute. */
async function call(name: string, args: unknown, extra: Partial<ToolContext> = {}): Promise<ToolResult> {
  const parsed = tool(name).parameters.safeParse(args);
  if (!parsed.success) return { ok: false, content: z.prettifyError(parsed.error), errorType: 'invalid_args' };
  return tool(name).execute(parsed.data, context(extra));
}

function notes(name: string, args: unknown): string[] {
  const parsed = tool(name).parameters.parse(args);
  return (tool(name).describeCall?.(parsed, { workspace: '/tmp' }).notes ?? []).map((note) => note.text);
}

describe('memory tools', () => {
  it('declare their risk and valid JSON schemas', () => {
    expect([...tools.values()].map((t) => [t.name, t.risk])).toEqual([
      ['memory_store', 'write'],
      ['memory_recall', 'read'],
      ['memory_forget', 'write'],
      ['memory_list', 'read'],
    ]);
    for (const t of tools.values()) expect(z.toJSONSchema(t.parameters)).toMatchObject({ type: 'object' });
  });

  it('stores with the conversation as provenance, and recalls it with its id', async () => {
    const stored = await call('memory_store', { content: 'The user’s cat is called Miso.', tags: ['pets'] });
    expect(stored).toMatchObject({ ok: true, content: expect.stringMatching(/^Remembered as memory #\d+\.$/) });
    const [memory] = store.list().items;
    expect(memory).toMatchObject({
      content: 'The user’s cat is called Miso.',
      tags: ['pets'],
      conversationId: 'conv-a',
    });
    const recalled = await call('memory_recall', { query: "what is my cat's name?" });
    expect(recalled.ok).toBe(true);
    expect(recalled.content).toContain(`#${memory?.id}`);
    expect(recalled.content).toContain('Miso');
  });

  it('does not store the same memory twice', async () => {
    await call('memory_store', { content: 'Prefers window seats on trains.' });
    const again = await call('memory_store', { content: '  Prefers window seats on trains.  ' });
    expect(again).toMatchObject({ ok: true, content: expect.stringMatching(/Already remembered as memory #\d+/) });
    expect(store.count()).toBe(1);
  });

  it('refuses secrets and oversized content with clear messages, storing nothing', async () => {
    const key = 'sk-ant-api03-Xq7LmN2pR9sT4vW8yZ1bC5dF3gH6jK0m';
    const shaped = await call('memory_store', { content: `API key for later: ${key}` });
    expect(shaped).toMatchObject({ ok: false, errorType: 'secret' });
    expect(shaped.content).toMatch(/looks like it contains a secret/);
    expect(shaped.content).not.toContain(key);

    known = ['hunter2-but-longer'];
    const knownValue = await call('memory_store', { content: 'my bank login is hunter2-but-longer' });
    expect(knownValue).toMatchObject({ ok: false, errorType: 'secret' });
    expect(knownValue.content).not.toContain('hunter2-but-longer');

    const big = await call('memory_store', { content: 'z'.repeat(8 * 1024 + 1) });
    expect(big).toMatchObject({ ok: false, errorType: 'too_large' });
    expect(big.content).toMatch(/limit is 8 KB/);
    expect(store.count()).toBe(0);
  });

  it('respects the per-conversation memory switch', async () => {
    await call('memory_store', { content: 'Likes hiking.' });
    memoryOff.add('conv-b');
    for (const [name, args] of [
      ['memory_store', { content: 'x' }],
      ['memory_recall', { query: 'hiking' }],
      ['memory_list', {}],
      ['memory_forget', { id: 1 }],
    ] as const) {
      expect(await call(name, args, { conversationId: 'conv-b' })).toMatchObject({
        ok: false,
        errorType: 'memory_off',
      });
    }
    expect(store.count()).toBe(1);
  });

  it('recall never throws on FTS syntax and says when nothing matches', async () => {
    await call('memory_store', { content: 'The gym opens at 6.' });
    for (const query of ['"', 'NEAR(', '*', '-gym', 'gym OR', '(', 'the of and', '']) {
      const result = await call('memory_recall', { query });
      expect(result.ok, query).toBe(true);
    }
    expect((await call('memory_recall', { query: 'the of and' })).content).toMatch(/^No memories match/);
    expect((await call('memory_recall', { query: '-gym' })).content).toContain('gym opens');
  });

  it('lists page by page with a pointer to the next page', async () => {
    for (let i = 1; i <= 5; i += 1) await call('memory_store', { content: `Fact number ${i}` });
    const first = await call('memory_list', { limit: 2 });
    expect(first.content).toMatch(/^Memories 1–2 of 5, newest first:/);
    expect(first.content).toContain('Fact number 5');
    expect(first.content).toContain('call memory_list with offset 2');
    const last = await call('memory_list', { limit: 2, offset: 4 });
    expect(last.content).toContain('Fact number 1');
    expect(last.content).toContain('That is all of them.');
  });
});

describe('memory_forget', () => {
  async function seed(): Promise<number[]> {
    const contents = ['Dentist is Dr. Okafor.', 'Dentist appointment on Friday.', 'Dinner with Lena on Friday.'];
    for (const content of contents) await call('memory_store', { content });
    return store
      .list()
      .items.map((m) => m.id)
      .reverse();
  }

  it('needs exactly one of id, ids or query', async () => {
    expect(await call('memory_forget', {})).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(await call('memory_forget', { id: 1, query: 'x' })).toMatchObject({ ok: false, errorType: 'invalid_args' });
  });

  it('by id: the approval notes show the memory, and it is deleted', async () => {
    const [first] = await seed();
    expect(notes('memory_forget', { id: first })).toEqual([
      'Will forget 1 memory:',
      `#${first}: "Dentist is Dr. Okafor."`,
    ]);
    const result = await call('memory_forget', { id: first });
    expect(result).toMatchObject({ ok: true, content: `Forgot 1 memory: #${first}.` });
    expect(store.get(first as number)).toBeUndefined();
    expect(await call('memory_forget', { id: first })).toMatchObject({ ok: false, errorType: 'not_found' });
  });

  it('by query: previews without deleting, the approval lists the matches, confirm deletes exactly them', async () => {
    const [okafor, appointment, dinner] = await seed();
    const preview = await call('memory_forget', { query: 'dentist' });
    expect(preview.ok).toBe(true);
    expect(preview.content).toMatch(/^Nothing deleted yet/);
    expect(preview.content).toContain(`ids: [${appointment},${okafor}]`);
    expect(store.count()).toBe(3);
    expect(notes('memory_forget', { query: 'dentist' })[0]).toMatch(/^Preview only, nothing is deleted/);

    const confirmNotes = notes('memory_forget', { query: 'dentist', confirm: true });
    expect(confirmNotes[0]).toBe('Will forget 2 memories matching "dentist":');
    expect(confirmNotes.slice(1).join('\n')).toContain('Dentist appointment on Friday.');
    expect(confirmNotes.join('\n')).not.toContain('Dinner');

    const done = await call('memory_forget', { query: 'dentist', confirm: true });
    expect(done.ok).toBe(true);
    expect(store.list().items.map((m) => m.id)).toEqual([dinner]);
  });

  it('by query: every word must match, so a broad word alone does not sweep unrelated memories', async () => {
    await seed();
    await call('memory_forget', { query: 'dentist friday', confirm: true });
    expect(
      store
        .list()
        .items.map((m) => m.content)
        .sort(),
    ).toEqual(['Dentist is Dr. Okafor.', 'Dinner with Lena on Friday.']);
  });
});
