// chat:export and chat:export-all: a conversation as text for the page to save, and every conversation into the folder
// the person picks (the desktop's folder dialog is injected; without one the call is `unavailable`).
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';

/** Shows a folder picker and resolves to the chosen folder, or null when the person cancelled. */
export type ChooseExportFolder = () => Promise<string | null>;

export function createExportHandlers(deps: {
  runtime: Pick<HearthRuntime, 'conversationExport'>;
  chooseExportFolder?: ChooseExportFolder;
}): Pick<InvokeHandlers, 'chat:export' | 'chat:export-all'> {
  const { conversationExport } = deps.runtime;
  return {
    'chat:export': async ({ conversationId, format }) => {
      const result = await conversationExport.exportOne(conversationId, format);
      if (!result.ok) throw failure('not_found', 'That conversation no longer exists.');
      const { fileName, mimeType, text } = result.export;
      return { fileName, mimeType, text };
    },
    'chat:export-all': async ({ format }) => {
      if (!deps.chooseExportFolder) throw failure('unavailable', 'Choosing a folder is not available here.');
      const folder = await deps.chooseExportFolder();
      if (folder === null) return { folder: null, files: [] };
      const result = await conversationExport.exportAll(folder, format);
      if (!result.ok) {
        const kept = result.files.length > 0 ? ` (${result.files.length} file(s) were written and kept)` : '';
        throw failure('failed', `The export stopped: ${result.message}${kept}`);
      }
      return { folder: result.folder, files: result.files.map((file) => file.path) };
    },
  };
}
