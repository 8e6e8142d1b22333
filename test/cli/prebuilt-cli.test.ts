// The prebuilt `hearth` command: scripts/build-cli.mjs bundles the CLI, which then runs under plain Node without tsx,
// loading the native modules (better-sqlite3, keytar) from node_modules; `npm run cli` picks it only while it is
// newer than the sources; knowledge's pdfjs-dist, mammoth and sqlite-vec load from the bundle too. Built once here into
// a folder inside out/ (so node_modules resolves), removed afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import type { KnowledgeSearchResult } from '../../electron/shared/knowledge-types';
import { writeKnowledgeFolder } from '../runtime/knowledge/knowledge-fixtures';
import { startEmbeddingsStandIn } from '../support/embeddings-stand-in';
import { createTempDirs } from '../support/temp-dir';

const runFile = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const temp = createTempDirs();
let outDir = '';

beforeAll(() => {
  outDir = mkdtempSync(join(root, 'out', 'cli-test-'));
  const build = spawnSync(process.execPath, ['scripts/build-cli.mjs', '--out-dir', outDir], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(build.status, build.stderr).toBe(0);
}, 150_000);
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  temp.cleanup();
});

const hearth = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(outDir, 'hearth.mjs'), ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, HEARTH_DATA_DIR: temp.make('prebuilt-cli-data'), ...env },
  });

describe('the prebuilt CLI', () => {
  it('is one executable ES module with a node shebang, and ships the custom tools host next to it', () => {
    const bundle = join(outDir, 'hearth.mjs');
    expect(readFileSync(bundle, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(bundle).mode & 0o111).not.toBe(0);
    expect(existsSync(join(outDir, 'host', 'host.mjs'))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(manifest.bin).toEqual({ hearth: 'out/cli/hearth.mjs' });
  });

  it('runs a tool under plain Node (SQLite and the keychain module load from node_modules)', () => {
    const run = hearth(['tool', 'datetime', '{}', '--json']);
    expect(run.status, run.stderr).toBe(0);
    const line = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as { type: string; tool: string; ok: boolean };
    expect(line).toMatchObject({ type: 'tool_result', tool: 'datetime', ok: true });
  });

  it('indexes a PDF (pdfjs-dist) and a .docx (mammoth) and searches by meaning (sqlite-vec) under plain Node', async () => {
    const folder = temp.make('prebuilt-cli-knowledge');
    await writeKnowledgeFolder(folder);
    const standIn = await startEmbeddingsStandIn();
    const env = { ...process.env, HEARTH_DATA_DIR: temp.make('prebuilt-cli-knowledge-data') };
    // Asynchronous: the embeddings stand-in answers from this process while the CLI runs.
    const cli = async (...args: string[]) =>
      (await runFile(process.execPath, [join(outDir, 'hearth.mjs'), ...args], { env, timeout: 60_000 })).stdout;
    try {
      await cli('config', 'set', 'provider.active', 'custom');
      await cli('config', 'set', 'provider.custom.baseUrl', standIn.baseUrl);
      await cli('config', 'set', 'knowledge.embeddingModel', 'stand-in');
      const added = JSON.parse(await cli('knowledge', 'add', folder, '--json')) as {
        indexed: number;
        embedded: number;
      };
      expect(added).toMatchObject({ indexed: 4 });
      expect(added.embedded).toBeGreaterThan(0);
      const pdf = JSON.parse(await cli('knowledge', 'search', 'security deposit', '--json')) as KnowledgeSearchResult;
      expect(pdf.hits[0]).toMatchObject({ page: 2 });
      const docx = JSON.parse(
        await cli('knowledge', 'search', 'greenhouse tomatoes', '--json'),
      ) as KnowledgeSearchResult;
      expect(docx.hits[0]).toMatchObject({ heading: 'Garden club handbook › Watering rota' });
      expect(docx.mode).toBe('hybrid');
    } finally {
      await standIn.close();
    }
  }, 90_000);

  it('answers bad input with a clear error and a failing exit code, like the source CLI', () => {
    const run = hearth(['tool', 'datetime', '{not json']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('are not valid JSON');
    expect(hearth(['no-such-command']).status).toBe(2);
  });
});

describe('npm run cli picks the build only while it is current', () => {
  it('uses a bundle newer than every source, else (or with HEARTH_CLI_FROM_SOURCE=1) none', async () => {
    const { freshCliBundle } = (await import(pathToFileURL(join(root, 'scripts', 'cli-bundle.mjs')).href)) as {
      freshCliBundle: (options: {
        env?: Record<string, string>;
        bundle?: string;
        sourceFolders?: string[];
      }) => string | null;
    };
    const folder = temp.make('cli-bundle');
    const sources = join(folder, 'electron');
    mkdirSync(join(sources, 'cli'), { recursive: true });
    const source = join(sources, 'cli', 'index.ts');
    const bundle = join(folder, 'hearth.mjs');
    writeFileSync(source, 'export {};');
    writeFileSync(bundle, '#!/usr/bin/env node');
    const now = Date.now() / 1000;
    utimesSync(source, now - 60, now - 60);
    utimesSync(bundle, now, now);
    expect(freshCliBundle({ env: {}, bundle, sourceFolders: [sources] })).toBe(bundle);
    expect(freshCliBundle({ env: { HEARTH_CLI_FROM_SOURCE: '1' }, bundle, sourceFolders: [sources] })).toBeNull();
    utimesSync(source, now + 60, now + 60);
    expect(freshCliBundle({ env: {}, bundle, sourceFolders: [sources] })).toBeNull();
    expect(freshCliBundle({ env: {}, bundle: join(folder, 'missing.mjs'), sourceFolders: [sources] })).toBeNull();
  });
});
