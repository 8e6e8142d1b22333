// The conversation exporter, loaded on the first export: its document schema and the Markdown and HTML writers are
// not needed to start the core (create-runtime.ts hands this out in its place).
import type { ConversationExporter, ConversationExporterDeps } from './conversation-exporter';

export function createLazyConversationExporter(deps: ConversationExporterDeps): ConversationExporter {
  let loading: Promise<ConversationExporter> | undefined;
  const exporter = (): Promise<ConversationExporter> =>
    (loading ??= import('./conversation-exporter').then((module) => module.createConversationExporter(deps)));
  return {
    exportOne: async (conversationId, format) => (await exporter()).exportOne(conversationId, format),
    exportAll: async (folder, format) => (await exporter()).exportAll(folder, format),
  };
}
