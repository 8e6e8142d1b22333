// `edit_file`: replaces one exact, unique occurrence of a string in a workspace text file.
// Zero or several matches are refused with a clear message, so the model never edits the wrong place.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import {
  beginUndo,
  describeFileChange,
  fileToolKit,
  looksBinary,
  resolveForChange,
  type FileToolDeps,
} from './file-support';

const editFileParameters = z.lazy(() =>
  z.object({
    path: z.string().describe('File path relative to the workspace.'),
    oldText: z.string().min(1).describe('The exact text to replace; it must occur exactly once in the file.'),
    newText: z.string().describe('The replacement text.'),
  }),
);

function countOccurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let index = haystack.indexOf(needle); index !== -1; index = haystack.indexOf(needle, index + needle.length))
    count += 1;
  return count;
}

export function createEditFileTool(deps: FileToolDeps): AnyTool {
  const kit = fileToolKit(deps);
  const { limits, guard } = kit;
  return defineTool({
    name: 'edit_file',
    label: 'Edit file',
    description:
      'Replace one exact occurrence of oldText with newText in a workspace file. oldText must match exactly once; include surrounding lines to make it unique.',
    parameters: editFileParameters,
    risk: 'write',
    describeCall: (args, ctx) => describeFileChange(args.path, ctx, guard),
    execute: async (args, ctx) => {
      const resolved = resolveForChange(ctx, args.path, kit);
      if (!resolved.ok) return fail(resolved.error, 'invalid_path');
      const info = await stat(resolved.absolute).catch(() => null);
      if (!info) return fail(`File "${resolved.relative}" does not exist.`, 'not_found');
      if (!info.isFile()) return fail(`"${resolved.relative}" is not a file.`, 'invalid_path');
      if (info.size > limits.maxWriteBytes)
        return fail(`"${resolved.relative}" is ${info.size} bytes; too large to edit.`, 'too_large');
      const raw = await readFile(resolved.absolute);
      if (looksBinary(raw.subarray(0, 8_192)))
        return fail(`"${resolved.relative}" looks like a binary file.`, 'binary');
      const text = raw.toString('utf8');
      const matches = countOccurrences(text, args.oldText);
      if (matches === 0)
        return fail(
          `oldText was not found in "${resolved.relative}". Read the file and copy the text exactly.`,
          'no_match',
        );
      if (matches > 1) {
        return fail(
          `oldText occurs ${matches} times in "${resolved.relative}"; include more surrounding text so it matches exactly once.`,
          'ambiguous',
        );
      }
      const index = text.indexOf(args.oldText);
      const updated = text.slice(0, index) + args.newText + text.slice(index + args.oldText.length);
      const finishUndo = beginUndo(deps, ctx, resolved.workspace, resolved.absolute);
      let undo: ReturnType<NonNullable<typeof finishUndo>> | undefined;
      try {
        await writeFile(resolved.absolute, updated, 'utf8');
      } finally {
        undo = finishUndo?.();
      }
      const line = text.slice(0, index).split('\n').length;
      return ok(`Edited ${resolved.relative} at line ${line}.`, {
        details: {
          path: resolved.relative,
          line,
          oldText: args.oldText,
          newText: args.newText,
          ...(undo ? { undo } : {}),
        },
      });
    },
  });
}
