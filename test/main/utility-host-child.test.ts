// The app starts custom tools hosts through Electron's utilityProcess (the RunAsNode fuse is off in packaged builds,
// so the binary cannot act as Node there): through the fake facade, a real host script runs, answers a call, is
// killed on a timeout and leaves no process behind; a bubblewrap launch is never handed to utilityProcess.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appHostChildLauncher } from '../../electron/main/utility-host-child';
import { unavailableHostChildLauncher } from '../../tools/user-tools/node-host-child';
import type { UserToolSource } from '../../tools/user-tools/user-tool-source';
import { createFakeUtilityProcess } from '../support/fake-utility-process';
import { createTempDirs } from '../support/temp-dir';
import { callTool, makeSource, writeTool } from '../tools/user-tools/user-tools-helpers';
import { waitFor } from '../support/wait-for';

const temp = createTempDirs();
const sources: UserToolSource[] = [];
afterEach(async () => {
  for (const source of sources.splice(0)) await source.close?.();
  temp.cleanup();
});

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function setup(isPackaged: boolean) {
  const folder = join(temp.make('utility-host'), 'tools');
  mkdirSync(folder, { recursive: true });
  const utilityProcess = createFakeUtilityProcess();
  const launcher = appHostChildLauncher({ utilityProcess, isPackaged });
  return { folder, utilityProcess, launcher };
}

describe('custom tools host in the app', () => {
  it('packaged: runs the host through utilityProcess (no run-as-Node), answers calls, and drops bubblewrap', async () => {
    const { folder, utilityProcess, launcher } = setup(true);
    writeTool(folder, 'shout.mjs', { name: 'shout', run: 'return String(args.text ?? "hi").toUpperCase();' });
    const source = makeSource(folder, {
      launcher,
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
      // Asked for, but a packaged app cannot run Node inside bubblewrap: the source must not try.
      isolation: { bwrapPath: '/usr/bin/bwrap', dataDir: folder, homeDir: folder },
    });
    sources.push(source);
    await source.ready();

    expect(launcher.canWrap).toBe(false);
    expect(source.status().sandbox).toBe('none');
    const result = await callTool(source, 'shout', { text: 'from a utility process' });
    expect(result).toMatchObject({ ok: true, content: 'FROM A UTILITY PROCESS' });
    expect(utilityProcess.forks.length).toBeGreaterThan(0);
    for (const started of utilityProcess.forks) {
      expect(started.modulePath).toMatch(/host\.mjs$/);
      expect(started.options.env).not.toHaveProperty('ELECTRON_RUN_AS_NODE');
      expect(started.options.serviceName).toBe('Hearth custom tools');
    }
  });

  it('kills a host whose tool never answers, and the process is gone', async () => {
    const { folder, utilityProcess, launcher } = setup(true);
    writeTool(folder, 'spin.mjs', { name: 'spin', run: 'for (;;) {}' });
    const source = makeSource(folder, { launcher, callTimeoutMs: () => 1_000 });
    sources.push(source);
    await source.ready();

    const result = await callTool(source, 'spin');
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(/timed out|stopped/);
    await waitFor(() => utilityProcess.forks.some((started) => started.exitCode() !== undefined), 'the host to exit');
    for (const started of utilityProcess.forks.filter((candidate) => candidate.exitCode() !== undefined)) {
      const pid = started.pid();
      expect(pid).toBeTypeOf('number');
      expect(alive(pid as number)).toBe(false);
    }
  });

  it("the packaged app's CLI mode (no way to run Node): a custom tool call fails and says why", async () => {
    const folder = join(temp.make('no-host'), 'tools');
    mkdirSync(folder, { recursive: true });
    writeTool(folder, 'shout.mjs', { name: 'shout', run: 'return "never";' });
    const reason = 'custom tools cannot run in the hearth command of the packaged app';
    const source = makeSource(folder, { launcher: unavailableHostChildLauncher(reason) });
    sources.push(source);
    await source.ready();
    const problems = JSON.stringify(source.status());
    expect(problems).toContain(reason);
  });

  it('unpackaged: plain launches still go through utilityProcess; only bubblewrap launches use child_process', () => {
    const { launcher, utilityProcess } = setup(false);
    expect(launcher.canWrap).toBe(true);
    expect(launcher.kind).toBe('utility-process');
    const wrapped = launcher.start({
      file: '/nonexistent/bwrap',
      args: [],
      env: {},
      cwd: '/',
      ipcFd: 3,
      hostScript: '/nonexistent/host.mjs',
      wrapped: true,
    });
    expect(utilityProcess.forks).toHaveLength(0);
    wrapped.kill();
  });
});
