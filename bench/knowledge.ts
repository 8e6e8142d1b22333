// Bench part: knowledge over 10,000 PDF pages made by Chromium (a third of them Chinese, Japanese or Korean): indexing
// throughput (pages/s; whole, and the storage half alone) through the real indexer and search p95 (full text), each
// against a bare FTS5 table filled with the same page text in the same run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createKnowledgeService } from '../electron/runtime/knowledge/knowledge-service';
import { defaultSettings } from '../electron/shared/settings-schema';
import { pdfFromPages } from '../test/support/chromium-pdf';
import { ratioAtMost, type BenchPart, type BenchRow } from './support/bench-types';
import { openTempDb } from './support/memory-db';
import { createMessageCorpus, searchQueries } from './support/search-corpus';
import { percentile, round, timeSync } from './support/stats';

const PDFS = 20;
const PAGES_PER_PDF = 500;
const PAGES = PDFS * PAGES_PER_PDF;
const QUERIES = 40;
const REPEATS = 5;

/** A higher-is-better figure against the same run's baseline: passes when hearth ≥ share × baseline. */
function shareAtLeast(metric: string, hearth: number, baseline: number, share: number, unit: string, note: string) {
  const goal = `≥ ${share}× baseline`;
  return { metric, hearth, baseline, unit, goal, pass: hearth >= share * baseline, note } satisfies BenchRow;
}

const escape = (text: string) => text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;');

export const knowledgePart: BenchPart = {
  id: 'knowledge',
  title: 'Knowledge over your documents',
  async run() {
    const folder = mkdtempSync(join(os.tmpdir(), 'hearth-bench-knowledge-docs-'));
    const { db, dispose } = openTempDb('hearth-bench-knowledge-');
    try {
      const corpus = createMessageCorpus(43);
      const pageTexts: string[] = [];
      for (let pdf = 0; pdf < PDFS; pdf += 1) {
        const pages = Array.from({ length: PAGES_PER_PDF }, () => {
          const text = Array.from({ length: 4 }, () => corpus.next().text).join(' ');
          pageTexts.push(text);
          return `<p>${escape(text)}</p>`;
        });
        writeFileSync(join(folder, `document-${pdf}.pdf`), await pdfFromPages(pages));
      }

      const knowledge = createKnowledgeService({ db, settings: defaultSettings, readKey: () => Promise.resolve(null) });
      const added = await knowledge.addSource(folder);
      if (!added.ok) throw new Error(added.error);
      const indexStarted = performance.now();
      const outcome = await knowledge.indexer.indexSource(added.source.id);
      const indexMs = performance.now() - indexStarted;
      if (outcome.indexed !== PDFS) throw new Error(`indexed ${outcome.indexed} of ${PDFS} PDFs`);

      // The storage half alone: the same page text as chunks of one file each, into Hearth's tables (chunks, FTS, CJK).
      const storage = knowledge.store.addSource(`${folder}-storage`, 'folder');
      const storeMs = timeSync(() => {
        for (let pdf = 0; pdf < PDFS; pdf += 1) {
          const chunks = pageTexts
            .slice(pdf * PAGES_PER_PDF, (pdf + 1) * PAGES_PER_PDF)
            .map((text, page) => ({ page: page + 1, text }));
          const facts = { path: `${folder}-storage/document-${pdf}.pdf`, size: 0, mtimeMs: 0, hash: String(pdf) };
          knowledge.store.putIndexedFile(storage.id, facts, chunks);
        }
      });
      knowledge.store.removeSource(storage.id);
      // The baseline: the same page text, one row a page, in a bare FTS5 table (no chunks, no CJK grams, no files).
      db.exec("CREATE VIRTUAL TABLE bare_fts USING fts5 (text, tokenize = 'unicode61 remove_diacritics 2')");
      const insertBare = db.prepare<[string]>('INSERT INTO bare_fts (text) VALUES (?)');
      const bareMs = timeSync(() =>
        db.transaction(() => {
          for (const text of pageTexts) insertBare.run(text);
        })(),
      );
      const searchBare = db.prepare<[string], { text: string }>(
        'SELECT text FROM bare_fts WHERE bare_fts MATCH ? ORDER BY rank LIMIT 5',
      );

      const queries = [...searchQueries('english', QUERIES, 3), ...searchQueries('cjk-2', QUERIES / 2, 5)];
      const quoted = (query: string) => `"${query.replace(/"/gu, '""')}"`;
      const hearthSamples: number[] = [];
      const bareSamples: number[] = [];
      for (const query of queries.slice(0, 5)) {
        await knowledge.search(query, 5);
        searchBare.all(quoted(query));
      }
      for (let round = 0; round < REPEATS; round += 1) {
        for (const query of queries) {
          const started = performance.now();
          await knowledge.search(query, 5);
          hearthSamples.push(performance.now() - started);
          bareSamples.push(timeSync(() => searchBare.all(quoted(query))));
        }
      }
      const pagesPerSecond = round(PAGES / (indexMs / 1_000), 1);
      const barePagesPerSecond = round(PAGES / (bareMs / 1_000), 1);
      const storedPagesPerSecond = round(PAGES / (storeMs / 1_000), 1);
      const rows: BenchRow[] = [
        shareAtLeast(
          'indexing throughput, 10,000 PDF pages (read, extract, chunk, index) vs a bare FTS5 insert of the same text',
          pagesPerSecond,
          barePagesPerSecond,
          0.005,
          'pages/s',
          `${PDFS} PDFs of ${PAGES_PER_PDF} pages in ${round(indexMs / 1_000, 1)} s (pdfjs-dist extraction included; the baseline starts from extracted text); the goal, 1/200 of a bare insert, is a few hundred pages a second`,
        ),
        shareAtLeast(
          'indexing throughput, storage alone (the same text as page chunks: knowledge_fts and CJK grams) vs bare FTS5',
          storedPagesPerSecond,
          barePagesPerSecond,
          0.1,
          'pages/s',
          `${PDFS} files of ${PAGES_PER_PDF} chunks, one transaction a file as the indexer writes them, in ${round(storeMs / 1_000, 2)} s; each page is written three times (chunk row, knowledge_fts, CJK grams in knowledge_cjk) where the baseline writes it once, hence 1/10`,
        ),
        ratioAtMost(
          'search p95, 10,000 pages (full text with CJK grams, passages with file and page) vs bare FTS5',
          round(percentile(hearthSamples, 95)),
          round(percentile(bareSamples, 95)),
          5,
          'ms',
          {
            note: `${hearthSamples.length} searches (${QUERIES} English, ${QUERIES / 2} two-character CJK queries × ${REPEATS}); top 5; the baseline returns the 5 best page texts of one bare FTS5 table`,
          },
        ),
      ];
      return {
        status: 'done',
        detail: `${PAGES.toLocaleString('en-US')} pages of synthetic text (Zipf-ranked words, a third Chinese, Japanese or Korean) in ${PDFS} PDFs made by Chromium; the real indexer in process (the desktop runs the same code in a worker thread) and knowledge search without an embedding model.`,
        rows,
        raw: {
          pages: PAGES,
          indexMs,
          bareMs,
          outcome: { ...outcome, skipped: outcome.skipped.length },
          hearthSamples,
          bareSamples,
        },
      };
    } finally {
      dispose();
      rmSync(folder, { recursive: true, force: true });
    }
  },
};
