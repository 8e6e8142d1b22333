// Issue 36 (4), the browser: the real CLI navigates real Chromium to a local page that never answers and is ended by
// each signal or by its output pipes closing mid-call; the CLI and every Chromium process of that run (by ancestry, or
// by its profile in the data folder) are gone within 5 s. Chromium starts slowly on a loaded machine: long limits.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';
import { chromiumPath, describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { everyEnding, killStartedClis, startTrackedCli, treeWhen } from './stress-endings';

const temp = createTempDirs();
let server: Server | undefined;
afterEach(() => {
  killStartedClis();
  server?.closeAllConnections();
  server?.close();
});
afterAll(() => temp.cleanup());

async function configure(dataDir: string): Promise<void> {
  const settings = {
    'tools.browser.enabled': 'true',
    'tools.browser.executablePath': chromiumPath(),
    'tools.browser.allowPrivateNetwork': 'true',
  };
  for (const [key, value] of Object.entries(settings)) {
    const set = await runCli(['config', 'set', key, value, '--data-dir', dataDir]);
    if (set.code !== 0) throw new Error(set.stderr);
  }
}

describeWithFacility('chromium', 'nothing a browser call started outlives the CLI, however it ends', () => {
  it('while Chromium waits for a page', async () => {
    // Each request names the run it came from (?run=…), so each CLI knows when its Chromium is mid-navigation.
    const requested = new Set<string>();
    server = createServer((request) => requested.add(new URL(request.url ?? '/', 'http://x').searchParams.get('run')!));
    await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const left = await everyEnding(async (ending) => {
      const run = ending.replace(' ', '-');
      const dataDir = temp.make(`stress-browser-${run}`);
      await configure(dataDir);
      const call = JSON.stringify({ action: 'navigate', url: `${base}?run=${run}` });
      const cli = startTrackedCli(['tool', 'browser', call, '--yes', '--json', '--data-dir', dataDir]);
      const tree = await treeWhen(
        cli,
        `Chromium to request the page (${ending})`,
        (all) => requested.has(run) && all.some((info) => info.cmdline.includes('--type=renderer')),
        110_000,
      );
      return { cli, tree, marker: dataDir };
    });
    expect(left).toEqual([]);
  }, 150_000);
});
