// Knowledge as the runtime offers it (issue 43): sources added and removed, indexed (knowledge-indexer.ts) and searched
// (hybrid-search.ts). Embeddings come from the active provider's `/v1/embeddings` with knowledge.embeddingModel; the
// provider's key is read from the keychain only when a request is made.
import path from 'node:path';
import { stat } from 'node:fs/promises';
import { providerPresets, type Settings } from '../../shared/settings-schema';
import type { Result } from '../../shared/result';
import type { Db } from '../../storage/database';
import { createKnowledgeIndex } from '../../storage/knowledge-search';
import { createKnowledgeStore, type KnowledgeSource } from '../../storage/knowledge-store';
import { createEmbeddingsClient, type Embed } from './embeddings-client';
import { createKnowledgeSearch } from './hybrid-search';
import { createKnowledgeIndexer } from './knowledge-indexer';

export interface KnowledgeServiceDeps {
  db: Db;
  settings: () => Settings;
  readKey: (account: string) => Promise<string | null>;
}

export function createKnowledgeService(deps: KnowledgeServiceDeps) {
  const store = createKnowledgeStore(deps.db);
  const index = createKnowledgeIndex(deps.db);
  const embeddings = (): { model: string; embed: Embed } | undefined => {
    const current = deps.settings();
    const model = current.knowledge.embeddingModel;
    const provider = current.provider.active;
    if (model === '' || provider === 'anthropic') return undefined;
    const embed: Embed = async (texts, signal) => {
      const apiKey = providerPresets[provider].needsKey ? ((await deps.readKey(provider)) ?? undefined) : undefined;
      const baseUrl = current.provider[provider].baseUrl;
      return createEmbeddingsClient({ baseUrl, model, ...(apiKey ? { apiKey } : {}) })(texts, signal);
    };
    return { model, embed };
  };
  const indexer = createKnowledgeIndexer({ store, index, embeddings });

  return {
    store,
    indexer,
    search: createKnowledgeSearch({ index, embeddings }),
    /** Adds a folder or file (absolute path) as a source; an existing one is answered as it is. */
    async addSource(target: string, projectId?: string): Promise<Result<{ source: KnowledgeSource }>> {
      const absolute = path.resolve(target);
      const facts = await stat(absolute).catch(() => undefined);
      if (!facts || !(facts.isDirectory() || facts.isFile()))
        return { ok: false, error: `no such folder or file: ${absolute}` };
      return { ok: true, source: store.addSource(absolute, facts.isDirectory() ? 'folder' : 'file', projectId) };
    },
    hasSources: () => store.hasSources(),
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
