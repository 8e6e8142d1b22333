// playwright-core must load only when the browser is first used, so app start-up stays fast. A child process
// imports the tool module, builds the tool, checks availability and describes a call, then reports whether
// playwright-core entered the module cache (a direct import is the positive control).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..');

const probe = (loadPlaywright: boolean): string => `
  import { createRequire } from 'node:module';
  const { createBrowserTool } = await import('./tools/browser/browser-tool.ts');
  const tool = createBrowserTool({ settings: () => ({ executablePath: '', headless: true, allowPrivateNetwork: false, idleCloseMs: 1000 }), dataDir: '/tmp/unused' });
  tool.availability(); tool.describeCall({ action: 'navigate', url: 'https://example.org/' }, { workspace: '/tmp' });
  ${loadPlaywright ? "await import('playwright-core');" : ''}
  const cache = createRequire(import.meta.url).cache;
  console.log(Object.keys(cache).some((file) => file.includes('playwright-core')) ? 'loaded' : 'not-loaded');
`;

async function probeChild(loadPlaywright: boolean): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', probe(loadPlaywright)],
    { cwd: root, timeout: 60_000 },
  );
  return stdout.trim();
}

describe('lazy playwright-core', () => {
  it('is not loaded by building the tool, checking availability or describing a call', async () => {
    expect(await probeChild(false)).toBe('not-loaded');
  });

  it('is seen by the probe once imported (the check above can fail)', async () => {
    expect(await probeChild(true)).toBe('loaded');
  });

  it('is imported only as types or dynamically in the browser sources', () => {
    const dir = join(root, 'tools', 'browser');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      const staticValueImport = /^import (?!type )[^;]*from 'playwright-core'/m.test(source);
      expect(staticValueImport, file).toBe(false);
    }
  });
});
