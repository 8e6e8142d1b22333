// Where a file tool's result came from: files are written by whoever put them on disk, so what read_file,
// search_files, list_dir and find_files return is marked as read from that path (kind 'file'), unless the person
// trusts a folder holding it (setting `trust.folders`, e.g. a project's folder).
import { realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ResultSource } from '../../electron/shared/provenance';
import { linksInText, withSource } from '../result-source';
import type { ToolResult } from '../tool';
import { isInsideOrEqual } from '../workspace';

/** The folders the person trusts (absolute, or `~/…`); read at each call so a settings change applies at once. */
export type TrustedFolders = () => readonly string[];

function realFolder(folder: string): string | undefined {
  const trimmed = folder.trim();
  if (trimmed === '') return undefined;
  const expanded = trimmed === '~' ? homedir() : trimmed.startsWith('~/') ? join(homedir(), trimmed.slice(2)) : trimmed;
  try {
    return realpathSync(resolve(expanded));
  } catch {
    return resolve(expanded);
  }
}

/** True when `absolute` (a realpath) is inside one of the trusted folders. */
export function inTrustedFolder(absolute: string, trusted: TrustedFolders | undefined): boolean {
  if (!trusted) return false;
  return trusted().some((folder) => {
    const real = realFolder(folder);
    return real !== undefined && isInsideOrEqual(absolute, real);
  });
}

/**
 * The result marked as read from `absolute` (a file, or the folder a listing or search covered), with the links its
 * text holds when `links` is set; unchanged when the path is in a trusted folder.
 */
export function fromDisk(
  result: ToolResult,
  absolute: string,
  trusted: TrustedFolders | undefined,
  options: { links: boolean },
): ToolResult {
  if (inTrustedFolder(absolute, trusted)) return result;
  const source: ResultSource = { kind: 'file', label: absolute };
  return withSource(result, options.links ? { ...source, links: linksInText(result.content) } : source);
}
