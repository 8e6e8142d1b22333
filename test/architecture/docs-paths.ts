// The docs-paths checker over texts: every repo path a doc (README.md, ARCHITECTURE.md, CONTRIBUTING.md) or a source
// file's header comment names must exist in the tree. Pure: the test hands it the texts and the tree's paths.
import { posix } from 'node:path';

/** Folders at the repo's root that code and docs name: a token starting with one is a path from the root. */
export const topFolders = ['electron', 'tools', 'renderer', 'test', 'scripts', 'bench', 'resources', '.ci'];

/** Files named by their extension when they carry no folder. */
const pathExtension = /\.(ts|tsx|mts|mjs|md|json|sh|yml)$/;

/** Paths that are built or written by runs (ignored by git): docs may name them, a clone need not hold them. */
const generated = ['out/', 'dist/', 'node_modules/', '.vite/', 'test/e2e/artifacts/', 'bench/results/raw-'];

/**
 * Names of files that live outside this repo and that docs name bare: a workspace's instructions, the MCP configs of
 * other apps that `mcp import` reads (Claude Desktop's, VS Code's mcp.json and settings.json), and the update feed's
 * files that electron-updater reads.
 */
export const outsideFileNames = new Set([
  'HEARTH.md',
  'AGENTS.md',
  'claude_desktop_config.json',
  'mcp.json',
  'settings.json',
  'latest-linux.yml',
  'beta-linux.yml',
]);

/** The extensions a path may leave out (a module named as imports name it, `runtime/model` for runtime/model.ts). */
const impliedExtensions = ['', '.ts', '.tsx', '.mts', '.mjs'];

export interface TextFile {
  /** Repo-relative, forward slashes. */
  path: string;
  text: string;
}

/** The tree a checker resolves against: every file and folder, repo-relative, forward slashes, no trailing slash. */
export type RepoPaths = ReadonlySet<string>;

/**
 * The leading comment of a source file: its first run of comment lines (`//`, a `/* … *\/` block, or `#` in shell and
 * YAML files), after a shebang. Empty when the file starts with code.
 */
export function headerComment(path: string, text: string): string {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  if (lines[0]?.startsWith('#!')) lines.shift();
  const hashComments = /\.(sh|yml|yaml)$/.test(path) || !/\.[^/]+$/.test(path);
  const header: string[] = [];
  let inBlock = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (inBlock) {
      header.push(line);
      if (line.includes('*/')) inBlock = false;
    } else if (line.startsWith('//') || (hashComments && line.startsWith('#'))) {
      header.push(line);
    } else if (line.startsWith('/*')) {
      header.push(line);
      inBlock = !line.includes('*/', 2);
    } else break;
  }
  return header.join('\n');
}

/** Strips `<…>` placeholders to a marker, so `handlers/<domain>.ts` and `<data folder>/x` stay one skipped token. */
const withoutPlaceholders = (text: string): string => text.replace(/<[^<>\n]*>/g, '<>');

/**
 * Tokens that name something outside the repo, a template or no file at all: URLs, home and absolute paths, globs,
 * placeholders, an extension (`.mjs`, `.test.ts`), a project's dot-folder (`.vscode/mcp.json`), what runs write.
 */
function isTemplateOrOutside(token: string): boolean {
  const first = token.split('/')[0]!;
  return (
    /[<>*…{}$%@=\\]/.test(token) ||
    token.includes(':') ||
    /^[~/-]/.test(token) ||
    /^(\.[a-z]{1,4})+$/.test(token) ||
    (token.includes('/') && /^\.[^.]/.test(first) && !topFolders.includes(first)) ||
    generated.some((prefix) => token.startsWith(prefix))
  );
}

/**
 * The path-like tokens of a text, as written: a token (between spaces, backticks, quotes, brackets, commas) that
 * contains a `/` and starts with a top folder, `./` or one of `shortRoots` (electron's folders, for short forms such as
 * `agent/chat/session`), or that ends in a known extension; and a doc named by a section sign (`DESIGN §3` names
 * DESIGN.md). `a.md/b.md` and `main/preload` are alternatives, each checked (or skipped) on its own.
 */
export function pathMentions(text: string, shortRoots: readonly string[] = []): string[] {
  const plain = withoutPlaceholders(text);
  const sections = [...plain.matchAll(/\b([A-Z][A-Z_-]+)(?:\.md)?\s*§/g)].map((match) => `${match[1]}.md`);
  const mentions: string[] = [];
  for (const raw of plain.split(/[\s`'"()[\],;|]+/)) {
    const token = raw
      .replace(/:\d+(:\d+)?$/, '')
      .replace(/[.,:;!?]+$/, '')
      .replace(/#.*$/, '');
    if (!token || isTemplateOrOutside(token)) continue;
    const segments = token.split('/');
    const alternatives =
      segments.slice(0, -1).some((segment) => pathExtension.test(segment)) ||
      segments.every((segment) => shortRoots.includes(segment));
    for (const mention of alternatives ? segments : [token]) {
      if (looksLikePath(mention, shortRoots)) mentions.push(mention);
    }
  }
  return [...sections, ...mentions];
}

function looksLikePath(token: string, shortRoots: readonly string[]): boolean {
  const first = token.split('/')[0]!;
  const rooted = topFolders.includes(first) || shortRoots.includes(first) || first === '.' || first === '..';
  if (token.includes('/') && rooted) return true;
  return pathExtension.test(token.replace(/\/$/, ''));
}

/** The folders directly in electron/, whose names docs use as short roots (`runtime/model.ts`, `agent/chat`). */
export function electronFolders(repo: RepoPaths): string[] {
  return [...repo].flatMap((path) => /^electron\/([^/.]+)$/.exec(path)?.[1] ?? []);
}

const existsAs = (repo: RepoPaths, base: string): boolean =>
  impliedExtensions.some((extension) => repo.has(base + extension));

/** The folders a bare name in a header may live in: the file's own folder, then each folder above it. */
function folderAndAncestors(folder: string): string[] {
  const folders: string[] = [];
  for (let current = folder; current !== '.' && current !== ''; current = posix.dirname(current)) folders.push(current);
  return [...folders, ''];
}

/**
 * Whether a mention resolves. From the root when it starts with a top folder; from the file's folder for `./` and
 * `../`; a short form (`agent/chat/session.ts`) beside the file or as the tail of a tree path; a bare name beside a
 * header's file or in a folder above it, and for a doc anywhere in the tree.
 */
export function resolves(mention: string, file: TextFile, kind: 'doc' | 'header', repo: RepoPaths): boolean {
  const name = mention.replace(/\/$/, '');
  const folder = posix.dirname(file.path);
  const joinTo = (base: string) => posix.normalize(posix.join(base, name));
  const first = name.split('/')[0]!;
  if (first === '.' || first === '..') return existsAs(repo, joinTo(folder));
  if (topFolders.includes(first)) return existsAs(repo, name);
  if (outsideFileNames.has(name)) return true;
  if (name.includes('/')) {
    if (existsAs(repo, joinTo(folder)) || existsAs(repo, name)) return true;
    return [...repo].some((path) => impliedExtensions.some((extension) => path.endsWith(`/${name}${extension}`)));
  }
  if (kind === 'header') return folderAndAncestors(folder).some((base) => existsAs(repo, joinTo(base)));
  return [...repo].some((path) => path === name || path.endsWith(`/${name}`));
}

/** Every path a text names that the tree does not hold, one line each ("file: `path` does not exist"). */
export function stalePaths(file: TextFile, kind: 'doc' | 'header', repo: RepoPaths): string[] {
  const text = kind === 'header' ? headerComment(file.path, file.text) : file.text;
  const mentions = pathMentions(text, electronFolders(repo));
  const missing = new Set(mentions.filter((mention) => !resolves(mention, file, kind, repo)));
  return [...missing].map((mention) => `${file.path}: \`${mention}\` does not exist`);
}
