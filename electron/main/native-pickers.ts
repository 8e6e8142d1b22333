// The OS choosers the core asks the desktop for: the MCP configuration file to import servers from, and the folder
// "Export all" writes conversations into. Each answers the chosen path, or null when the person cancels.
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
