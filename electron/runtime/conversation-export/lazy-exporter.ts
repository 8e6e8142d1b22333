// The conversation exporter, loaded on the first export: its document schema and the Markdown and HTML writers are
// not needed to start the core (create-runtime.ts hands this out in its place). Artifacts are read from `db`.
import type { Db } from '../../storage/database';
import type { ConversationExporter, ConversationExporterDeps } from './conversation-exporter';

export function createLazyConversationExporter(
  deps: Omit<ConversationExporterDeps, 'artifacts'> & { db?: Db },
): ConversationExporter {
  let loading: Promise<ConversationExporter> | undefined;
  const exporter = (): Promise<ConversationExporter> =>
    (loading ??= Promise.all([import('./conversation-exporter'), import('../../storage/artifacts')]).then(
      ([module, storage]) =>
        module.createConversationExporter({
          ...deps,
          ...(deps.db ? { artifacts: storage.createArtifactStore(deps.db) } : {}),
        }),
    ));
  return {
    exportOne: async (conversationId, format) => (await exporter()).exportOne(conversationId, format),
    exportAll: async (folder, format) => (await exporter()).exportAll(folder, format),
  };
}
