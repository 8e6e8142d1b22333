// Lists the tool files of the user tools folder (top-level `*.mjs`, hidden files skipped) with a content hash each:
// the hash is the tool's version, so an unchanged file is never reloaded and a changed one always is.
import { nodeCrypto } from '../lazy-builtins';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ScannedFile {
  /** Absolute path. */
  file: string;
  /** The first 12 hex digits of the SHA-256 of the content. */
  version: string;
}

export interface FolderScan {
  files: ScannedFile[];
  /** Files that exist but could not be read. */
  errors: { file: string; error: string }[];
}

export function contentVersion(content: Buffer | string): string {
  return nodeCrypto().createHash('sha256').update(content).digest('hex').slice(0, 12);
}

export function isToolFileName(name: string): boolean {
  return name.endsWith('.mjs') && !name.startsWith('.');
}

/** Creates the folder when it is missing. Throws only when the folder itself cannot be created or listed. */
export function scanToolsFolder(folder: string): FolderScan {
  mkdirSync(folder, { recursive: true });
  const files: ScannedFile[] = [];
  const errors: FolderScan['errors'] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!isToolFileName(entry.name) || !(entry.isFile() || entry.isSymbolicLink())) continue;
    const file = join(folder, entry.name);
    try {
      files.push({ file, version: contentVersion(readFileSync(file)) });
    } catch (error) {
      errors.push({ file, error: `Cannot read the file: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  files.sort((a, b) => a.file.localeCompare(b.file));
  return { files, errors };
}
