// Issue 14 (6) for the browser: the real CLI navigates Chromium to a local page that never answers, is killed with -9
// mid-call, and no Chromium process of that run (by ancestry, or by its profile in the data folder) is left. Launching
// Chromium took 20-75 s on our loaded 2-core machines, hence the long limits (the check after the kill is 5 s).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';
import { chromiumPath, describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { startCli, type CliProcess } from './cli-process';
import { descendantsOf, survivors, type ProcessInfo } from './process-scan';
import { waitFor } from '../support/wait-for';

const temp = createTempDirs();
const started: CliProcess[] = [];
let server: Server | undefined;
afterEach(() => {
  for (const cli of started.splice(0)) if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
  server?.closeAllConnections();
  server?.close();
});
afterAll(() => temp.cleanup());

describeWithFacility('chromium', 'no orphans after kill -9 of the CLI (browser)', () => {
  it('Chromium dies with the CLI', async () => {
    let requests = 0;
    server = createServer(() => (requests += 1)); // never answers: the navigate call stays in flight
    await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const dataDir = temp.make('orphans-browser');
    for (const [key, value] of [
      ['tools.browser.enabled', 'true'],
      ['tools.browser.executablePath', chromiumPath()],
      ['tools.browser.allowPrivateNetwork', 'true'],
    ]) {
      const set = await runCli(['config', 'set', key!, value!, '--data-dir', dataDir]);
      expect(set.code, set.stderr).toBe(0);
    }
    const cli = startCli([
      'tool',
      'browser',
      JSON.stringify({ action: 'navigate', url }),
      '--yes',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    started.push(cli);
    let tree: ProcessInfo[] = [];
    await waitFor(() => ((tree = descendantsOf(cli.pid)), requests > 0 ? true : undefined), {
      message: 'Chromium to request the page',
      timeout: 120_000,
      observe: () => ({ tree: tree.map((info) => info.cmdline.slice(0, 120)), output: cli.output() }),
    });
    tree = descendantsOf(cli.pid);
    expect(tree.some((info) => info.cmdline.includes('--type=renderer'))).toBe(true);

    process.kill(cli.pid, 'SIGKILL');
    await cli.exited;
    let left: ProcessInfo[] = [];
    const describeLeft = () =>
      left.map((info) => `${info.pid} ppid ${info.ppid} ${info.state}: ${info.cmdline.slice(0, 160)}`);
    try {
      await waitFor(() => ((left = survivors(tree, dataDir)).length === 0 ? true : undefined), {
        message: 'Chromium to die with the CLI',
        timeout: 5_000,
        observe: describeLeft,
      });
    } finally {
      for (const info of left) process.kill(info.pid, 'SIGKILL');
    }
    expect(describeLeft()).toEqual([]);
  }, 150_000);
});
