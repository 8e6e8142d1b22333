// "Install 'hearth' command in PATH": the tray item (packaged app only) writes a script that runs the app binary in
// CLI mode; running that script passes every argument through untouched; a file Hearth did not write is never replaced.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliInstallMessage, cliShimScript, defaultCliBinDir, installCliCommand } from '../../electron/main/cli-command';
import { trayMenuTemplate, type TrayActions } from '../../electron/main/tray';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const actions = (extra: Partial<TrayActions> = {}): TrayActions => ({
  quickAsk: () => undefined,
  openHearth: () => undefined,
  newChat: () => undefined,
  setSchedulerPaused: () => undefined,
  quit: () => undefined,
  ...extra,
});

describe('the hearth command on the PATH', () => {
  it('offers the tray item only when the app can install it (packaged), and clicking it installs', () => {
    const without = trayMenuTemplate(actions(), { schedulerPaused: false });
    expect(without.map((item) => item.label)).not.toContain("Install 'hearth' command in PATH");
    let clicked = 0;
    const withItem = trayMenuTemplate(actions({ installCliCommand: () => void (clicked += 1) }), {
      schedulerPaused: false,
    });
    const item = withItem.find((entry) => entry.label === "Install 'hearth' command in PATH");
    expect(item).toBeDefined();
    (item?.click as () => void)();
    expect(clicked).toBe(1);
  });

  it('writes an executable script that runs the app with --cli and passes arguments through as they are', () => {
    const dir = temp.make('cli-command');
    // Stands in for the app binary (path with a space and a quote): prints what it was given, one per line.
    const app = join(dir, "Hearth's app", 'hearth');
    const binDir = join(dir, 'bin');
    mkdirSync(join(dir, "Hearth's app"));
    writeFileSync(app, '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done\n', { mode: 0o755 });

    const result = installCliCommand({ appExecutable: app, platform: 'linux', binDir, pathEnv: `/usr/bin:${binDir}` });
    expect(result).toEqual({ ok: true, path: join(binDir, 'hearth'), onPath: true });
    expect(statSync(join(binDir, 'hearth')).mode & 0o111).not.toBe(0);
    const run = spawnSync(join(binDir, 'hearth'), ['tool', 'datetime', '{"a": "b c"}', '$HOME'], { encoding: 'utf8' });
    expect(run.stdout.split('\n').filter(Boolean)).toEqual(['--cli', 'tool', 'datetime', '{"a": "b c"}', '$HOME']);
    expect(cliInstallMessage(result).message).toContain('Try: hearth ask');
    // Installing again replaces its own script.
    expect(installCliCommand({ appExecutable: app, platform: 'linux', binDir, pathEnv: '' })).toMatchObject({
      ok: true,
      onPath: false,
    });
  });

  it('never replaces a hearth it did not write, and says where the command goes on each system', () => {
    const binDir = temp.make('cli-command-taken');
    writeFileSync(join(binDir, 'hearth'), '#!/bin/sh\necho someone else\n');
    const result = installCliCommand({ appExecutable: '/opt/Hearth/hearth', platform: 'linux', binDir, pathEnv: '' });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('was not installed by Hearth') as string });
    expect(readFileSync(join(binDir, 'hearth'), 'utf8')).toContain('someone else');
    expect(cliInstallMessage(result).level).toBe('warning');
    expect(defaultCliBinDir('linux', '/home/ada')).toBe('/home/ada/.local/bin');
    expect(defaultCliBinDir('darwin', '/Users/ada')).toBe('/usr/local/bin');
    expect(defaultCliBinDir('win32', 'C:\\Users\\ada')).toBeNull();
    expect(installCliCommand({ appExecutable: 'x', platform: 'win32', binDir: null, pathEnv: '' }).ok).toBe(false);
    expect(cliShimScript('/opt/Hearth/hearth')).toBe(
      '#!/bin/sh\n# Installed by Hearth: runs the Hearth CLI from the app.\nexec \'/opt/Hearth/hearth\' --cli "$@"\n',
    );
  });
});
