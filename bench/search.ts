// Bench part: the sidebar's conversation search over 100,000 messages, a third of them Chinese, Japanese or Korean —
// p95 of 1-, 2- and 3-character CJK queries against English queries on the same database — and how fast the v9
// migration fills the CJK index (electron/storage/cjk-index.ts) from existing messages.
import { createCjkIndexer } from '../electron/storage/cjk-index';
import { createConversationStore } from '../electron/storage/conversations';
import { atLeast, ratioAtMost, type BenchPart, type BenchRow } from './support/bench-types';
import { openTempDb } from './support/memory-db';
import { createMessageCorpus, searchQueries } from './support/search-corpus';
import { median, percentile, round, timeSync } from './support/stats';

const MESSAGES = 100_000;
const PER_CONVERSATION = 100;
const QUERIES = 40;
const REPEATS = 5;
const KINDS = ['cjk-1', 'cjk-2', 'cjk-3'] as const;

export const searchPart: BenchPart = {
  id: 'search',
  title: 'Search in every language',
  async run() {
    const { db, dispose } = openTempDb('hearth-bench-search-');
    try {
      const corpus = createMessageCorpus(17);
      const addConversation = db.prepare<[string, number, number]>(
        "INSERT INTO conversations (id, title, created_at, updated_at) VALUES (?, 'Bench', ?, ?)",
      );
      const addMessage = db.prepare<[string, string, number, string, string, number, number]>(
        'INSERT INTO messages (id, conversation_id, seq, role, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      let cjkMessages = 0;
      db.pragma('cache_size = -262144');
      db.transaction(() => {
        for (let i = 0; i < MESSAGES; i += 1) {
          const conversation = `c${Math.floor(i / PER_CONVERSATION)}`;
          if (i % PER_CONVERSATION === 0) addConversation.run(conversation, i, i);
          const { text, script } = corpus.next();
          if (script !== 'en') cjkMessages += 1;
          addMessage.run(`m${i}`, conversation, i % PER_CONVERSATION, i % 2 ? 'assistant' : 'user', text, i, i);
        }
      })();
      const fillMs = timeSync(() => createCjkIndexer(db).catchUp());
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.pragma('cache_size = -2000');

      const search = createConversationStore(db).search;
      const time = (queries: string[]): { samples: number[]; hits: number[] } => {
        queries.slice(0, 5).forEach((query) => search(query)); // warm the page cache and statements
        const samples: number[] = [];
        const hits: number[] = [];
        for (let round = 0; round < REPEATS; round += 1) {
          for (const query of queries) {
            let found = 0;
            samples.push(timeSync(() => (found = search(query).length)));
            if (round === 0) hits.push(found);
          }
        }
        return { samples, hits };
      };
      const english = time(searchQueries('english', QUERIES, 3));
      const englishP95 = round(percentile(english.samples, 95));
      const raw: Record<string, unknown> = { messages: MESSAGES, cjkMessages, fillMs, english };
      const rows: BenchRow[] = [
        atLeast(
          'CJK index fill (the v9 migration), existing CJK messages',
          round(cjkMessages / (fillMs / 1_000)),
          5_000,
          'rows/s',
          {
            note: `${cjkMessages.toLocaleString('en-US')} of ${MESSAGES.toLocaleString('en-US')} messages in ${round(fillMs / 1_000, 2)} s; the goal: an upgrade of a large history within seconds`,
          },
        ),
      ];
      const cjkSamples: number[] = [];
      for (const kind of KINDS) {
        const measured = time(searchQueries(kind, QUERIES, 5 + KINDS.indexOf(kind)));
        cjkSamples.push(...measured.samples);
        raw[kind] = measured;
        rows.push(
          ratioAtMost(
            `search p95, ${kind.slice(-1)}-character CJK queries vs English`,
            round(percentile(measured.samples, 95)),
            englishP95,
            2,
            'ms',
            {
              note: `${measured.samples.length} searches; ${median(measured.hits)} conversations found per query (English: ${median(english.hits)}); limit 20, with snippets`,
            },
          ),
        );
      }
      rows.push(
        ratioAtMost(
          'search p95, all CJK queries vs English, 100k messages (⅓ CJK)',
          round(percentile(cjkSamples, 95)),
          englishP95,
          2,
          'ms',
          {
            note: `baseline: ${english.samples.length} English searches (mid-frequency and rare words, alternating) on the same database`,
          },
        ),
      );
      return {
        status: 'done',
        detail: `${MESSAGES.toLocaleString('en-US')} synthetic messages in ${MESSAGES / PER_CONVERSATION} conversations, a third Chinese, Japanese or Korean (Zipf-ranked words; Korean with particles); conversations.search as the sidebar and \`hearth search\` call it; ${QUERIES} queries × ${REPEATS} per class.`,
        rows,
        raw,
      };
    } finally {
      dispose();
    }
  },
};
