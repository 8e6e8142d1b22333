// Opens a cited knowledge file in the OS (knowledge:open, after the core checked it is an indexed file): a PDF at its
// page through a `file://…#page=N` URL (viewers that read the fragment jump there), anything else with shell.openPath.
import { pathToFileURL } from 'node:url';
import type * as Electron from 'electron';
import { failure } from '../shared/contract';
import type { OpenKnowledgeFile } from '../runtime/handlers/knowledge';

export function knowledgeFileOpener(shell: Pick<Electron.Shell, 'openPath' | 'openExternal'>): OpenKnowledgeFile {
  return async ({ path, page }) => {
    if (page !== undefined && /\.pdf$/iu.test(path)) {
      await shell.openExternal(`${pathToFileURL(path).href}#page=${page}`).catch(() => {
        throw failure('failed', 'The system could not open the file.');
      });
      return;
    }
    const problem = await shell.openPath(path);
    if (problem !== '') throw failure('failed', 'The system could not open the file.');
  };
}
