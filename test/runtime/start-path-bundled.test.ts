// The core as the app ships it (bundled, as the start-up bench runs it) reaches ready without loading node:child_process,
// node:crypto or perf_hooks: each costs milliseconds of start-up, and node-cron brings the first two (it loads on the
// first schedule). Checked on the bundle because tsx, which the in-process check runs under, loads them itself.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleNodeEntry, repoRoot } from '../../bench/support/vite-bundle';

const run = promisify(execFile);
const OFF_THE_START_PATH = ['child_process', 'crypto', 'perf_hooks'];

/** Preloaded into the probe: when it prints its ready line, print which of those Node has loaded instead. */
const reporter = `
  if (process.env.START_PATH_CONTROL) require('node:crypto');
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => {
    if (!String(chunk).startsWith('{"ready"')) return write(chunk, ...rest);
    const names = ${JSON.stringify(OFF_THE_START_PATH)};
    return write(JSON.stringify(names.filter((name) => process.moduleLoadList.includes('NativeModule ' + name))) + '\\n');
  };
`;

let folder = '';
let probe = '';
beforeAll(async () => {
  folder = mkdtempSync(join(os.tmpdir(), 'hearth-start-path-bundled-'));
  writeFileSync(join(folder, 'reporter.cjs'), reporter);
  probe = await bundleNodeEntry(join(repoRoot, 'bench/support/startup-probe.ts'), 'start-path-probe');
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function loadedAtReady(env: Record<string, string> = {}): Promise<string[]> {
  const dataDir = mkdtempSync(join(folder, 'data-'));
  const { stdout } = await run(process.execPath, ['--require', join(folder, 'reporter.cjs'), probe, dataDir], {
    cwd: repoRoot,
    timeout: 60_000,
    env: { ...process.env, ...env },
  });
  return JSON.parse(stdout.trim().split('\n')[0]!) as string[];
}

describe('the bundled core start path', () => {
  it('reaches ready without node:child_process, node:crypto or perf_hooks', async () => {
    expect(await loadedAtReady()).toEqual([]);
  });

  it('is seen by the reporter once one is loaded (the check above can fail)', async () => {
    expect(await loadedAtReady({ START_PATH_CONTROL: '1' })).toEqual(['crypto']);
  });
});
