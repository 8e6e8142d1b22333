// knowledge:* channels: Settings → Knowledge over the runtime's knowledge service (electron/runtime/knowledge/) and
// the chat's citations. Opening a file is allowed only for a file indexed from a source; the OS does the opening.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { KnowledgeSourceView } from '../../shared/knowledge-contract';
import type { KnowledgeSource } from '../../storage/knowledge-store';
import type { HearthRuntime } from '../create-runtime';

type KnowledgeChannel =
  | 'knowledge:list'
  | 'knowledge:add'
  | 'knowledge:choose'
  | 'knowledge:add-attachment'
  | 'knowledge:remove'
  | 'knowledge:pause'
  | 'knowledge:resume'
  | 'knowledge:rebuild'
  | 'knowledge:open';

/** Opens a file in the OS's viewer: a PDF at a page when `page` is given (a `file://…#page=N` URL). */
export type OpenKnowledgeFile = (target: { path: string; page?: number }) => Promise<void>;
/** The OS chooser for a folder or a file; null when cancelled. */
export type ChooseKnowledgePath = (kind: 'folder' | 'file') => Promise<string | null>;

const SKIPPED_SHOWN = 50;

export function createKnowledgeHandlers(deps: {
  runtime: Pick<HearthRuntime, 'knowledge' | 'attachments' | 'settings' | 'dataDir'>;
  openKnowledgeFile?: OpenKnowledgeFile;
  chooseKnowledgePath?: ChooseKnowledgePath;
}): Pick<InvokeHandlers, KnowledgeChannel> {
  const { knowledge } = deps.runtime;
  const view = (source: KnowledgeSource): KnowledgeSourceView => {
    const skipped = knowledge.store
      .filesOf(source.id)
      .filter((file) => file.status === 'skipped')
      .map((file) => ({ path: file.path, error: file.error ?? '' }));
    return {
      id: source.id,
      path: source.path,
      kind: source.kind,
      projectId: source.projectId,
      files: source.files,
      bytes: source.bytes,
      indexedAt: source.indexedAt,
      progress: knowledge.background?.progress(source.id) ?? { sourceId: source.id, state: 'idle', done: 0, total: 0 },
      skipped: skipped.slice(0, SKIPPED_SHOWN),
      skippedCount: skipped.length,
    };
  };
  const known = (id: number): KnowledgeSource => {
    const source = knowledge.store.getSource(id);
    if (!source) throw failure('not_found', `There is no knowledge source ${id}.`);
    return source;
  };
  const added = async (target: string, projectId?: string): Promise<KnowledgeSourceView> => {
    const result = await knowledge.addSource(target, projectId);
    if (!result.ok) throw failure('failed', result.error);
    // The CLI's runtime has no background indexer: index here, so the source is searchable when this answers.
    if (!knowledge.background) await knowledge.indexer.indexSource(result.source.id);
    return view(knowledge.store.getSource(result.source.id) ?? result.source);
  };

  return {
    'knowledge:list': () => ({
      sources: knowledge.store.listSources().map(view),
      embeddingModel: deps.runtime.settings().knowledge.embeddingModel,
    }),
    'knowledge:add': ({ path: target, projectId }) => {
      if (!path.isAbsolute(target)) throw failure('refused', 'Give the full path of a folder or file.');
      return added(target, projectId);
    },
    'knowledge:choose': async ({ kind }) => {
      if (!deps.chooseKnowledgePath) throw failure('unavailable', 'Choosing a folder is not available here.');
      return { path: await deps.chooseKnowledgePath(kind) };
    },
    'knowledge:add-attachment': ({ sha256, name, projectId }) => {
      const safeName = path.basename(name).replace(/^\.+/u, '') || 'attachment';
      const folder = path.join(deps.runtime.dataDir, 'knowledge-files', sha256.slice(0, 16));
      const target = path.join(folder, safeName);
      if (!existsSync(target)) {
        mkdirSync(folder, { recursive: true, mode: 0o700 });
        const saved = deps.runtime.attachments.saveTo(folder, sha256, safeName);
        if (!saved.ok) throw failure('failed', saved.error);
      }
      return added(target, projectId);
    },
    'knowledge:remove': ({ id }) => {
      known(id);
      knowledge.removeSource(id);
      return null;
    },
    'knowledge:pause': ({ id }) => {
      known(id);
      knowledge.background?.pause(id);
      return null;
    },
    'knowledge:resume': ({ id }) => {
      known(id);
      knowledge.background?.resume(id);
      return null;
    },
    'knowledge:rebuild': async ({ id }) => {
      if (id !== undefined) known(id);
      const rebuilt = knowledge.rebuild(id);
      if (!knowledge.background) for (const sourceId of rebuilt) await knowledge.indexer.indexSource(sourceId);
      return null;
    },
    'knowledge:open': async ({ path: target, page }) => {
      if (!knowledge.store.isIndexedFile(target)) throw failure('refused', 'Only a file of a knowledge source opens.');
      if (!deps.openKnowledgeFile) throw failure('unavailable', 'Files cannot be opened here.');
      await deps.openKnowledgeFile({ path: target, ...(page ? { page } : {}) });
      return null;
    },
  };
}
