// Issue 36 (4), custom tools: the real CLI is ended by each signal or by its output pipes closing, in each phase of a
// custom tool call (probing the file, the trust question, create(), a running call, close()), with real bubblewrap.
// Tool code marks its phase in its process title and then spins or blocks its event loop, so the host cannot react.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { writeTool, type ToolFileSpec } from '../tools/user-tools/user-tools-helpers';
import { everyEnding, hasProcess, killStartedClis, startTrackedCli, treeWhen, type Ending } from './stress-endings';

const temp = createTempDirs();
afterEach(() => killStartedClis());
afterAll(() => temp.cleanup());

/** Sets the process title (seen in /proc/PID/cmdline) to `title`, then never returns to the event loop. */
const stuck = (title: string, how: 'spin' | 'block') =>
  `process.title = ${JSON.stringify(title)}; ` +
  (how === 'spin' ? 'for (;;) {}' : 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 600000);');

function toolsFolder(ending: Ending, phase: string): { dataDir: string; tools: string } {
  const dataDir = temp.make(`stress-${phase}-${ending.replace(' ', '-')}`);
  const tools = join(dataDir, 'tools');
  mkdirSync(tools);
  return { dataDir, tools };
}

const toolCall = (dataDir: string, extra: string[] = []) => [
  'tool',
  'stuck',
  '{}',
  '--yes',
  '--json',
  ...extra,
  '--data-dir',
  dataDir,
];

/** A trusted (or untrusted) tool `stuck`, with spec overrides; the CLI calls it and the test waits for `title`. */
async function callUntil(
  ending: Ending,
  phase: string,
  spec: Partial<ToolFileSpec> & { source?: string },
  options: { trust: boolean; title: string; cliArgs?: string[] },
) {
  const { dataDir, tools } = toolsFolder(ending, phase);
  const tool: ToolFileSpec = { name: 'stuck', run: 'return "ran";', ...spec };
  if (spec.source !== undefined) writeTool(tools, 'stuck.mjs', spec.source, { trust: options.trust });
  else writeTool(tools, 'stuck.mjs', tool, { trust: options.trust });
  const cli = startTrackedCli(toolCall(dataDir, options.cliArgs));
  const tree = await treeWhen(cli, `the ${phase} phase (${ending})`, hasProcess(options.title));
  return { cli, tree, marker: dataDir };
}

describeWithFacility('bwrap', 'nothing a custom tool call started outlives the CLI, however it ends', () => {
  it('while probing an untrusted file whose top-level code spins', async () => {
    const title = 'hearth-stress-probe';
    const source = `${stuck(title, 'spin')}\nexport const name = 'stuck';\nexport const description = 'x';\nexport const parameters = { type: 'object' };\nexport async function run() {}`;
    const left = await everyEnding((ending) => callUntil(ending, 'probe', { source }, { trust: false, title }));
    expect(left).toEqual([]);
  }, 120_000);

  it('while the trust question waits for an answer (chat /tool)', async () => {
    const left = await everyEnding(async (ending) => {
      const { dataDir, tools } = toolsFolder(ending, 'trust');
      writeTool(tools, 'stuck.mjs', { name: 'stuck', run: 'return "ran";' }, { trust: false });
      const cli = startTrackedCli(['chat', '--data-dir', dataDir]);
      cli.write('/tool stuck {}\n');
      const tree = await treeWhen(cli, `the trust question (${ending})`, (_tree, output) =>
        output.includes('[t]rust / [n]o'),
      );
      return { cli, tree, marker: dataDir };
    });
    expect(left).toEqual([]);
  }, 120_000);

  it('while create() blocks its host', async () => {
    const title = 'hearth-stress-create';
    const extra = `export async function create() { ${stuck(title, 'block')} }`;
    const left = await everyEnding((ending) => callUntil(ending, 'create', { extra }, { trust: true, title }));
    expect(left).toEqual([]);
  }, 120_000);

  it('while a running call spins', async () => {
    const title = 'hearth-stress-run';
    const left = await everyEnding((ending) =>
      callUntil(ending, 'run', { run: stuck(title, 'spin') }, { trust: true, title }),
    );
    expect(left).toEqual([]);
  }, 120_000);

  it('while close() blocks its host after the call', async () => {
    const title = 'hearth-stress-close';
    const extra = `export async function close() { ${stuck(title, 'block')} }`;
    const left = await everyEnding((ending) => callUntil(ending, 'close', { extra }, { trust: true, title }));
    expect(left).toEqual([]);
  }, 120_000);
});
