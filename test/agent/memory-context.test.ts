// Automatic recall against a real SQLite file: top 3 for the user's message, and both switches turn it off.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSystemPrompt } from '../../electron/agent/context/system-prompt';
import { createMemoryContext } from '../../electron/runtime/memory-context';
import { createConversationStore, type ConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { createMemoryStore, type MemoryStore } from '../../electron/storage/memories';
import { createTempDirs } from '../support/temp-dir';
import { seedMemories, targets } from '../storage/memory-seed';

const temp = createTempDirs();
let db: Db;
let memories: MemoryStore;
let conversations: ConversationStore;
let autoRecall: boolean;

beforeEach(() => {
  db = openDatabase(path.join(temp.make('memory-context'), 'hearth.db')).db;
  let clock = 1_000;
  memories = createMemoryStore(db, { now: () => (clock += 1) });
  conversations = createConversationStore(db);
  for (const memory of seedMemories()) memories.add(memory);
  autoRecall = true;
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

function context() {
  return createMemoryContext({
    memories,
    autoRecall: () => autoRecall,
    conversationMemoryEnabled: (id) => conversations.get(id)?.memoryEnabled ?? true,
  });
}

describe('memory context', () => {
  it('gives the top 3 memories for the message, best first, in the shape the system prompt takes', () => {
    const chat = conversations.create();
    const recalled = context()({ conversationId: chat.id, userMessage: 'Can you book my dentist checkup?' });
    expect(recalled).toHaveLength(3);
    expect(recalled[0]).toEqual({ id: expect.any(Number), content: targets.dentist });
    const prompt = buildSystemPrompt({
      now: new Date(),
      timeZone: 'UTC',
      tools: [],
      toolMode: 'native',
      memories: recalled,
    });
    expect(prompt).toContain(targets.dentist.slice(0, 20));
  });

  it('is empty when the setting is off, or the conversation turned memory off', () => {
    const chat = conversations.create();
    const quiet = conversations.create({ memoryEnabled: false });
    autoRecall = false;
    expect(context()({ conversationId: chat.id, userMessage: 'dentist' })).toEqual([]);
    autoRecall = true;
    expect(context()({ conversationId: quiet.id, userMessage: 'dentist' })).toEqual([]);
    conversations.setMemoryEnabled(quiet.id, true);
    expect(context()({ conversationId: quiet.id, userMessage: 'dentist' })).not.toEqual([]);
  });

  it('reports a failing recall and carries on without memories', () => {
    const errors: Error[] = [];
    const recall = createMemoryContext({
      memories: {
        recall: () => {
          throw new Error('database is locked');
        },
      },
      autoRecall: () => true,
      conversationMemoryEnabled: () => true,
      onError: (error) => errors.push(error),
    });
    expect(recall({ conversationId: 'x', userMessage: 'dentist' })).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual(['database is locked']);
  });
});
