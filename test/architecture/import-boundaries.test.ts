// Architecture: the core and the renderer never import electron; the renderer imports only renderer/ and electron/shared/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const coreFolders = ['electron/agent', 'electron/storage', 'electron/secrets', 'electron/scheduler', 'electron/shared', 'electron/cli', 'tools'];

function sourceFiles(folder: string): string[] {
  const absolute = join(root, folder);
  let entries: string[];
  try {
    entries = readdirSync(absolute);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(absolute, entry);
    if (statSync(path).isDirectory()) return sourceFiles(relative(root, path));
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry) ? [path] : [];
  });
}

/** Every module specifier in import/export-from/dynamic import/require forms. */
export function importSpecifiers(source: string): string[] {
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?[\w*{}\s,$]+\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] as string));
}

describe('import boundaries', () => {
  it('finds imports in every form (self-check of the scanner)', () => {
    const sample = `import a from 'electron';\nimport type { B } from "electron/main";\nexport { c } from './c';\nconst d = await import('electron');\nconst e = require('electron');`;
    expect(importSpecifiers(sample)).toEqual(['electron', 'electron/main', './c', 'electron', 'electron']);
  });

  it('the core ring never imports electron', () => {
    const files = coreFolders.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) =>
      importSpecifiers(readFileSync(file, 'utf8')).some((spec) => spec === 'electron' || spec.startsWith('electron/')),
    );
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });

  it('the renderer imports only renderer/ and electron/shared/ (plus npm packages), never electron or Node built-ins', () => {
    const files = sourceFiles('renderer');
    expect(files.length).toBeGreaterThan(3);
    const problems: string[] = [];
    for (const file of files) {
      for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
        if (spec === 'electron' || spec.startsWith('electron/') || spec.startsWith('node:')) {
          problems.push(`${relative(root, file)} → ${spec}`);
        } else if (spec.startsWith('.')) {
          const target = relative(root, resolve(dirname(file), spec));
          if (!target.startsWith('renderer/') && !target.startsWith('electron/shared/')) problems.push(`${relative(root, file)} → ${target}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
