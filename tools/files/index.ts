// The workspace file tools as one list for the registry, plus each factory on its own.
import type { AnyTool } from '../tool';
import { createEditFileTool } from './edit-file';
import type { FileToolDeps } from './file-support';
import { createFindFilesTool } from './find-files';
import { createListDirTool } from './list-dir';
import { createReadFileTool } from './read-file';
import { createSearchFilesTool } from './search-files';
import { createWriteFileTool } from './write-file';

export {
  createEditFileTool,
  createFindFilesTool,
  createListDirTool,
  createReadFileTool,
  createSearchFilesTool,
  createWriteFileTool,
};
export { defaultFileLimits, type FileLimits, type FileToolDeps } from './file-support';

export function createFileTools(deps: FileToolDeps): AnyTool[] {
  return [
    createReadFileTool(deps),
    createWriteFileTool(deps),
    createEditFileTool(deps),
    createListDirTool(deps),
    createFindFilesTool(deps),
    createSearchFilesTool(deps),
  ];
}
