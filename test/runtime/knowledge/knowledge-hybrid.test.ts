// Hybrid knowledge search against the embeddings stand-in (test/support/embeddings-stand-in.ts): a paraphrase that
// shares no word with its passage ("animals" for "cat or dog") comes first once embeddings are fused with full text,
// where full text alone ranks another passage first; a failing embeddings server falls back to full text and says so.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnowledgeService, type KnowledgeService } from '../../../electron/runtime/knowledge/knowledge-service';
import { reciprocalRankFusion } from '../../../electron/runtime/knowledge/hybrid-search';
import { defaultSettings, type Settings } from '../../../electron/shared/settings-schema';
import { openDatabase, type Db } from '../../../electron/storage/database';
import { startEmbeddingsStandIn, type EmbeddingsStandIn } from '../../support/embeddings-stand-in';
import { createTempDirs } from '../../support/temp-dir';
import { leaseMarkdown } from './knowledge-fixtures';

const temp = createTempDirs();
let db: Db;
let standIn: EmbeddingsStandIn;
let knowledge: KnowledgeService;
let settings: Settings;
const PARAPHRASE = 'animals allowed in the flat';

beforeAll(async () => {
  standIn = await startEmbeddingsStandIn();
  const folder = temp.make('knowledge-hybrid');
  writeFileSync(path.join(folder, 'house-rules.md'), leaseMarkdown);
  writeFileSync(path.join(folder, 'area.md'), '# Area\n\nThe apartment block is next to a house with a garden.\n');
  db = openDatabase(path.join(temp.make('knowledge-hybrid-db'), 'hearth.db')).db;
  settings = defaultSettings();
  settings.provider.active = 'custom';
  settings.provider.custom.baseUrl = standIn.baseUrl;
  knowledge = createKnowledgeService({ db, settings: () => settings, readKey: () => Promise.resolve('unused') });
  const added = await knowledge.addSource(folder);
  if (!added.ok) throw new Error(added.error);
  await knowledge.indexer.indexSource(added.source.id);
});
afterAll(async () => {
  db.close();
  await standIn.close();
  temp.cleanup();
});

describe('hybrid knowledge search', () => {
  it('full text alone ranks the smoking rule first for a paraphrase of the pets rule', async () => {
    const result = await knowledge.search(PARAPHRASE, 3);
    expect(result.mode).toBe('full_text');
    expect(result.hits[0]?.heading).toBe('House rules › Smoking');
  });

  it('with an embedding model, the pets rule comes first', async () => {
    settings.knowledge.embeddingModel = 'stand-in-embed';
    const [source] = knowledge.store.listSources();
    const outcome = await knowledge.indexer.indexSource(source!.id);
    expect(outcome.embedded).toBe(knowledge.store.listSources()[0]!.chunks);
    const result = await knowledge.search(PARAPHRASE, 3);
    expect(result.mode).toBe('hybrid');
    expect(result.hits[0]).toMatchObject({ n: 1, heading: 'House rules › Pets' });
    expect(result.note).toBeUndefined();
    expect(standIn.requests.at(-1)).toMatchObject({ model: 'stand-in-embed', input: [PARAPHRASE] });
    // A key-less provider preset never sends the keychain's value.
    expect(standIn.requests.every((request) => request.authorization === undefined)).toBe(true);
  });

  it('falls back to full text, and says so, when the embeddings server cannot be reached', async () => {
    settings.provider.custom.baseUrl = 'http://127.0.0.1:9/v1';
    const result = await knowledge.search(PARAPHRASE, 3);
    expect(result.mode).toBe('full_text');
    expect(result.note).toMatch(/^embeddings: .*full-text search only$/);
    expect(result.hits[0]?.heading).toBe('House rules › Smoking');
    settings.provider.custom.baseUrl = standIn.baseUrl;
  });
});

describe('reciprocalRankFusion', () => {
  it('adds 1/(60 + rank) over the lists', () => {
    expect(
      reciprocalRankFusion([
        [1, 2, 3],
        [3, 4],
      ]),
    ).toEqual([3, 1, 2, 4]);
    expect(reciprocalRankFusion([[], [7, 8]])).toEqual([7, 8]);
  });
});
