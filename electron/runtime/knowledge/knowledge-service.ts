// Knowledge as the runtime offers it (issue 43): sources added and removed, indexed (knowledge-indexer.ts; in the
// desktop, in the background thread of background-indexer.ts) and searched (hybrid-search.ts). Embeddings come from the
// active provider's `/v1/embeddings` with knowledge.embeddingModel; the key is read only when a request is made.
import path from 'node:path';
import { stat } from 'node:fs/promises';
import { providerPresets, type Settings } from '../../shared/settings-schema';
import type { Result } from '../../shared/result';
import type { Db } from '../../storage/database';
import { createKnowledgeIndex } from '../../storage/knowledge-search';
import { createKnowledgeStore, type KnowledgeSource } from '../../storage/knowledge-store';
import { createBackgroundIndexer, type BackgroundIndexer } from './background-indexer';
import { createEmbeddingsClient, type Embed } from './embeddings-client';
import { watchKnowledgePath } from './folder-watch';
import { createKnowledgeSearch } from './hybrid-search';
import { createKnowledgeIndexer } from './knowledge-indexer';
import { createSearchKnowledgeTool } from '../../../tools/knowledge/search-knowledge-tool';
import { createWorkerPasses, type KnowledgeWorkerEntry } from './worker-pass';

export interface KnowledgeServiceDeps {
  db: Db;
  settings: () => Settings;
  readKey: (account: string) => Promise<string | null>;
  /** A conversation's project: its conversations search the project's sources too. */
  conversations?: { get: (id: string) => { projectId: string | null } | undefined };
  /** The desktop's indexer thread; absent (the CLI): indexing runs in process, when asked. */
  worker?: KnowledgeWorkerEntry | undefined;
  /** The database file the thread opens. */
  dbFile?: string;
  log?: (message: string) => void;
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
  const passes = deps.worker && deps.dbFile ? createWorkerPasses(deps.worker, deps.dbFile) : undefined;
  const background: BackgroundIndexer | undefined = passes
    ? createBackgroundIndexer({
        store,
        runPass: passes.runPass,
        embedPending: (signal) => indexer.embedPending(signal),
        watch: watchKnowledgePath,
        ...(deps.log ? { log: deps.log } : {}),
      })
    : undefined;
  background?.start();
  const search = createKnowledgeSearch({ index, embeddings });
  /** search_knowledge's search: in a project's conversation, that project's sources too. */
  const searchFromConversation = (query: string, limit: number, signal: AbortSignal, conversationId?: string) =>
    search(query, limit, signal, conversationId ? (deps.conversations?.get(conversationId)?.projectId ?? null) : null);

  return {
    store,
    indexer,
    /** The desktop's background indexing (progress, pause, resume); undefined in the CLI. */
    background,
    search,
    /** The search_knowledge tool (offered while a source exists). */
    tool: createSearchKnowledgeTool({ search: searchFromConversation, hasSources: () => store.hasSources() }),
    /** Adds a folder or file (absolute path) as a source; an existing one is answered as it is. Queued when in the
     * background; the CLI indexes it itself. */
    async addSource(target: string, projectId?: string): Promise<Result<{ source: KnowledgeSource }>> {
      const absolute = path.resolve(target);
      const facts = await stat(absolute).catch(() => undefined);
      if (!facts || !(facts.isDirectory() || facts.isFile()))
        return { ok: false, error: `no such folder or file: ${absolute}` };
      const source = store.addSource(absolute, facts.isDirectory() ? 'folder' : 'file', projectId);
      background?.add(source.id);
      return { ok: true, source };
    },
    removeSource(id: number): boolean {
      background?.forget(id);
      return store.removeSource(id);
    },
    /** Forgets what was indexed from one source (or every source) and indexes it again (queued in the background). */
    rebuild(id?: number): number[] {
      const ids = id === undefined ? store.listSources().map((source) => source.id) : [id];
      const known = ids.filter((sourceId) => store.getSource(sourceId));
      for (const sourceId of known) {
        background?.forget(sourceId);
        store.clearSource(sourceId);
        store.setPaused(sourceId, false); // a rebuilt source is read again, so it is no longer paused
        background?.add(sourceId);
      }
      return known;
    },
    hasSources: () => store.hasSources(),
    async close(): Promise<void> {
      background?.close();
      await passes?.close();
    },
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
