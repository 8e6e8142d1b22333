// Issue 36 (4), the shell and MCP: the real CLI is ended by each signal or by its output pipes closing while a shell
// command (under bubblewrap) sleeps, and while a real stdio MCP server (test/process-lifetime/fixtures/spin-server.mjs,
// which cannot notice its stdin closing) spins in a call; the CLI and everything it started are gone within 5 s.
import { resolve } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { everyEnding, killStartedClis, startTrackedCli, treeWhen } from './stress-endings';

const temp = createTempDirs();
const spinServer = resolve('test/process-lifetime/fixtures/spin-server.mjs');
afterEach(() => killStartedClis());
afterAll(() => temp.cleanup());

describeWithFacility('bwrap', 'nothing a shell or MCP call started outlives the CLI, however it ends', () => {
  it('while a shell command runs', async () => {
    const left = await everyEnding(async (ending) => {
      const dataDir = temp.make(`stress-shell-${ending.replace(' ', '-')}`);
      const command = JSON.stringify({ command: 'sleep 300; echo done' });
      const cli = startTrackedCli(['tool', 'shell', command, '--yes', '--json', '--data-dir', dataDir]);
      const tree = await treeWhen(cli, `sleep 300 to run (${ending})`, (all) =>
        all.some((info) => info.cmdline === 'sleep 300'),
      );
      return { cli, tree, marker: dataDir };
    });
    expect(left).toEqual([]);
  }, 120_000);

  it('while an MCP stdio server spins in a call', async () => {
    const left = await everyEnding(async (ending) => {
      const dataDir = temp.make(`stress-mcp-${ending.replace(' ', '-')}`);
      // The data folder in the server's argv marks it as this run's.
      const server = { transport: 'stdio', command: process.execPath, args: [spinServer, dataDir] };
      const set = await runCli(['config', 'set', 'mcp.servers.spinner', JSON.stringify(server), '--data-dir', dataDir]);
      if (set.code !== 0) throw new Error(set.stderr);
      const cli = startTrackedCli(['tool', 'spinner__spin', '{}', '--yes', '--json', '--data-dir', dataDir]);
      const tree = await treeWhen(cli, `the MCP server to spin (${ending})`, (all) =>
        all.some((info) => info.cmdline.includes(spinServer) && info.cpuTicks > 20),
      );
      return { cli, tree, marker: dataDir };
    });
    expect(left).toEqual([]);
  }, 120_000);
});
