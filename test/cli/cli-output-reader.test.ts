// The CLI stops when its output's reader leaves (electron/cli/output-reader-watch.ts; the stress tests in
// test/process-lifetime/ end it that way), but a two-way caller that hands it one socket as stdin and stdout and closes
// only its sending half still gets the answer. Real processes, a real socket pair.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { afterAll, afterEach, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

const root = resolve(__dirname, '../..');
const entry = resolve(root, 'electron/cli/index.ts');
const temp = createTempDirs();
const killAtEnd: (() => void)[] = [];
afterEach(() => killAtEnd.splice(0).forEach((kill) => kill()));
afterAll(() => temp.cleanup());

describeWithFacility('bwrap', 'the CLI and the reader of its output', () => {
  it('answers a caller that shares one socket for stdin and stdout and closes only its sending half', async () => {
    const dataDir = temp.make('output-reader-two-way');
    const call = JSON.stringify({ command: 'echo two-way' });
    // fd 3 is a socket pair with the test (Node's child "pipes" are); the shell makes it the CLI's stdin and stdout.
    const cli = [process.execPath, '--import', 'tsx', entry, 'tool', 'shell', call, '--yes', '--json'];
    const child = spawn('sh', ['-c', 'exec "$@" --data-dir "$DATA_DIR" 0<&3 1>&3 3>&-', 'sh', ...cli], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    killAtEnd.push(() => child.exitCode === null && child.kill('SIGKILL'));
    const socket = child.stdio[3] as Duplex;
    let answer = '';
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.end(); // the caller has nothing to send: its half closes, it keeps reading
    const code = await new Promise<number | null>((done) => child.on('exit', (exitCode) => done(exitCode)));
    expect(code, stderr).toBe(0);
    await waitFor(() => answer.includes('\n'), 'the result line');
    expect(JSON.parse(answer.trim())).toMatchObject({ type: 'tool_result', ok: true });
    expect(answer).toContain('two-way');
  }, 60_000);
});
