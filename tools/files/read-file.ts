// `read_file`: reads a text file in the workspace, optionally a line range, capped in lines and bytes; refuses binaries.
// The text is marked as read from the file (file-source.ts).
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import { fromDisk } from './file-source';
import { describeFileCall, fileToolKit, looksBinary, resolveForTool, type FileToolDeps } from './file-support';

const readFileParameters = z.lazy(() =>
  z.object({
    path: z.string().describe('File path relative to the workspace.'),
    startLine: z.number().int().min(1).optional().describe('First line to return (1-based, default 1).'),
    endLine: z.number().int().min(1).optional().describe('Last line to return (inclusive).'),
  }),
);

async function readSample(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(8_192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

interface LineWindow {
  lines: string[];
  /** The line after the last one returned, when the file goes on. */
  nextLine: number | null;
  cutByBytes: boolean;
}

async function readLineWindow(
  path: string,
  first: number,
  last: number,
  maxLines: number,
  maxBytes: number,
): Promise<LineWindow> {
  const { createInterface } = await import('node:readline'); // loaded on first use, off the app's start path
  const reader = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  const lines: string[] = [];
  let lineNumber = 0;
  let bytes = 0;
  let nextLine: number | null = null;
  let cutByBytes = false;
  try {
    for await (const line of reader) {
      lineNumber += 1;
      if (lineNumber < first) continue;
      const size = Buffer.byteLength(line) + 1;
      if (lineNumber > last || lines.length >= maxLines || bytes + size > maxBytes) {
        if (lineNumber <= last) nextLine = lineNumber;
        cutByBytes = bytes + size > maxBytes && lines.length < maxLines;
        break;
      }
      lines.push(line);
      bytes += size;
    }
  } finally {
    reader.close();
  }
  return { lines, nextLine, cutByBytes };
}

export function createReadFileTool(deps: FileToolDeps): AnyTool {
  const { limits, guard } = fileToolKit(deps);
  return defineTool({
    name: 'read_file',
    label: 'Read file',
    description: `Read a text file in the workspace. Returns at most ${limits.maxReadLines} lines per call; use startLine/endLine for more.`,
    parameters: readFileParameters,
    risk: 'read',
    describeCall: (args, ctx) => describeFileCall(args.path, ctx, guard),
    execute: async (args, ctx) => {
      const resolved = resolveForTool(ctx, args.path, guard);
      if (!resolved.ok) return fail(resolved.error, 'invalid_path');
      const info = await stat(resolved.absolute).catch(() => null);
      if (!info) return fail(`File "${resolved.relative}" does not exist.`, 'not_found');
      if (!info.isFile()) return fail(`"${resolved.relative}" is not a file.`, 'invalid_path');
      if (looksBinary(await readSample(resolved.absolute))) {
        return fail(
          `"${resolved.relative}" looks like a binary file (${info.size} bytes); read_file only returns text.`,
          'binary',
        );
      }
      const first = args.startLine ?? 1;
      const last = args.endLine ?? Number.MAX_SAFE_INTEGER;
      if (last < first) return fail('endLine must not be before startLine.', 'invalid_args');
      const window = await readLineWindow(resolved.absolute, first, last, limits.maxReadLines, limits.maxReadBytes);
      if (window.lines.length === 0 && first > 1)
        return fail(`"${resolved.relative}" has fewer than ${first} lines.`, 'invalid_args');
      let content = window.lines.join('\n');
      if (window.nextLine !== null) {
        const why = window.cutByBytes
          ? `the ${limits.maxReadBytes}-byte limit`
          : `the ${limits.maxReadLines}-line limit`;
        content += `\n[stopped at ${why}; continue with startLine=${window.nextLine}]`;
      }
      const details = {
        path: resolved.relative,
        size: info.size,
        startLine: first,
        lineCount: window.lines.length,
        nextLine: window.nextLine,
      };
      return fromDisk(ok(content, { details }), resolved.absolute, deps.trustedFolders, { links: true });
    },
  });
}
