// The architecture test's checker over file texts: every import against the layer table (scripts/layer-table.mjs, which
// ESLint's hearth/layers rule reads too), no loose file in electron/agent, no cycle between folders or between files.
import { posix } from 'node:path';
import {
  allowedImports,
  importedLayer,
  importProblem,
  layerOf,
  looseAgentFile,
  type Layer,
} from '../../scripts/layer-table.mjs';

export { allowedImports, type Layer };

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

/** Every broken rule, one line each ("file → target: why"). Empty when the tree follows the table. */
export function checkLayers(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  const edges = new Map<Layer, Set<Layer>>();
  for (const file of files) {
    const loose = looseAgentFile(file.path);
    if (loose) problems.push(loose);
    for (const spec of importSpecifiers(file.text)) {
      const problem = importProblem(file.path, spec);
      if (problem) problems.push(problem.message);
      const from = layerOf(file.path);
      const to = importedLayer(file.path, spec);
      if (!from || !to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  problems.push(...findCycles(edges).map((cycle) => `import cycle between folders: ${cycle}`));
  problems.push(...findCycles(fileEdges(files)).map((cycle) => `import cycle between files: ${cycle}`));
  return problems;
}

const extensions = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts'];

/** File → files it imports (relative imports that resolve to a file in the set). */
function fileEdges(files: readonly SourceFile[]): Map<string, Set<string>> {
  const known = new Set(files.map((file) => file.path));
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    for (const spec of importSpecifiers(file.text)) {
      if (!spec.startsWith('.')) continue;
      const base = posix.normalize(posix.join(posix.dirname(file.path), spec)).replace(/\.js$/, '');
      const target = extensions.map((ext) => base + ext).find((candidate) => known.has(candidate));
      if (!target || target === file.path) continue;
      if (!edges.has(file.path)) edges.set(file.path, new Set());
      edges.get(file.path)!.add(target);
    }
  }
  return edges;
}

/** Cycles (a → b → … → a) in a graph, each reported once, starting from its smallest node. */
function findCycles<Node extends string>(edges: ReadonlyMap<Node, ReadonlySet<Node>>): string[] {
  const cycles = new Set<string>();
  const done = new Set<Node>();
  const visit = (node: Node, path: Node[], onPath: Set<Node>): void => {
    for (const next of edges.get(node) ?? []) {
      if (onPath.has(next)) {
        const loop = path.slice(path.indexOf(next));
        const start = loop.indexOf([...loop].sort()[0]!);
        cycles.add([...loop.slice(start), ...loop.slice(0, start), loop[start]!].join(' → '));
      } else if (!done.has(next)) {
        onPath.add(next);
        visit(next, [...path, next], onPath);
        onPath.delete(next);
      }
    }
    done.add(node);
  };
  for (const node of edges.keys()) if (!done.has(node)) visit(node, [node], new Set([node]));
  return [...cycles];
}
