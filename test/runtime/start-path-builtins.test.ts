// Node's networking, compression and line-reading modules load on a tool's first use, not while the core starts (each
// costs milliseconds of start-up). A child process builds the real runtime and its toolset over a fresh data folder,
// then reports which of them Node has loaded; importing one afterwards is the positive control.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const OFF_THE_START_PATH = ['http', 'https', 'zlib', 'readline', 'dns/promises'];

const probe = (dataDir: string, thenImport: string | null): string => `
  const { createHearthRuntime } = await import('./electron/runtime/create-runtime.ts');
  const { createSessionSecretStore } = await import('./electron/secrets/session-secret-store.ts');
  const runtime = await createHearthRuntime({
    dataDir: ${JSON.stringify(dataDir)},
    env: process.env,
    platform: process.platform,
    secretStore: createSessionSecretStore(),
  });
  runtime.toolset();
  runtime.settings();
  ${thenImport ? `await import('node:${thenImport}');` : ''}
  const loaded = ${JSON.stringify(OFF_THE_START_PATH)}.filter((name) => process.moduleLoadList.includes('NativeModule ' + name));
  await runtime.close();
  console.log(JSON.stringify(loaded));
`;

const folders: string[] = [];
async function loadedAfterStart(thenImport: string | null): Promise<string[]> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'hearth-start-path-'));
  folders.push(dataDir);
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', probe(dataDir, thenImport)],
    { cwd: root, timeout: 60_000 },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as string[];
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the core start path', () => {
  it('does not load node:http, https, zlib, readline or dns/promises', async () => {
    expect(await loadedAfterStart(null)).toEqual([]);
  });

  it('is seen by the probe once one is imported (the check above can fail)', async () => {
    expect(await loadedAfterStart('zlib')).toEqual(['zlib']);
  });
});
