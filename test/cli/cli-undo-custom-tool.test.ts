// Undo of a custom tool with `workspace:write`, through the real CLI and its real bwrap host: the call deletes a
// folder, appends to a file, changes its mode and creates one; `undo RUN_ID` puts back every byte and mode.
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
afterAll(() => temp.cleanup());

function treeOf(folder: string, prefix = ''): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    const info = lstatSync(path);
    const mode = (info.mode & 0o7777).toString(8);
    if (info.isDirectory()) Object.assign(tree, { [`${prefix}${name}/`]: mode }, treeOf(path, `${prefix}${name}/`));
    else tree[`${prefix}${name}`] = `${mode} ${readFileSync(path, 'base64')}`;
  }
  return tree;
}

const tidyTool = [
  "import { appendFileSync, chmodSync, rmSync, writeFileSync } from 'node:fs';",
  "export const name = 'tidy';",
  "export const description = 'Tidies the workspace.';",
  "export const capabilities = ['workspace:write'];",
  "export const parameters = { type: 'object', properties: { workspace: { type: 'string' } }, required: ['workspace'] };",
  'export function run(args) {',
  "  rmSync(args.workspace + '/old', { recursive: true });",
  "  appendFileSync(args.workspace + '/log.txt', 'more\\n');",
  "  chmodSync(args.workspace + '/log.txt', 0o600);",
  "  writeFileSync(args.workspace + '/new.txt', 'new\\n');",
  "  return { content: 'tidied' };",
  '}',
].join('\n');

describeWithFacility('bwrap', 'hearth undo after a custom tool with workspace:write (real bwrap host)', () => {
  test('the call is undone byte for byte with modes', async () => {
    const dataDir = temp.make('cli-undo-custom-data');
    const workspace = temp.make('cli-undo-custom-ws');
    mkdirSync(join(dataDir, 'tools'));
    writeFileSync(join(dataDir, 'tools', 'tidy.mjs'), tidyTool);
    mkdirSync(join(workspace, 'old/inner'), { recursive: true });
    writeFileSync(join(workspace, 'old/inner/a.bin'), Buffer.from([0, 1, 2, 255]));
    writeFileSync(join(workspace, 'log.txt'), 'first\n');
    chmodSync(join(workspace, 'log.txt'), 0o644);
    const before = treeOf(workspace);
    const flags = ['--json', '--data-dir', dataDir, '--workspace', workspace];
    const args = JSON.stringify({ workspace });
    const ran = await runCli(['tool', 'tidy', args, '--yes', '--trust', '--mode', 'autonomous', ...flags]);
    expect(ran.code, ran.stderr).toBe(0);
    const [line] = ran.lines();
    expect(line).toMatchObject({ type: 'tool_result', ok: true, content: 'tidied', changes: { files: 3 } });
    expect(readFileSync(join(workspace, 'log.txt'), 'utf8')).toBe('first\nmore\n');
    const undone = await runCli(['undo', line!.runId as string, ...flags]);
    expect(undone.code, undone.stderr).toBe(0);
    expect(treeOf(workspace)).toEqual(before);
  }, 60_000);
});
