// Issue 40 (1), the git tool: the real CLI is ended by each signal or by its output pipes closing while `git fetch`
// waits on an HTTP remote that accepts the connection and never answers; the CLI, git and its HTTP helper are gone
// within 5 s.
import { execFileSync } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createTempDirs } from '../support/temp-dir';
import { everyEnding, killStartedClis, startTrackedCli, treeWhen } from './stress-endings';

const temp = createTempDirs();
const sockets = new Set<Socket>();
let silent: Server;
let port = 0;
beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolveListen) => silent.listen(0, '127.0.0.1', resolveListen));
  port = (silent.address() as { port: number }).port;
});
afterEach(() => killStartedClis());
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolveClose) => silent.close(resolveClose));
  temp.cleanup();
});

it('nothing a git fetch started outlives the CLI, however it ends', async () => {
  const left = await everyEnding(async (ending) => {
    const base = temp.make(`stress-git-${ending.replace(' ', '-')}`);
    const workspace = join(base, 'workspace');
    mkdirSync(workspace);
    execFileSync('git', ['init', '-q', workspace]);
    execFileSync('git', ['remote', 'add', 'origin', `http://127.0.0.1:${port}/${ending.replace(' ', '-')}.git`], {
      cwd: workspace,
    });
    const args = JSON.stringify({ action: 'fetch' });
    const dataDir = join(base, 'data');
    const cli = startTrackedCli([
      'tool',
      'git',
      args,
      '--yes',
      '--json',
      '--data-dir',
      dataDir,
      '--workspace',
      workspace,
    ]);
    const tree = await treeWhen(cli, `git's HTTP helper to wait (${ending})`, (all) =>
      all.some((info) => info.cmdline.includes('remote-http')),
    );
    return { cli, tree, marker: `${ending.replace(' ', '-')}.git` };
  });
  expect(left).toEqual([]);
}, 120_000);
