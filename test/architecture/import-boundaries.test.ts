// Architecture: the tree follows the layer table in layer-rules.ts (which folder may import which, Electron only in the
// glue, no Node built-ins in the renderer or shared, no cycles between folders), and each rule catches a planted import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { agentRooms, mayImport } from '../../scripts/layer-table.mjs';
import { allowedImports, checkLayers, importSpecifiers, type Layer, type SourceFile } from './layer-rules';

const root = resolve(__dirname, '../..');

function sourceFiles(folder: string): SourceFile[] {
  const absolute = join(root, folder);
  return readdirSync(absolute).flatMap((entry) => {
    const path = join(absolute, entry);
    if (statSync(path).isDirectory()) return sourceFiles(relative(root, path));
    if (!/\.(ts|tsx|mts|js|mjs)$/.test(entry)) return [];
    return [{ path: relative(root, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }];
  });
}

const tree = (): SourceFile[] => [...sourceFiles('electron'), ...sourceFiles('tools'), ...sourceFiles('renderer')];

/** Where a file of each layer lives, for planted imports. */
const homes: Record<string, string> = {
  shared: 'electron/shared/x.ts',
  storage: 'electron/storage/x.ts',
  secrets: 'electron/secrets/x.ts',
  tools: 'tools/shell/x.ts',
  scheduler: 'electron/scheduler/x.ts',
  runtime: 'electron/runtime/x.ts',
  cli: 'electron/cli/x.ts',
  main: 'electron/main/x.ts',
  preload: 'electron/preload/x.ts',
  renderer: 'renderer/src/x.ts',
};
/** A real module of each layer (an agent room's is its first file). */
const modules: Record<string, string> = {
  shared: 'electron/shared/contract',
  storage: 'electron/storage/jobs',
  secrets: 'electron/secrets/secret-store',
  tools: 'tools/tool',
  scheduler: 'electron/scheduler/scheduler',
  runtime: 'electron/runtime/create-runtime',
  cli: 'electron/cli/index',
  main: 'electron/main/app',
  preload: 'electron/preload/index',
  renderer: 'renderer/src/api',
};
for (const room of agentRooms) {
  const folder = join(root, 'electron/agent', room);
  const first = readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .sort()[0];
  homes[`agent/${room}`] = `electron/agent/${room}/x.ts`;
  modules[`agent/${room}`] = `electron/agent/${room}/${first?.replace(/\.ts$/, '')}`;
}
const home = (layer: Layer): string => homes[layer]!;
const moduleOf = (layer: Layer): string => modules[layer]!;
const layers = Object.keys(allowedImports) as Layer[];

/** A relative specifier from `from` to `to` (both repo-relative). */
function specifier(from: string, to: string): string {
  const rel = relative(join(root, from, '..'), join(root, to))
    .split('\\')
    .join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

describe('import boundaries', () => {
  it('finds imports in every form (self-check of the scanner)', () => {
    const sample = `import a from 'electron';\nimport type { B } from "electron/main";\nexport { c } from './c';\nconst d = await import('electron');\nconst e = require('electron');\nimport {\n  f,\n  g,\n} from './fg';`;
    expect(importSpecifiers(sample)).toEqual(['electron', 'electron/main', './fg', './c', 'electron', 'electron']);
  });

  it('the tree follows the layer table, with no cycle between folders or files', () => {
    const files = tree();
    expect(files.length).toBeGreaterThan(100);
    expect(checkLayers(files)).toEqual([]);
  });

  const forbidden = layers.flatMap((from) =>
    layers.filter((to) => !mayImport(from, to)).map((to) => [from, to] as const),
  );
  it.each(forbidden)('a planted import from %s into %s is caught', (from, to) => {
    const planted = { path: home(from), text: `import { x } from '${specifier(home(from), moduleOf(to))}';\n` };
    expect(checkLayers([planted]).join('\n')).toContain(`${from} may not import ${to}`);
  });

  it('allowed imports pass (the table is not vacuous)', () => {
    for (const from of layers) {
      for (const to of layers.filter((layer) => layer !== from && mayImport(from, layer))) {
        expect(
          checkLayers([{ path: home(from), text: `import { x } from '${specifier(home(from), moduleOf(to))}';` }]),
        ).toEqual([]);
      }
    }
  });

  it.each(layers.filter((layer) => layer !== 'main' && layer !== 'preload'))(
    'a planted electron import in %s is caught',
    (layer) => {
      expect(checkLayers([{ path: home(layer), text: `import { app } from 'electron';` }]).join('\n')).toContain(
        'only electron/main and electron/preload may import Electron',
      );
    },
  );

  it.each(['renderer', 'shared'] as const)('a planted Node built-in in %s is caught', (layer) => {
    expect(checkLayers([{ path: home(layer), text: `import { readFileSync } from 'node:fs';` }]).join('\n')).toContain(
      `${layer} may not import Node built-ins`,
    );
  });

  it('a cycle between folders is caught even when each edge alone is allowed by a looser table', () => {
    const files: SourceFile[] = [
      { path: 'electron/scheduler/a.ts', text: `import { b } from '../storage/b';` },
      { path: 'electron/storage/b.ts', text: `import { a } from '../scheduler/a';` },
    ];
    expect(checkLayers(files)).toContain('import cycle between folders: scheduler → storage → scheduler');
  });

  it('a renderer import outside renderer/ and electron/shared is caught', () => {
    expect(
      checkLayers([{ path: 'renderer/src/x.ts', text: `import { y } from '../../test/support/y';` }]).join('\n'),
    ).toContain('outside every layer');
  });

  it('a loose file in electron/agent (outside its rooms) is caught', () => {
    expect(checkLayers([{ path: 'electron/agent/helper.ts', text: '' }]).join('\n')).toContain(
      'electron/agent holds only its rooms',
    );
    expect(checkLayers([{ path: 'electron/agent/misc/helper.ts', text: '' }]).join('\n')).toContain(
      'electron/agent holds only its rooms',
    );
  });

  it('two files that import each other are caught, even inside one folder', () => {
    const files: SourceFile[] = [
      { path: 'electron/storage/a.ts', text: `import { b } from './b';` },
      { path: 'electron/storage/b.ts', text: `import type { A } from './a';` },
    ];
    expect(checkLayers(files)).toContain(
      'import cycle between files: electron/storage/a.ts → electron/storage/b.ts → electron/storage/a.ts',
    );
  });

  it('ESLint reports the same planted forbidden import in the editor (hearth/layers)', async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(
      `import { createHearthRuntime } from '../../runtime/create-runtime';\nexport const x = createHearthRuntime;\n`,
      {
        filePath: join(root, 'electron/agent/model/planted.ts'),
      },
    );
    const messages = result!.messages.filter((message) => message.ruleId === 'hearth/layers').map((m) => m.message);
    expect(messages).toEqual([
      'electron/agent/model/planted.ts → electron/runtime/create-runtime: agent/model may not import runtime',
    ]);
    const [loose] = await eslint.lintText('export const y = 1;\n', {
      filePath: join(root, 'electron/agent/planted.ts'),
    });
    expect(loose!.messages.map((message) => message.ruleId)).toContain('hearth/layers');
    const [fine] = await eslint.lintText(
      `import { argsHashOf } from '../approvals/args-hash';\nexport const z = argsHashOf;\n`,
      {
        filePath: join(root, 'electron/agent/loop/planted.ts'),
      },
    );
    expect(fine!.messages.filter((message) => message.ruleId === 'hearth/layers')).toEqual([]);
  });
});
