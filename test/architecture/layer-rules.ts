// The layer table the architecture test enforces (ARCHITECTURE.md explains it): which folder may import which, where
// `electron` and Node built-ins may be imported, and no import cycle between folders. A pure checker over file texts.
import { dirname, posix } from 'node:path';

export type Layer =
  | 'shared'
  | 'storage'
  | 'secrets'
  | 'tools'
  | 'scheduler'
  | 'agent'
  | 'runtime'
  | 'cli'
  | 'main'
  | 'preload'
  | 'renderer';

/** Which layers each layer may import (besides itself and npm packages). */
export const allowedImports: Record<Layer, readonly Layer[]> = {
  shared: [],
  storage: ['shared'],
  secrets: ['shared'],
  tools: ['shared'],
  scheduler: ['storage', 'shared'],
  agent: ['tools', 'storage', 'secrets', 'shared'],
  runtime: ['agent', 'scheduler', 'tools', 'storage', 'secrets', 'shared'],
  cli: ['runtime', 'agent', 'tools', 'storage', 'secrets', 'shared'],
  main: ['runtime', 'agent', 'storage', 'secrets', 'shared'],
  preload: ['shared'],
  renderer: ['shared'],
};

/** Only the glue may import Electron. */
const mayImportElectron: ReadonlySet<Layer> = new Set(['main', 'preload']);
/** The renderer runs in a sandboxed page (and shared is imported by it): no Node built-ins there. */
const noNodeBuiltins: ReadonlySet<Layer> = new Set(['renderer', 'shared']);

export function layerOf(path: string): Layer | undefined {
  if (path.startsWith('renderer/')) return 'renderer';
  if (path.startsWith('tools/')) return 'tools';
  const match = /^electron\/([^/]+)\//.exec(path);
  const folder = match?.[1];
  return folder && folder in allowedImports ? (folder as Layer) : undefined;
}

/** Every module specifier in import / export-from / dynamic import / require forms. */
export function importSpecifiers(source: string): string[] {
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?[\w*{}\s,$]+\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] as string));
}

export interface SourceFile {
  /** Repo-relative, forward slashes. */
  path: string;
  text: string;
}

const nodeBuiltin = (spec: string): boolean =>
  spec.startsWith('node:') ||
  ['fs', 'path', 'os', 'child_process', 'crypto', 'net', 'http', 'https', 'url', 'util', 'events', 'stream'].includes(
    spec,
  );

/** Every broken rule, one line each ("file → target: why"). Empty when the tree follows the table. */
export function checkLayers(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  const edges = new Map<Layer, Set<Layer>>();
  for (const file of files) {
    const from = layerOf(file.path);
    if (!from) continue;
    for (const spec of importSpecifiers(file.text)) {
      if (spec === 'electron' || spec.startsWith('electron/')) {
        if (!mayImportElectron.has(from))
          problems.push(`${file.path} → ${spec}: only electron/main and electron/preload may import Electron`);
        continue;
      }
      if (nodeBuiltin(spec) && noNodeBuiltins.has(from))
        problems.push(`${file.path} → ${spec}: ${from} may not import Node built-ins`);
      if (!spec.startsWith('.')) continue;
      const target = posix.normalize(posix.join(dirname(file.path).split('\\').join('/'), spec));
      const to = layerOf(target) ?? layerOf(`${target}/`);
      if (!to) {
        if (from === 'renderer' || !target.startsWith('electron/'))
          problems.push(`${file.path} → ${target}: outside every layer`);
        continue;
      }
      if (to === from) continue;
      if (!allowedImports[from].includes(to)) problems.push(`${file.path} → ${target}: ${from} may not import ${to}`);
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  problems.push(...findCycles(edges));
  return problems;
}

/** Folder-level cycles (a → b → … → a), each reported once. */
function findCycles(edges: ReadonlyMap<Layer, ReadonlySet<Layer>>): string[] {
  const cycles = new Set<string>();
  const visit = (node: Layer, path: Layer[]): void => {
    for (const next of edges.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0]!);
        cycles.add([...loop.slice(start), ...loop.slice(0, start), loop[start]!].join(' → '));
      } else {
        visit(next, [...path, next]);
      }
    }
  };
  for (const node of edges.keys()) visit(node, [node]);
  return [...cycles].map((cycle) => `import cycle between folders: ${cycle}`);
}
