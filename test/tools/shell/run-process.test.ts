// The process runner without any sandbox (the Windows/none path on Linux): the timeout and abort kill the whole
// process group, background jobs end with the command, spawn failures are data, and output is capped.
import { afterAll, describe, expect, test } from 'vitest';
import { createNoSandbox } from '../../../tools/shell/no-sandbox';
import { runProcess } from '../../../tools/shell/run-process';
import { createTempDirs } from '../../support/temp-dir';
import { noProcessLeftWithMarker, processesWithMarker } from './support/shell-fixture';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
afterAll(() => temp.cleanup());
const workspace = temp.make('run-process');
const sandbox = createNoSandbox({ reason: 'test', platform: process.platform, tmpDir: workspace });
const invocation = (command: string) =>
  sandbox.wrap({
    command,
    workspace,
    cwd: workspace,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    network: false,
  });
const uniqueMarker = (seconds: number) => `${seconds}.${Date.now() % 100_000}${Math.floor(Math.random() * 1000)}`;

describe('runProcess (no sandbox)', () => {
  test('a timeout kills sh and its grandchildren', async () => {
    const marker = uniqueMarker(300);
    const outcome = await runProcess(invocation(`sleep ${marker} & sleep ${marker}; wait`), {
      timeoutMs: 1_000,
      maxOutputBytes: 1_024,
    });
    expect(outcome.timedOut).toBe(true);
    expect(outcome.signal).toBe('SIGKILL');
    expect(outcome.durationMs).toBeLessThan(2_000);
    await noProcessLeftWithMarker(marker);
  });

  test('abort kills the tree at once, and an already-aborted signal never spawns', async () => {
    const marker = uniqueMarker(303);
    const controller = new AbortController();
    const running = runProcess(invocation(`sleep ${marker} & sleep ${marker}; wait`), {
      timeoutMs: 60_000,
      maxOutputBytes: 1_024,
      signal: controller.signal,
    });
    await waitFor(() => processesWithMarker(marker, 'sleep').length === 2, 'both sleeps to start');
    controller.abort();
    const outcome = await running;
    expect(outcome.aborted).toBe(true);
    await noProcessLeftWithMarker(marker);
    const never = await runProcess(invocation('echo should-not-run'), {
      timeoutMs: 1_000,
      maxOutputBytes: 1_024,
      signal: controller.signal,
    });
    expect(never).toMatchObject({ aborted: true, output: '', exitCode: null });
  });

  test('background jobs left behind are ended when the command exits', async () => {
    const marker = uniqueMarker(304);
    const outcome = await runProcess(invocation(`sleep ${marker} & echo started`), {
      timeoutMs: 10_000,
      maxOutputBytes: 1_024,
    });
    expect(outcome.exitCode).toBe(0);
    expect(outcome.output).toBe('started\n');
    await noProcessLeftWithMarker(marker);
  });

  test('output is capped to the tail and live output is delivered', async () => {
    let live = '';
    const outcome = await runProcess(invocation('seq 1 100000'), {
      timeoutMs: 10_000,
      maxOutputBytes: 1_000,
      onOutput: (text) => (live += text),
    });
    expect(outcome.truncatedBytes).toBe(outcome.totalBytes - 1_000);
    expect(outcome.output.endsWith('99999\n100000\n')).toBe(true);
    expect(live.length).toBe(outcome.totalBytes);
  });

  test('a missing executable or working directory is a spawn error, not a crash', async () => {
    const missing = await runProcess(
      { file: '/nonexistent/tool', args: [], env: {}, cwd: workspace },
      { timeoutMs: 1_000, maxOutputBytes: 1_024 },
    );
    expect(missing.spawnError).toMatch(/ENOENT/);
    const badArgs = await runProcess(
      { file: '/bin/sh', args: ['-c', 'echo \0'], env: {}, cwd: workspace },
      { timeoutMs: 1_000, maxOutputBytes: 1_024 },
    );
    expect(badArgs.spawnError).toBeDefined();
  });

  test('the child sees only the environment it was given', async () => {
    const outcome = await runProcess(
      { ...invocation('env'), env: { ONLY: 'this' } },
      { timeoutMs: 5_000, maxOutputBytes: 10_000 },
    );
    const names = outcome.output
      .trim()
      .split('\n')
      .map((line) => line.split('=')[0]);
    expect(names.filter((name) => name !== 'PWD' && name !== 'SHLVL' && name !== '_')).toEqual(['ONLY']);
  });
});
