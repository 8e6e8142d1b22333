// `write_file`: creates or overwrites a text file in the workspace (parent folders created), never outside it.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import { beginUndo, describeFileChange, fileToolKit, resolveForChange, type FileToolDeps } from './file-support';

const writeFileParameters = z.lazy(() =>
  z.object({
    path: z.string().describe('File path relative to the workspace.'),
    content: z.string().describe('The full new content of the file.'),
  }),
);

export function createWriteFileTool(deps: FileToolDeps): AnyTool {
  const kit = fileToolKit(deps);
  const { limits, guard } = kit;
  return defineTool({
    name: 'write_file',
    label: 'Write file',
    description: 'Create or overwrite a text file in the workspace with the given content. Parent folders are created.',
    parameters: writeFileParameters,
    risk: 'write',
    describeCall: (args, ctx) => describeFileChange(args.path, ctx, guard),
    execute: async (args, ctx) => {
      const bytes = Buffer.byteLength(args.content);
      if (bytes > limits.maxWriteBytes)
        return fail(`Content is ${bytes} bytes; the limit is ${limits.maxWriteBytes}.`, 'too_large');
      const resolved = resolveForChange(ctx, args.path, kit);
      if (!resolved.ok) return fail(resolved.error, 'invalid_path');
      if (resolved.relative === '.') return fail('A file path is required, not the workspace itself.', 'invalid_path');
      const existing = await stat(resolved.absolute).catch(() => null);
      if (existing && !existing.isFile())
        return fail(`"${resolved.relative}" exists and is not a file.`, 'invalid_path');
      const finishUndo = beginUndo(deps, ctx, resolved.workspace, resolved.absolute);
      try {
        await mkdir(dirname(resolved.absolute), { recursive: true });
        await writeFile(resolved.absolute, args.content, 'utf8');
      } catch (error) {
        finishUndo?.();
        return fail(
          `Cannot write "${resolved.relative}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
          'io_error',
        );
      }
      const verb = existing ? 'Overwrote' : 'Created';
      const undo = finishUndo?.();
      return ok(`${verb} ${resolved.relative} (${bytes} bytes).`, {
        details: { path: resolved.relative, bytes, created: !existing, ...(undo ? { undo } : {}) },
      });
    },
  });
}
