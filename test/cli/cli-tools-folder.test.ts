// `tools.custom.folder` and the chat REPL's `/reload-tools` through the real CLI process: a folder inside the
// workspace is refused with the reason, one outside it is where custom tools are read from, and `/reload-tools`
// rescans it mid-chat (a tool file written after the chat started is found).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';
import { runCli } from './run-cli';

const temp = createTempDirs();
const repoRoot = resolve(__dirname, '../..');
afterAll(() => temp.cleanup());

const toolFile = (name: string) =>
  [
    `export const name = ${JSON.stringify(name)};`,
    `export const description = 'A test tool.';`,
    `export const parameters = { type: 'object', properties: {} };`,
    `export async function run() { return 'hi'; }`,
  ].join('\n');

describe('cli: the custom tools folder', () => {
  it('refuses a folder inside the workspace and says why', async () => {
    const dataDir = temp.make('cli-tools-folder-refused');
    const inside = join(dataDir, 'workspace', 'my-tools');
    const run = await runCli(['config', 'set', 'tools.custom.folder', inside, '--data-dir', dataDir]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('The custom tools folder cannot be inside a workspace');
    const shown = await runCli(['config', 'get', 'tools.custom.folder', '--data-dir', dataDir]);
    expect(shown.stdout).not.toContain('my-tools');
  });

  it('reads tools from a folder outside it, and /reload-tools finds a file added during the chat', async () => {
    const dataDir = temp.make('cli-tools-folder-data');
    const folder = temp.make('cli-tools-folder-elsewhere');
    const set = await runCli(['config', 'set', 'tools.custom.folder', folder, '--data-dir', dataDir]);
    expect(set.code, set.stderr).toBe(0);
    const chat = spawn(process.execPath, [join(repoRoot, 'scripts/cli.mjs'), 'chat', '--data-dir', dataDir], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    chat.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    chat.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => chat.on('close', resolve));
    onTestFinished(() => void (chat.exitCode === null && chat.kill('SIGKILL')));
    await waitFor(() => stderr.includes('/reload-tools') && stderr.includes('you> '), 'the chat prompt');
    chat.stdin.write('/reload-tools\n');
    await waitFor(() => stdout.includes('No custom tools are loaded.'), {
      message: 'the empty folder',
      observe: () => stdout,
    });
    writeFileSync(join(folder, 'greeter.mjs'), toolFile('greeter'));
    chat.stdin.write('/reload-tools\n');
    // Read in the probe sandbox (offered, untrusted) where bubblewrap is, else listed as not read until trusted.
    await waitFor(() => /Offered: greeter \(untrusted|Not read until trusted: greeter\.mjs/.test(stdout), {
      message: 'the new tool file',
      observe: () => stdout,
    });
    expect(stdout).toContain(`Custom tools reloaded from ${folder}.`);
    chat.stdin.end('/exit\n');
    expect(await exited).toBe(0);
  });
});
