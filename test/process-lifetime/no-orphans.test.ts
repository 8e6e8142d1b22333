// Issue 14 (6): every child Hearth starts dies with it, even on SIGKILL. Each test starts the real CLI mid-call (a
// `sleep 300` shell command, a trusted custom tool in an endless loop, an MCP server stuck in a loop), kills it with -9,
// and polls /proc until nothing it started (by ancestry, or by the run's temp folder in argv) is left; with bwrap, and
// on a Linux without bwrap (hidden in a mount namespace), where no sandbox's --die-with-parent helps.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from '../cli/run-cli';
import { writeTool } from '../tools/user-tools/user-tools-helpers';
import { canHideBwrap, startCli, type CliProcess } from './cli-process';
import { descendantsOf, survivors, type ProcessInfo } from './process-scan';
import { waitFor } from '../support/wait-for';

const temp = createTempDirs();
const started: CliProcess[] = [];
const spinServer = resolve('test/process-lifetime/fixtures/spin-server.mjs');
afterEach(() => {
  // Whatever a failed test left: only processes this test started, by pid.
  for (const cli of started.splice(0)) if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
});
afterAll(() => temp.cleanup());

/** Waits until the CLI's process tree holds what `ready` looks for; returns the whole tree as it is then. */
async function treeWhen(
  cli: CliProcess,
  what: string,
  ready: (tree: ProcessInfo[]) => boolean,
): Promise<ProcessInfo[]> {
  let tree: ProcessInfo[] = [];
  const observe = () => ({ tree: tree.map((info) => info.cmdline.slice(0, 160)), output: cli.output() });
  return waitFor(() => ((tree = descendantsOf(cli.pid)), ready(tree) ? tree : undefined), {
    message: what,
    timeout: 45_000,
    observe: observe,
  });
}

async function killAndExpectNoSurvivor(cli: CliProcess, tree: ProcessInfo[], marker: string): Promise<void> {
  process.kill(cli.pid, 'SIGKILL');
  await cli.exited;
  let left: ProcessInfo[] = [];
  const describeLeft = () =>
    left.map((info) => `${info.pid} ppid ${info.ppid} ${info.state}: ${info.cmdline.slice(0, 200)}`);
  try {
    await waitFor(() => ((left = survivors(tree, marker)).length === 0 ? true : undefined), {
      message: 'every child to die with the CLI',
      timeout: 20_000,
      observe: describeLeft,
    });
  } finally {
    for (const info of left) process.kill(info.pid, 'SIGKILL');
  }
  expect(describeLeft()).toEqual([]);
}

const spinsIn = (pattern: string) => (tree: ProcessInfo[]) =>
  tree.some((info) => info.cmdline.includes(pattern) && info.cpuTicks > 100);

function kinds(withoutBwrap: boolean): void {
  const cliOptions = { withoutBwrap };
  it('a shell command (sleep 300) dies with it', async () => {
    const dataDir = temp.make('orphans-shell');
    const cli = startCli(
      ['tool', 'shell', JSON.stringify({ command: 'sleep 300; echo done' }), '--yes', '--json', '--data-dir', dataDir],
      cliOptions,
    );
    started.push(cli);
    const tree = await treeWhen(cli, 'sleep 300 to run', (all) => all.some((info) => info.cmdline === 'sleep 300'));
    await killAndExpectNoSurvivor(cli, tree, dataDir);
  }, 90_000);

  it('a trusted custom tool in an endless loop dies with it', async () => {
    const dataDir = temp.make('orphans-tool');
    mkdirSync(join(dataDir, 'tools'));
    writeTool(join(dataDir, 'tools'), 'spin.mjs', { name: 'spin', run: 'for (;;) {}' });
    const cli = startCli(['tool', 'spin', '{}', '--yes', '--json', '--data-dir', dataDir], cliOptions);
    started.push(cli);
    // Mid-call: a tools host has used a second of CPU, which only the loop does.
    const tree = await treeWhen(cli, 'the tool to spin', spinsIn('host.mjs'));
    await killAndExpectNoSurvivor(cli, tree, dataDir);
  }, 90_000);

  it('an MCP stdio server stuck in a loop dies with it', async () => {
    const dataDir = temp.make('orphans-mcp');
    // The data folder in the server's argv marks it as this run's.
    const server = { transport: 'stdio', command: process.execPath, args: [spinServer, dataDir] };
    const set = await runCli(['config', 'set', 'mcp.servers.spinner', JSON.stringify(server), '--data-dir', dataDir]);
    expect(set.stderr).toBe('');
    const cli = startCli(['tool', 'spinner__spin', '{}', '--yes', '--json', '--data-dir', dataDir], cliOptions);
    started.push(cli);
    const tree = await treeWhen(cli, 'the MCP server to spin', spinsIn(spinServer));
    await killAndExpectNoSurvivor(cli, tree, dataDir);
  }, 90_000);
}

describeWithFacility('bwrap', 'no orphans after kill -9 of the CLI (bwrap)', () => {
  kinds(false);
  it('killing the npm run cli wrapper (scripts/cli.mjs) ends the runtime and its shell command too', async () => {
    const dataDir = temp.make('orphans-wrapper');
    const cli = startCli(
      ['tool', 'shell', JSON.stringify({ command: 'sleep 300; echo done' }), '--yes', '--json', '--data-dir', dataDir],
      { viaWrapper: true },
    );
    started.push(cli);
    const tree = await treeWhen(cli, 'sleep 300 to run', (all) => all.some((info) => info.cmdline === 'sleep 300'));
    await killAndExpectNoSurvivor(cli, tree, dataDir);
  }, 90_000);
});

const cannotHide = process.platform === 'linux' ? canHideBwrap() : 'Linux only';
describe.skipIf(cannotHide !== null)(
  `no orphans after kill -9 of the CLI (no bwrap)${cannotHide ? `: ${cannotHide}` : ''}`,
  () => kinds(true),
);
