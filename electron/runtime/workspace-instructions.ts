// The workspace's instructions file: HEARTH.md, else AGENTS.md, at the workspace root, read fresh for every run and
// capped (32 KB by default; the prompt says when the file was cut). A missing file is simply absent; one that cannot be
// read is skipped with a log line, never an error for the run.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectInstructions } from '../agent/context/system-prompt';

/** Checked in this order: HEARTH.md wins when both exist. */
export const INSTRUCTION_FILES = ['HEARTH.md', 'AGENTS.md'] as const;
export const PROJECT_INSTRUCTIONS_MAX_BYTES = 32 * 1024;

export function readProjectInstructions(
  workspace: string,
  options: { maxBytes?: number; log?: (line: string) => void } = {},
): ProjectInstructions | undefined {
  const maxBytes = options.maxBytes ?? PROJECT_INSTRUCTIONS_MAX_BYTES;
  for (const name of INSTRUCTION_FILES) {
    const path = join(workspace, name);
    let fd: number | undefined;
    try {
      fd = openSync(path, 'r');
      if (!fstatSync(fd).isFile()) {
        options.log?.(`workspace instructions: ${path} is not a file; ignored`);
        continue;
      }
      const buffer = Buffer.alloc(maxBytes + 1);
      let length = 0;
      while (length < buffer.length) {
        const read = readSync(fd, buffer, length, buffer.length - length, null);
        if (read === 0) break;
        length += read;
      }
      const truncated = length > maxBytes;
      // A cut inside a multi-byte character decodes to U+FFFD at the end: drop it.
      let text = new TextDecoder('utf-8').decode(buffer.subarray(0, Math.min(length, maxBytes)));
      if (truncated) text = text.replace(/\uFFFD+$/, '');
      return { path, text, truncated };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') {
        options.log?.(`workspace instructions: cannot read ${path} (${code ?? String(error)}); ignored`);
      }
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }
  return undefined;
}
