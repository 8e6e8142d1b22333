// The OS choosers the core asks the desktop for: the MCP configuration file to import servers from, the folder
// "Export all" writes conversations into, a knowledge folder or file. Each answers the path, or null when cancelled.
import type * as Electron from 'electron';

type OpenDialog = Pick<Electron.Dialog, 'showOpenDialog'>;

export function importFileChooser(dialog: OpenDialog): () => Promise<string | null> {
  return async () => {
    const picked = await dialog.showOpenDialog({
      title: 'Import MCP servers',
      buttonLabel: 'Import',
      properties: ['openFile', 'showHiddenFiles'],
      filters: [{ name: 'MCP configuration (Claude Desktop, Cursor, VS Code)', extensions: ['json'] }],
    });
    return picked.canceled ? null : (picked.filePaths[0] ?? null);
  };
}

export function exportFolderChooser(dialog: OpenDialog): () => Promise<string | null> {
  return async () => {
    const picked = await dialog.showOpenDialog({
      title: 'Export all conversations',
      buttonLabel: 'Export here',
      properties: ['openDirectory', 'createDirectory'],
    });
    return picked.canceled ? null : (picked.filePaths[0] ?? null);
  };
}

export function knowledgePathChooser(dialog: OpenDialog): (kind: 'folder' | 'file') => Promise<string | null> {
  return async (kind) => {
    const picked = await dialog.showOpenDialog({
      title: kind === 'folder' ? 'Add a folder to knowledge' : 'Add a file to knowledge',
      buttonLabel: 'Add',
      properties: [kind === 'folder' ? 'openDirectory' : 'openFile'],
    });
    return picked.canceled ? null : (picked.filePaths[0] ?? null);
  };
}
