// What the ten-year bench times on one open database, through the real code: the sidebar's pages (conversations.list,
// first page and every page to the end), message search (English and CJK), automatic recall per turn, and opening the
// long conversation as chat:load does (its newest turns, then the messages before them).
import path from 'node:path';
import type { Db } from '../../electron/storage/database';
import { createAttachmentStore } from '../../electron/storage/attachments';
import { createConversationStore, type Conversation } from '../../electron/storage/conversations';
import { createMemoryStore } from '../../electron/storage/memories';
import { createMemoryContext } from '../../electron/runtime/memory-context';
import { newestMessagePage, olderMessagePage } from '../../electron/runtime/handlers/chat-load-page';
import { createMessageCorpus, searchQueries } from './search-corpus';
import { median, percentile, timeSync } from './stats';

/** The sidebar's page: chat:list's default. */
export const SIDEBAR_PAGE = 100;
/** What the window paints first when it opens a conversation (renderer/src/stores/chat/chat-state.ts). */
const FIRST_PAINT_MESSAGES = 16;

export interface ListTimes {
  firstPageMs: number;
  pages: number;
  conversations: number;
  slowestPageMs: number;
  totalMs: number;
  /** The same walk with LIMIT/OFFSET (what a list without a cursor costs): its slowest page. */
  offsetSlowestPageMs: number;
}

export function measureList(db: Db): ListTimes {
  const store = createConversationStore(db);
  store.list({ limit: SIDEBAR_PAGE }); // compiles the statement
  const firstPageMs = median(Array.from({ length: 15 }, () => timeSync(() => store.list({ limit: SIDEBAR_PAGE }))));
  const times: number[] = [];
  let conversations = 0;
  let page: Conversation[] = [];
  do {
    const after = page.at(-1);
    times.push(timeSync(() => (page = store.list({ limit: SIDEBAR_PAGE, ...(after ? { after } : {}) }))));
    conversations += page.length;
  } while (page.length === SIDEBAR_PAGE);
  const byOffset = db.prepare(
    `SELECT * FROM conversations WHERE deleted_at IS NULL ORDER BY updated_at DESC, created_at DESC, id LIMIT ? OFFSET ?`,
  );
  const offsetTimes: number[] = [];
  for (let offset = 0; offset < conversations; offset += SIDEBAR_PAGE) {
    offsetTimes.push(timeSync(() => byOffset.all(SIDEBAR_PAGE, offset)));
  }
  return {
    firstPageMs,
    pages: times.length,
    conversations,
    slowestPageMs: Math.max(...times),
    totalMs: times.reduce((a, b) => a + b, 0),
    offsetSlowestPageMs: Math.max(...offsetTimes),
  };
}

export interface SearchTimes {
  englishP95: number;
  cjkP95: number;
  searches: number;
  hitsPerQuery: number;
}

const QUERIES = 40;
const REPEATS = 5;

export function measureSearch(db: Db): SearchTimes {
  const search = createConversationStore(db).search;
  const time = (queries: string[]): { samples: number[]; hits: number[] } => {
    queries.slice(0, 5).forEach((query) => search(query)); // warm the statements and the page cache
    const samples: number[] = [];
    const hits: number[] = [];
    for (let round = 0; round < REPEATS; round += 1) {
      for (const query of queries) samples.push(timeSync(() => hits.push(search(query).length)));
    }
    return { samples, hits };
  };
  const english = time(searchQueries('english', QUERIES, 3));
  const cjk = time([
    ...searchQueries('cjk-1', QUERIES / 4, 5),
    ...searchQueries('cjk-2', QUERIES / 2, 6),
    ...searchQueries('cjk-3', QUERIES / 4, 7),
  ]);
  return {
    englishP95: percentile(english.samples, 95),
    cjkP95: percentile(cjk.samples, 95),
    searches: english.samples.length + cjk.samples.length,
    hitsPerQuery: median([...english.hits, ...cjk.hits]),
  };
}

/** Automatic recall as a turn runs it (memory-context.ts, 3 memories) for 200 user messages, a third CJK: p95 ms. */
export function measureRecall(db: Db): { p95: number; p50: number; turns: number } {
  const context = createMemoryContext({
    memories: createMemoryStore(db),
    autoRecall: () => true,
    conversationMemoryEnabled: () => true,
  });
  const corpus = createMessageCorpus(4_404);
  const messages = Array.from({ length: 200 }, () => corpus.next().text);
  messages.slice(0, 10).forEach((userMessage) => context({ conversationId: 'c', userMessage }));
  const samples = messages.map((userMessage) => timeSync(() => context({ conversationId: 'c', userMessage })));
  return { p95: percentile(samples, 95), p50: median(samples), turns: samples.length };
}

/** chat:load as the window calls it on open: the newest turns (painted first), then every message before them. */
export function measureOpen(
  db: Db,
  dataDir: string,
  conversationId: string,
): { firstMs: number; medianMs: number; firstPageMs: number; messages: number } {
  const conversations = createConversationStore(db);
  const attachments = createAttachmentStore(db, { folder: path.join(dataDir, 'attachments') });
  let messages = 0;
  const open = (): number => {
    let newestMs = 0;
    const total = timeSync(() => {
      let page!: ReturnType<typeof newestMessagePage>;
      newestMs = timeSync(
        () => (page = newestMessagePage(conversations, conversationId, FIRST_PAINT_MESSAGES, attachments)),
      );
      const first = page.messages[0];
      const rest =
        page.older > 0 && first && page.leafId
          ? olderMessagePage(conversations, conversationId, { seq: first.seq, leafId: page.leafId }, attachments)
          : { messages: [] };
      messages = page.messages.length + rest.messages.length;
    });
    firstPages.push(newestMs);
    return total;
  };
  const firstPages: number[] = [];
  const firstMs = open();
  const samples = Array.from({ length: 7 }, open);
  return { firstMs, medianMs: median(samples), firstPageMs: median(firstPages), messages };
}
