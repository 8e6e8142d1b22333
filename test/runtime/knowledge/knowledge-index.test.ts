// Knowledge over real files in a real SQLite file: a Chromium-made PDF (page numbers, a Chinese page), a .docx and
// Markdown (headings), a Japanese note; bad files skipped with the reason; changed, deleted and interrupted passes;
// search_knowledge's numbered citations and its untrusted source kind.
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnowledgeService, type KnowledgeService } from '../../../electron/runtime/knowledge/knowledge-service';
import { defaultSettings } from '../../../electron/shared/settings-schema';
import { openDatabase, type Db } from '../../../electron/storage/database';
import { createSearchKnowledgeTool } from '../../../tools/knowledge/search-knowledge-tool';
import { createTempDirs } from '../../support/temp-dir';
import { writeKnowledgeFolder } from './knowledge-fixtures';

const temp = createTempDirs();
let db: Db;
let knowledge: KnowledgeService;
let folder: string;
let sourceId: number;

beforeAll(async () => {
  folder = temp.make('knowledge-docs');
  await writeKnowledgeFolder(folder);
  db = openDatabase(path.join(temp.make('knowledge-db'), 'hearth.db')).db;
  knowledge = createKnowledgeService({ db, settings: defaultSettings, readKey: () => Promise.resolve(null) });
  const added = await knowledge.addSource(folder);
  if (!added.ok) throw new Error(added.error);
  sourceId = added.source.id;
}, 60_000);
afterAll(() => {
  db.close();
  temp.cleanup();
});

const top = async (query: string) => (await knowledge.search(query, 5)).hits[0];

describe('indexing a folder of real documents', () => {
  it('indexes the readable files and skips the bad ones with the reason', async () => {
    const outcome = await knowledge.indexer.indexSource(sourceId);
    expect(outcome.indexed).toBe(4);
    const reasons = Object.fromEntries(outcome.skipped.map((s) => [path.basename(s.path), s.error]));
    expect(reasons['locked.pdf']).toMatch(/encrypted/);
    expect(reasons['broken.pdf']).toMatch(/unreadable PDF/);
    expect(reasons['photo.txt']).toMatch(/binary/);
    const [source] = knowledge.store.listSources();
    expect(source).toMatchObject({ files: 4, skipped: 3 });
    expect(source!.indexedAt).not.toBeNull();
  });

  it('finds a PDF passage with its page, the Chinese page by a word inside a sentence', async () => {
    expect(await top('security deposit returned')).toMatchObject({ n: 1, page: 2 });
    expect((await top('security deposit returned'))!.path).toMatch(/tenancy\.pdf$/);
    expect(await top('银行账户')).toMatchObject({ page: 3, text: expect.stringContaining('租金每月十五日前支付') });
  });

  it('finds .docx and Markdown passages with their heading path, and a Japanese note', async () => {
    expect(await top('greenhouse tomatoes')).toMatchObject({
      heading: 'Garden club handbook › Watering rota',
      page: null,
    });
    expect(await top('late payment')).toMatchObject({ heading: 'House rules › Rent' });
    expect(await top('玉露')).toMatchObject({ heading: '緑茶の淹れ方' });
  });

  it('says the full-text path answered when no embedding model is set', async () => {
    const result = await knowledge.search('security deposit', 3);
    expect(result.mode).toBe('full_text');
    expect(result.note).toMatch(/no embedding model/);
  });

  it('re-indexes a changed file and leaves the others alone', async () => {
    const file = path.join(folder, 'house-rules.md');
    writeFileSync(file, '# House rules\n\n## Bicycles\n\nBicycles stay in the cellar, never in the stairwell.\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const outcome = await knowledge.indexer.indexSource(sourceId);
    expect(outcome).toMatchObject({ indexed: 1, unchanged: 6, removed: 0 });
    expect(await top('cellar stairwell')).toMatchObject({ heading: 'House rules › Bicycles' });
    expect(await top('late payment')).toBeUndefined();
  });

  it('drops a deleted file from the results', async () => {
    expect(await top('greenhouse tomatoes')).toBeDefined();
    rmSync(path.join(folder, 'garden-club.docx'));
    expect(await knowledge.indexer.indexSource(sourceId)).toMatchObject({ removed: 1, indexed: 0 });
    expect(await top('greenhouse tomatoes')).toBeUndefined();
  });

  it('resumes an interrupted pass: what was done stays, the rest is done next time', async () => {
    const second = temp.make('knowledge-resume');
    for (const name of ['a', 'b', 'c']) writeFileSync(path.join(second, `${name}.txt`), `note ${name} about walnuts`);
    const added = await knowledge.addSource(second);
    if (!added.ok) throw new Error(added.error);
    const stop = new AbortController();
    const first = await knowledge.indexer.indexSource(added.source.id, {
      signal: stop.signal,
      onProgress: ({ done }) => done === 2 && stop.abort(),
    });
    expect(first.indexed).toBe(2);
    expect(knowledge.store.getSource(added.source.id)!.indexedAt).toBeNull();
    const next = await knowledge.indexer.indexSource(added.source.id);
    expect(next).toMatchObject({ indexed: 1, unchanged: 2 });
    expect(knowledge.store.getSource(added.source.id)!.indexedAt).not.toBeNull();
    expect(knowledge.store.removeSource(added.source.id)).toBe(true);
    expect(await top('walnuts')).toBeUndefined();
  });
});

describe('search_knowledge', () => {
  it('answers numbered passages with file and page, marked as untrusted knowledge', async () => {
    const tool = createSearchKnowledgeTool({
      search: (query, limit, signal) => knowledge.search(query, limit, signal),
    });
    const result = await tool.execute(
      { query: 'security deposit' },
      { callId: 'c1', signal: new AbortController().signal, onUpdate: () => {}, workspace: folder },
    );
    expect(result.ok).toBe(true);
    expect(result.content).toMatch(
      /^\(no embedding model is set: full-text search only\)\n\[1\] tenancy\.pdf, page 2\n/,
    );
    expect(result.source).toEqual({ kind: 'knowledge', label: 'knowledge: tenancy.pdf' });
  });
});
