// `list_dir`: the entries of one workspace folder, folders marked with `/` and symlinks with their target; Hearth's
// data folder is marked off limits (its contents are never listed). Names on disk are anyone's words (a download or a
// cloned repository names its own files), so a listing is marked as read from the folder.
import { lstat, readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { DataFolderGuard } from '../data-folder-guard';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import { fromDisk } from './file-source';
import { describeFileCall, fileToolKit, resolveForTool, type FileToolDeps } from './file-support';

const listDirParameters = z.lazy(() =>
  z.object({
    path: z.string().optional().describe('Folder relative to the workspace (default: the workspace itself).'),
  }),
);

async function describeEntry(folder: string, name: string, guard: DataFolderGuard): Promise<string> {
  const info = await lstat(join(folder, name)).catch(() => null);
  if (!info) return name;
  if (info.isSymbolicLink()) return `${name} -> ${await readlink(join(folder, name)).catch(() => '?')}`;
  if (info.isDirectory() && guard.isDataFolder(join(folder, name)))
    return `${name}/  (Hearth's data folder: off limits to tools)`;
  if (info.isDirectory()) return `${name}/`;
  return `${name}  (${info.size} bytes)`;
}

export function createListDirTool(deps: FileToolDeps): AnyTool {
  const { limits, guard } = fileToolKit(deps);
  return defineTool({
    name: 'list_dir',
    label: 'List folder',
    description: 'List the entries of a folder in the workspace. Folders end with "/".',
    parameters: listDirParameters,
    risk: 'read',
    describeCall: (args, ctx) => describeFileCall(args.path ?? '.', ctx, guard),
    execute: async (args, ctx) => {
      const resolved = resolveForTool(ctx, args.path ?? '.', guard);
      if (!resolved.ok) return fail(resolved.error, 'invalid_path');
      let names: string[];
      try {
        names = (await readdir(resolved.absolute)).sort((a, b) => a.localeCompare(b));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return fail(`Folder "${resolved.relative}" does not exist.`, 'not_found');
        if (code === 'ENOTDIR') return fail(`"${resolved.relative}" is not a folder.`, 'invalid_path');
        return fail(`Cannot list "${resolved.relative}": ${code ?? (error as Error).message}`, 'io_error');
      }
      const shown = names.slice(0, limits.maxListEntries);
      const lines = await Promise.all(shown.map((name) => describeEntry(resolved.absolute, name, guard)));
      const more = names.length - shown.length;
      const content =
        lines.length === 0
          ? '(empty folder)'
          : lines.join('\n') + (more > 0 ? `\n[… ${more} more entries not shown]` : '');
      const result = ok(content, { details: { path: resolved.relative, entries: lines, total: names.length } });
      return names.length === 0 ? result : fromDisk(result, resolved.absolute, deps.trustedFolders, { links: false });
    },
  });
}
