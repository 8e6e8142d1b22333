// The layer table (ARCHITECTURE.md explains it): which folder may import which, where `electron` and Node built-ins may
// be imported. One copy, read by the architecture test (test/architecture/layer-rules.ts) and by ESLint's hearth/layers.
import { posix } from 'node:path';

/** Which layers each layer may import (besides itself and npm packages). `agent` stands for every `agent/*` room. */
export const allowedImports = {
  shared: [],
  storage: ['shared'],
  secrets: ['shared'],
  tools: ['shared'],
  scheduler: ['storage', 'shared'],
  'agent/model': ['tools', 'shared'],
  'agent/approvals': ['tools', 'storage', 'shared'],
  'agent/audit': ['shared'],
  'agent/context': ['agent/model', 'tools', 'storage', 'shared'],
  'agent/loop': ['agent/approvals', 'agent/context', 'agent/model', 'tools', 'storage', 'shared'],
  'agent/chat': [
    'agent/loop',
    'agent/approvals',
    'agent/context',
    'agent/model',
    'agent/audit',
    'tools',
    'storage',
    'secrets',
    'shared',
  ],
  runtime: ['agent', 'scheduler', 'tools', 'storage', 'secrets', 'shared'],
  cli: ['runtime', 'agent', 'tools', 'storage', 'secrets', 'shared'],
  main: ['runtime', 'agent', 'storage', 'secrets', 'shared'],
  preload: ['shared'],
  renderer: ['shared'],
};

/** The rooms of electron/agent: a file there lives in one of these sub-folders. */
export const agentRooms = Object.keys(allowedImports)
  .filter((layer) => layer.startsWith('agent/'))
  .map((layer) => layer.slice('agent/'.length));

/** Only the glue may import Electron. */
const mayImportElectron = new Set(['main', 'preload']);
/** The renderer runs in a sandboxed page (and shared is imported by it): no Node built-ins there. */
const noNodeBuiltins = new Set(['renderer', 'shared']);
const builtinNames = ['fs', 'path', 'os', 'child_process', 'crypto', 'net', 'http', 'https', 'url', 'util', 'events'];
const isNodeBuiltin = (spec) => spec.startsWith('node:') || [...builtinNames, 'stream'].includes(spec);

/** The layer of a repo-relative path (forward slashes), or undefined outside every layer. */
export function layerOf(path) {
  if (path.startsWith('renderer/')) return 'renderer';
  if (path.startsWith('tools/')) return 'tools';
  const agent = /^electron\/agent\/([^/]+)\//.exec(path);
  if (agent) return agentRooms.includes(agent[1]) ? `agent/${agent[1]}` : undefined;
  const match = /^electron\/([^/]+)\//.exec(path);
  const folder = match?.[1];
  return folder && folder !== 'agent' && folder in allowedImports ? folder : undefined;
}

/** Whether `from` may import `to` (a layer always imports itself; `agent` in a row admits every agent room). */
export function mayImport(from, to) {
  if (from === to) return true;
  const row = allowedImports[from] ?? [];
  return row.includes(to) || (to.startsWith('agent/') && row.includes('agent'));
}

/** A file directly in electron/agent, or in a folder of it that is not a room: the agent keeps no loose files. */
export function looseAgentFile(path) {
  if (!path.startsWith('electron/agent/')) return undefined;
  if (path === 'electron/agent/index.ts') return undefined;
  if (layerOf(path)) return undefined;
  return `${path}: electron/agent holds only its rooms (${agentRooms.join(', ')}), each a sub-folder`;
}

/**
 * What is wrong with one import, or undefined when it follows the table. `fromPath` is repo-relative with forward
 * slashes; `spec` is the module specifier as written. Returns `{ message, from, to }` (`to` only for layer edges).
 */
export function importProblem(fromPath, spec) {
  const from = layerOf(fromPath);
  if (!from) return undefined;
  if (spec === 'electron' || spec.startsWith('electron/')) {
    if (mayImportElectron.has(from)) return undefined;
    return { message: `${fromPath} → ${spec}: only electron/main and electron/preload may import Electron`, from };
  }
  if (isNodeBuiltin(spec)) {
    if (!noNodeBuiltins.has(from)) return undefined;
    return { message: `${fromPath} → ${spec}: ${from} may not import Node built-ins`, from };
  }
  if (!spec.startsWith('.')) return undefined;
  const target = posix.normalize(posix.join(posix.dirname(fromPath), spec));
  const to = layerOf(target) ?? layerOf(`${target}/`);
  if (!to) {
    if (from === 'renderer' || !target.startsWith('electron/'))
      return { message: `${fromPath} → ${target}: outside every layer`, from };
    return undefined;
  }
  if (mayImport(from, to)) return undefined;
  return { message: `${fromPath} → ${target}: ${from} may not import ${to}`, from, to };
}

/** The layer a relative import reaches (for the cycle check), or undefined. */
export function importedLayer(fromPath, spec) {
  if (!spec.startsWith('.')) return undefined;
  const target = posix.normalize(posix.join(posix.dirname(fromPath), spec));
  return layerOf(target) ?? layerOf(`${target}/`);
}
