// Sandbox selection really runs `true` inside the candidate: bwrap is chosen when it works, and a broken or missing
// sandbox falls back to "none" with the reason spelled out, never silently.
import os from 'node:os';
import { afterAll, describe, expect, test } from 'vitest';
import { createBwrapSandbox } from '../../../tools/shell/bwrap-sandbox';
import { findExecutable, selectSandbox, selfTestSandbox } from '../../../tools/shell/select-sandbox';
import { describeWithFacility } from '../../support/requirements';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
afterAll(() => temp.cleanup());
const protectedPaths = () => ({ dataDir: temp.make('select-data'), homeDir: temp.make('select-home') });

describeWithFacility('bwrap', 'selectSandbox on Linux with bwrap', () => {
  test('chooses bwrap after a passing self-test', async () => {
    const selection = await selectSandbox({
      platform: 'linux',
      env: process.env,
      protectedPaths: protectedPaths(),
      tmpDir: os.tmpdir(),
    });
    expect(selection.sandbox.kind).toBe('bwrap');
    expect(selection.selfTest).toEqual({ candidate: 'bwrap', passed: true, detail: 'ran `true`' });
  });
});

describe('selectSandbox fallbacks', () => {
  test('a bwrap that cannot run fails the self-test with its output as the reason', async () => {
    const broken = createBwrapSandbox({ bwrapPath: '/bin/false', protectedPaths: protectedPaths() });
    expect(await selfTestSandbox(broken, { env: process.env, tmpDir: os.tmpdir() })).toBe('exit 1');
    const missing = createBwrapSandbox({ bwrapPath: '/nonexistent/bwrap', protectedPaths: protectedPaths() });
    expect(await selfTestSandbox(missing, { env: process.env, tmpDir: os.tmpdir() })).toMatch(/ENOENT/);
  });

  test('Windows (or any platform without a sandbox) gets "none" with the reason', async () => {
    const selection = await selectSandbox({
      platform: 'win32',
      env: process.env,
      protectedPaths: protectedPaths(),
      tmpDir: os.tmpdir(),
    });
    expect(selection.sandbox.kind).toBe('none');
    expect(selection.sandbox.describe()).toBe('sandbox: none (no OS sandbox on win32)');
    expect(selection.selfTest.passed).toBe(false);
    const invocation = selection.sandbox.wrap({
      command: 'dir',
      workspace: 'C:\\ws',
      cwd: 'C:\\ws',
      env: {},
      network: false,
    });
    expect(invocation.file).toBe('powershell.exe');
    expect(invocation.args.at(-1)).toBe('dir');
  });

  test('findExecutable searches PATH then the extra folders', () => {
    expect(findExecutable('sh', { PATH: '/nonexistent' }, ['/bin'])).toBe('/bin/sh');
    expect(findExecutable('definitely-not-a-tool', { PATH: '/usr/bin' })).toBeNull();
  });
});
