// Search in every language, on real SQLite files: a Chinese, Japanese or Korean word inside a sentence is found by
// memory_recall, automatic recall and the sidebar search (1-, 2- and 3-character queries, Korean particles), while the
// English queries keep their words only; edits and deletes keep the CJK index right; a v8 database is migrated.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryContext } from '../../electron/runtime/memory-context';
import { writeBackupNow } from '../../electron/storage/backup/backup-writer';
import { createConversationStore, type ConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { withLazyStatements } from '../../electron/storage/lazy-statements';
import { createMemoryStore, type MemoryStore } from '../../electron/storage/memories';
import { migrations, type MigrationProgress } from '../../electron/storage/migrations';
import { createMemoryTools } from '../../tools/memory';
import type { ToolContext } from '../../tools/tool';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let db: Db;
let memories: MemoryStore;
let conversations: ConversationStore;

const SENTENCES = {
  chinese: '我最喜欢的茶是乌龙茶',
  korean: '나는 아침마다 보리차를 마신다',
  japanese: '私は毎朝緑茶を飲みます',
} as const;
const FILLER = ['今天天气很好，我们去公园吧', '회의는 내일 오후 세 시에 있습니다', '駅の近くに新しいパン屋があります'];

/** Each query, and the sentence it must find (first). */
const QUERIES: [query: string, finds: keyof typeof SENTENCES][] = [
  ['乌龙茶', 'chinese'],
  ['乌龙', 'chinese'],
  ['乌', 'chinese'],
  ['보리차', 'korean'],
  ['보리차를', 'korean'],
  ['보리', 'korean'],
  ['緑茶', 'japanese'],
  ['緑', 'japanese'],
  ['毎朝緑', 'japanese'],
];

beforeEach(() => {
  db = openDatabase(path.join(temp.make('cjk'), 'hearth.db')).db;
  memories = createMemoryStore(db);
  conversations = createConversationStore(db);
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

function storeAll(): Record<string, number> {
  const ids: Record<string, number> = {};
  for (const text of FILLER) memories.add({ content: text });
  for (const [name, text] of Object.entries(SENTENCES)) {
    const added = memories.add({ content: text });
    if (!added.ok) throw new Error(added.error);
    ids[name] = added.memory.id;
  }
  memories.add({ content: 'The person drinks green tea every morning.' });
  return ids;
}

function context(): ToolContext {
  return { callId: 'c1', signal: new AbortController().signal, onUpdate: () => {}, workspace: '/tmp' };
}

describe('memories in Chinese, Japanese and Korean', () => {
  it.each(QUERIES)('memory_recall %s finds the %s memory first', async (query, finds) => {
    const ids = storeAll();
    const recallTool = createMemoryTools({ store: memories }).find((tool) => tool.name === 'memory_recall');
    const result = await recallTool?.execute({ query }, context());
    expect(result?.ok).toBe(true);
    const hits = (result?.details as { hits: { id: number; snippetParts: { text: string; match: boolean }[] }[] }).hits;
    expect(hits[0]?.id).toBe(ids[finds]);
    expect(hits[0]?.snippetParts.some((part) => part.match && SENTENCES[finds].includes(part.text))).toBe(true);
  });

  it.each(QUERIES)('automatic recall for a message about %s brings the %s memory', (query, finds) => {
    const ids = storeAll();
    const recall = createMemoryContext({ memories, autoRecall: () => true, conversationMemoryEnabled: () => true });
    const recalled = recall({ conversationId: 'c', userMessage: `${query}?` });
    expect(recalled[0]?.id).toBe(ids[finds]);
  });

  it('automatic recall reads an unbroken Chinese question and a Korean one with other particles', () => {
    const ids = storeAll();
    const recall = createMemoryContext({ memories, autoRecall: () => true, conversationMemoryEnabled: () => true });
    expect(recall({ conversationId: 'c', userMessage: '你知道我喜欢喝什么乌龙茶吗' })[0]?.id).toBe(ids.chinese);
    expect(recall({ conversationId: 'c', userMessage: '보리차는 어디서 사?' })[0]?.id).toBe(ids.korean);
  });

  it('keeps English as it was: stemming, and CJK words never match English ones', () => {
    storeAll();
    expect(memories.recall('drinking teas').map((hit) => hit.content)).toEqual([
      'The person drinks green tea every morning.',
    ]);
    expect(memories.recall('茶 drinks', { mode: 'all' })).toEqual([]);
    expect(memories.search('乌龙茶').map((hit) => hit.content)).toEqual([SENTENCES.chinese]);
  });

  it('follows edits and deletes, and forgetting by query stays narrow', () => {
    const ids = storeAll();
    memories.edit(ids.chinese as number, { content: '我最喜欢的茶是普洱茶' });
    expect(memories.recall('乌龙茶')).toEqual([]);
    expect(memories.recall('普洱').map((hit) => hit.id)).toEqual([ids.chinese]);
    memories.remove(ids.korean as number);
    expect(memories.recall('보리차')).toEqual([]);
    memories.restore([ids.korean as number]);
    expect(memories.recall('보리차').map((hit) => hit.id)).toEqual([ids.korean]);
    memories.purgeDeleted(Number.MAX_SAFE_INTEGER);
    expect(memories.recall('緑茶', { mode: 'all' }).map((hit) => hit.id)).toEqual([ids.japanese]);
    expect(db.prepare('SELECT count(*) AS n FROM cjk_index_pending').get()).toEqual({ n: 0 });
  });
});

describe('the sidebar search in Chinese, Japanese and Korean', () => {
  function addConversations(): Record<string, string> {
    const ids: Record<string, string> = {};
    for (const text of FILLER) {
      const other = conversations.create({ title: 'Other' });
      conversations.appendMessage({ conversationId: other.id, role: 'user', content: text });
    }
    for (const [name, text] of Object.entries(SENTENCES)) {
      const conversation = conversations.create({ title: `Tea ${name}` });
      conversations.appendMessage({ conversationId: conversation.id, role: 'user', content: `Hello. ${text}。` });
      conversations.appendMessage({ conversationId: conversation.id, role: 'assistant', content: 'Noted.' });
      ids[name] = conversation.id;
    }
    return ids;
  }

  it.each(QUERIES)('%s finds the %s conversation, with the word marked in the snippet', (query, finds) => {
    const ids = addConversations();
    const hits = conversations.search(query);
    expect(hits[0]).toMatchObject({ conversationId: ids[finds], matchedIn: 'message' });
    const marked = hits[0]?.snippetParts.filter((part) => part.match).map((part) => part.text);
    expect(marked?.length).toBeGreaterThan(0);
    expect(hits.map((hit) => hit.conversationId)).not.toContain(ids[finds === 'chinese' ? 'korean' : 'chinese']);
  });

  it('needs every word: a CJK word with an English one, and two CJK words', () => {
    const ids = addConversations();
    expect(conversations.search('hello 乌龙茶').map((hit) => hit.conversationId)).toEqual([ids.chinese]);
    expect(conversations.search('goodbye 乌龙茶')).toEqual([]);
    expect(conversations.search('緑茶 飲み').map((hit) => hit.conversationId)).toEqual([ids.japanese]);
    expect(conversations.search('緑茶 乌龙')).toEqual([]);
  });

  it('is found in a backup file, whose VACUUM may renumber the messages', () => {
    const ids = addConversations();
    conversations.remove(Object.values(ids)[0] as string);
    conversations.purgeDeleted(Number.MAX_SAFE_INTEGER); // frees low rowids for VACUUM to reuse
    expect(conversations.search('緑茶')).toHaveLength(1); // indexes every pending message of the live file
    const file = path.join(temp.make('backup'), 'copy.db');
    writeBackupNow(db, file, { reason: 'manual', hearthVersion: 'test', attachmentsDir: temp.make('none') });
    const copy = openDatabase(file).db;
    try {
      // Requeued under whatever rowids VACUUM gave them: 3 filler and 2 sentence messages, indexed by the first search.
      expect(copy.prepare("SELECT count(*) AS n FROM cjk_index_pending WHERE source = 'messages'").get()).toEqual({
        n: 5,
      });
      expect(
        createConversationStore(copy)
          .search('緑茶')
          .map((hit) => hit.conversationId),
      ).toEqual([ids.japanese]);
      expect(
        createConversationStore(copy)
          .search('보리차')
          .map((hit) => hit.conversationId),
      ).toEqual([ids.korean]);
    } finally {
      closeDatabase(copy);
    }
  });

  it('finds an edited message by its new words only, and nothing from a deleted conversation', () => {
    const ids = addConversations();
    const first = conversations.listMessages(ids.chinese as string)[0];
    db.prepare('UPDATE messages SET content = ? WHERE id = ?').run('我今天喝了红茶', first?.id);
    expect(conversations.search('乌龙茶')).toEqual([]);
    expect(conversations.search('红茶').map((hit) => hit.conversationId)).toEqual([ids.chinese]);
    conversations.remove(ids.chinese as string);
    expect(conversations.search('红茶')).toEqual([]);
  });
});

describe('a database written by schema v8', () => {
  it('is backed up, then its CJK rows are indexed with progress, and found', () => {
    const file = path.join(temp.make('v8'), 'hearth.db');
    // As the runtime does: statements compile on first use, so a v8 file takes the stores of this version.
    const old = withLazyStatements(openDatabase(file, { migrations: migrations.slice(0, 8) }).db);
    const oldMemories = createMemoryStore(old);
    const oldConversations = createConversationStore(old);
    const ids: Record<string, string> = {};
    for (const [name, text] of Object.entries(SENTENCES)) {
      oldMemories.add({ content: text });
      const conversation = oldConversations.create({ title: name });
      oldConversations.appendMessage({ conversationId: conversation.id, role: 'user', content: text });
      ids[name] = conversation.id;
    }
    closeDatabase(old);

    const order: string[] = [];
    const progress: MigrationProgress[] = [];
    const reopened = openDatabase(file, {
      beforeUpgrade: (_db, change) => {
        order.push(`backup ${change.from}→${change.to}`);
        return undefined;
      },
      onMigrationProgress: (step) => {
        order.push('progress');
        progress.push(step);
      },
    }).db;
    try {
      expect(order[0]).toBe(`backup 8→${migrations.length}`);
      expect(progress.at(-1)).toMatchObject({ version: 9, done: 6, total: 6 });
      expect(reopened.prepare('SELECT count(*) AS n FROM cjk_index_pending').get()).toEqual({ n: 0 });
      expect(createConversationStore(reopened).search('보리차')[0]?.conversationId).toBe(ids.korean);
      expect(createMemoryStore(reopened).recall('緑茶')[0]?.content).toBe(SENTENCES.japanese);
    } finally {
      closeDatabase(reopened);
    }
  });
});
