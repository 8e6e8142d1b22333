// Issue 36 (4), the tools host (tools/user-tools/host/host.mjs) on its own: a real host process whose tool keeps
// throwing stray errors exits once its stderr's reader is gone, with its channel still open: reporting an error into
// a dead stderr never loops.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { contentVersion } from '../../tools/user-tools/folder-scan';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

const hostScript = resolve('tools/user-tools/host/host.mjs');
const temp = createTempDirs();
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => temp.cleanup());

/** A tool whose run() starts a timer that throws every few milliseconds, outside any call. */
const throwingTool = [
  "export const name = 'thrower';",
  "export const description = 'Throws stray errors.';",
  "export const parameters = { type: 'object' };",
  "export async function run() { setInterval(() => { throw new Error('stray'); }, 5); return 'started'; }",
].join('\n');

function startHost(): { host: ChildProcess; replies: Map<number, Record<string, unknown>> } {
  const host = spawn(process.execPath, [hostScript], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    serialization: 'json',
  });
  started.push(host);
  host.stderr!.on('data', () => undefined);
  host.stdout!.on('data', () => undefined);
  const replies = new Map<number, Record<string, unknown>>();
  host.on('message', (message: { id?: number }) => {
    if (typeof message.id === 'number') replies.set(message.id, message);
  });
  return { host, replies };
}

it('a host whose tool keeps throwing exits once its stderr has no reader, instead of looping', async () => {
  const folder = temp.make('host-stderr');
  const file = join(folder, 'thrower.mjs');
  writeFileSync(file, throwingTool);
  const version = contentVersion(throwingTool);
  const { host, replies } = startHost();
  let stderr = '';
  host.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  host.send({ type: 'load', id: 1, file, version });
  await waitFor(() => replies.get(1), 'the tool to load');
  host.send({ type: 'activate', id: 2, file, version, stateDir: folder });
  await waitFor(() => replies.get(2), 'the tool to activate');
  host.send({ type: 'call', id: 3, file, version, args: {}, context: {} });
  await waitFor(() => stderr.includes('uncaught: stray'), 'the stray errors to be reported');
  host.stderr!.destroy(); // the reader of its stderr is gone; its channel stays open
  await waitFor(() => host.exitCode !== null || host.signalCode !== null, {
    message: 'the host to exit',
    timeout: 5_000,
  });
  expect(host.exitCode).toBe(1);
});
