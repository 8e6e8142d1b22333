// Pure parts of the user tools folder: the manifest check (names, risk, schema sanity) and the host launch command
// (plain Node with a clean environment, or bubblewrap hiding Hearth's data but not the tools folder or workspace).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildHostLaunch } from '../../../tools/user-tools/host-launch';
import { checkManifest } from '../../../tools/user-tools/manifest-check';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const free = (): undefined => undefined;
const base = { name: 'ok_tool', description: 'Does things.', parameters: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } } }, risk: 'exec' };

describe('checkManifest', () => {
  it('accepts a snake_case tool and builds a validator from its JSON Schema', () => {
    const checked = checkManifest(base, free);
    if (!checked.ok) throw new Error(checked.error);
    expect(checked.manifest.validator.safeParse({ n: 2 }).success).toBe(true);
    expect(checked.manifest.validator.safeParse({ n: 0 }).success).toBe(false);
    expect(checked.manifest.jsonSchema).toBe(base.parameters);
  });

  it.each([
    ['an MCP-style name', { ...base, name: 'server__tool' }, /Invalid name/],
    ['a capitalised name', { ...base, name: 'OkTool' }, /Invalid name/],
    ['a 65-character name', { ...base, name: `a${'b'.repeat(64)}` }, /Invalid name/],
    ['an unknown risk', { ...base, risk: 'safe' }, /Invalid risk/],
    ['a too long description', { ...base, description: 'x'.repeat(4_001) }, /too long/],
    ['properties that are not schemas', { ...base, parameters: { type: 'object', properties: { n: 5 } } }, /properties/],
    ['required that is not a list', { ...base, parameters: { type: 'object', required: 'n' } }, /required/],
    ['a dangling $ref', { ...base, parameters: { type: 'object', properties: { n: { $ref: '#/$defs/missing' } } } }, /Invalid parameters schema/],
    ['a bad pattern', { ...base, parameters: { type: 'object', properties: { s: { type: 'string', pattern: '(' } } } }, /Invalid parameters schema/],
  ])('refuses %s', (_label, manifest, expected) => {
    const checked = checkManifest(manifest, free);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error).toMatch(expected);
  });

  it('marks a taken name as a clash (retried later)', () => {
    expect(checkManifest(base, () => 'a built-in tool')).toEqual({ ok: false, error: 'The name "ok_tool" is already used by a built-in tool; choose another.', clash: true });
  });
});

describe('buildHostLaunch', () => {
  const env = { PATH: '/usr/bin', HOME: '/home/u' };

  it('starts plain Node with the host script, the clean environment, and ELECTRON_RUN_AS_NODE only under Electron', () => {
    const plain = buildHostLaunch({ execPath: '/usr/bin/node', hostScript: '/app/host.mjs', env, folder: '/data/tools', runAsNode: false });
    expect(plain).toEqual({ file: '/usr/bin/node', args: ['/app/host.mjs'], env, cwd: '/data/tools', ipcFd: 3 });
    const electron = buildHostLaunch({ execPath: '/opt/Hearth/hearth', hostScript: '/app/host.mjs', env, folder: '/data/tools', runAsNode: true });
    expect(electron.env).toEqual({ ...env, ELECTRON_RUN_AS_NODE: '1' });
  });

  it('in bubblewrap, hides every data folder entry except the tools folder and the workspace', () => {
    const dataDir = temp.make('launch');
    for (const name of ['tools', 'workspace', 'browser-profile']) mkdirSync(join(dataDir, name));
    writeFileSync(join(dataDir, 'hearth.db'), '');
    const launch = buildHostLaunch({
      execPath: '/usr/bin/node',
      hostScript: '/app/host.mjs',
      env,
      folder: join(dataDir, 'tools'),
      runAsNode: false,
      isolation: { bwrapPath: '/usr/bin/bwrap', dataDir, keepVisible: () => [join(dataDir, 'workspace')] },
    });
    expect(launch.file).toBe('/usr/bin/bwrap');
    expect(launch.env).toEqual(env);
    const args = launch.args.join(' ');
    expect(args).toContain('--unshare-pid --die-with-parent');
    expect(args).toContain(`--tmpfs ${join(dataDir, 'browser-profile')}`);
    expect(args).toContain(`--ro-bind /dev/null ${join(dataDir, 'hearth.db')}`);
    expect(args).not.toContain(`--tmpfs ${join(dataDir, 'tools')}`);
    expect(args).not.toContain(`--tmpfs ${join(dataDir, 'workspace')}`);
    expect(args).toContain('--clearenv --setenv PATH /usr/bin --setenv HOME /home/u --setenv NODE_CHANNEL_FD 3');
    expect(launch.args.slice(-3)).toEqual(['--', '/usr/bin/node', '/app/host.mjs']);
  });
});
