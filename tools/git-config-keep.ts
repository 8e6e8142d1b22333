// The config of a repository a command created keeps only what `git init` and `git clone` write (keptConfigKeys in
// code-running-paths.ts); every other line — aliases, hooksPath, fsmonitor, filters, includes, comments — is dropped.
import { keptConfigKeys } from './code-running-paths';

function headerKey(line: string): string | null {
  const quoted = /^\[\s*([A-Za-z0-9.-]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/.exec(line);
  if (quoted) return `${(quoted[1] as string).toLowerCase()}.${quoted[2] as string}`;
  const plain = /^\[\s*([A-Za-z0-9.-]+)\s*\]\s*$/.exec(line);
  return plain ? (plain[1] as string).toLowerCase() : null;
}

/** The config text with only the kept settings (section headers written only above a kept key). */
export function keepSafeGitConfig(text: string): string {
  const out: string[] = [];
  let section: string | null = null;
  let header = '';
  let headerWritten = false;
  let continuing = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (continuing) {
      continuing = /(?:^|[^\\])(?:\\\\)*\\$/.test(line);
      continue;
    }
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    if (line.startsWith('[')) {
      section = headerKey(line);
      header = line;
      headerWritten = false;
      continue;
    }
    continuing = /(?:^|[^\\])(?:\\\\)*\\$/.test(line);
    const name = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=|$)/.exec(line);
    if (continuing || section === null || !name) continue;
    const key = `${section}.${(name[1] as string).toLowerCase()}`;
    if (!keptConfigKeys.some((pattern) => pattern.test(key))) continue;
    if (!headerWritten) out.push(header);
    headerWritten = true;
    out.push(`\t${line}`);
  }
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}
