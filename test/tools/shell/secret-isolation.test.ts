// The shell tool under real bwrap cannot see a canary secret that sits in the app process's launch environment and
// in the real keychain: not via env, /proc/$PPID/environ, /proc/*/environ, nor secret-tool over D-Bus.
// A control run without a sandbox shows the same probes DO reveal it, so these tests can fail.
// Run with: bash test/support/with-keyring.sh npx vitest run test/tools/shell
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeWithFacility } from '../../support/requirements';
import { createTempDirs } from '../../support/temp-dir';
import { runCommandsInFreshProcess, type RunnerOutput } from './support/shell-runner';

const run = promisify(execFile);
const canary = `hearth-canary-${randomBytes(12).toString('hex')}`;
const lookup = 'secret-tool lookup service Hearth account canary';
const busFromParent = `DBUS_SESSION_BUS_ADDRESS="$(tr '\\0' '\\n' < /proc/$PPID/environ | sed -n 's/^DBUS_SESSION_BUS_ADDRESS=//p')"`;

interface Probe {
  label: string;
  command: string;
}

function probeList(realBusAddress: string): Probe[] {
  return [
    { label: 'env', command: 'env' },
    { label: 'cat /proc/$PPID/environ', command: 'cat /proc/$PPID/environ' },
    { label: 'cat /proc/*/environ', command: 'cat /proc/*/environ' },
    { label: 'secret-tool lookup', command: lookup },
    {
      label: 'secret-tool lookup with the bus address read from /proc/$PPID/environ',
      command: `${busFromParent} ${lookup}`,
    },
    {
      label: 'secret-tool lookup with the real bus address',
      command: `DBUS_SESSION_BUS_ADDRESS='${realBusAddress}' ${lookup}`,
    },
    { label: 'ls /proc', command: 'ls /proc' },
  ];
}

describeWithFacility('bwrap', 'shell tool secret isolation (real bwrap)', () => {
  describeWithFacility('keychain', 'with a canary in the environment and the keychain', () => {
    const temp = createTempDirs();
    const busAddress = process.env.DBUS_SESSION_BUS_ADDRESS ?? '';
    let sandboxed: RunnerOutput;
    let control: RunnerOutput;

    beforeAll(async () => {
      await new Promise<void>((resolve, reject) => {
        const child = execFile(
          'secret-tool',
          ['store', '--label', 'Hearth test canary', 'service', 'Hearth', 'account', 'canary'],
          (error) => (error ? reject(error) : resolve()),
        );
        child.stdin?.end(canary);
      });
      const { stdout } = await run('secret-tool', ['lookup', 'service', 'Hearth', 'account', 'canary']);
      expect(stdout).toBe(canary);

      const dataDir = temp.make('shell-secrets');
      const workspace = join(dataDir, 'workspace');
      mkdirSync(workspace);
      const input = {
        dataDir,
        homeDir: temp.make('home'),
        workspace,
        network: false,
        commands: probeList(busAddress).map((probe) => probe.command),
      };
      const canaryEnv = { HEARTH_CANARY_KEY: canary };
      [sandboxed, control] = await Promise.all([
        runCommandsInFreshProcess({ ...input, sandbox: 'auto' }, canaryEnv),
        runCommandsInFreshProcess({ ...input, sandbox: 'none' }, canaryEnv),
      ]);
    }, 120_000);

    afterAll(async () => {
      await run('secret-tool', ['clear', 'service', 'Hearth', 'account', 'canary']).catch(() => undefined);
      temp.cleanup();
    });

    test('the runner really used bwrap', () => {
      expect(sandboxed.sandbox).toBe('sandbox: bwrap');
      expect(sandboxed.results.every((result) => result.details.sandbox === 'bwrap')).toBe(true);
    });

    test('control: without a sandbox the same probes reveal the canary (so the checks below can fail)', () => {
      const revealing = control.results
        .filter((result) => result.content.includes(canary))
        .map((result) => result.command);
      expect(revealing).toContain('cat /proc/$PPID/environ');
      expect(revealing).toContain('cat /proc/*/environ');
      expect(revealing).toContain(`${busFromParent} ${lookup}`);
      expect(revealing).toContain(`DBUS_SESSION_BUS_ADDRESS='${busAddress}' ${lookup}`);
      // The allowlist alone already keeps it out of `env`.
      expect(revealing).not.toContain('env');
    });

    test.each(probeList(busAddress))('inside bwrap, `$label` never shows the canary', ({ command }) => {
      const result = sandboxed.results.find((entry) => entry.command === command);
      expect(result, `no result for ${command}`).toBeDefined();
      expect(result?.content).not.toContain(canary);
      expect(result?.content).not.toContain('HEARTH_CANARY_KEY');
      expect(result?.content).not.toContain('DBUS_SESSION_BUS_ADDRESS');
    });

    test('inside bwrap, secret-tool runs but cannot reach the keychain', () => {
      for (const command of [
        lookup,
        `${busFromParent} ${lookup}`,
        `DBUS_SESSION_BUS_ADDRESS='${busAddress}' ${lookup}`,
      ]) {
        const result = sandboxed.results.find((entry) => entry.command === command);
        expect(result?.details.exitCode, command).not.toBe(0);
        expect(result?.content, command).not.toMatch(/not found/);
      }
    });

    test("inside bwrap, `ls /proc` lists only the sandbox's own few processes", () => {
      const listing = sandboxed.results.find((entry) => entry.command === 'ls /proc')?.content ?? '';
      const pids = listing
        .split(/\s+/)
        .filter((name) => /^\d+$/.test(name))
        .map(Number);
      expect(pids.length).toBeGreaterThan(0);
      expect(pids.length).toBeLessThanOrEqual(4);
      expect(Math.max(...pids)).toBeLessThan(10);
      expect(pids).not.toContain(sandboxed.runnerPid);
      const controlPids = (control.results.find((entry) => entry.command === 'ls /proc')?.content ?? '')
        .split(/\s+/)
        .filter((name) => /^\d+$/.test(name));
      expect(controlPids).toContain(String(control.runnerPid));
    });
  });
});
