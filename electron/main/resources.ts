// Where the app's icons live: `resources/` in the project during development, `<resources>/resources` when packaged
// (electron-builder copies them there via extraResources).
import { join } from 'node:path';

export function resourcesDir(context: { isPackaged: boolean; resourcesPath: string; appPath: string }): string {
  return context.isPackaged ? join(context.resourcesPath, 'resources') : join(context.appPath, 'resources');
}
