// Pure parts of the user tools folder: the manifest check (names, risk, capabilities, schema sanity) and the host
// launch command (plain Node with a clean environment, or the bubblewrap probe and runner profiles).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildHostLaunch } from '../../../tools/user-tools/host-launch';
import { checkManifest } from '../../../tools/user-tools/manifest-check';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const free = (): undefined => undefined;
const base = {
  name: 'ok_tool',
  description: 'Does things.',
  parameters: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } } },
  risk: 'exec',
};

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
    [
      'properties that are not schemas',
      { ...base, parameters: { type: 'object', properties: { n: 5 } } },
      /properties/,
    ],
    ['required that is not a list', { ...base, parameters: { type: 'object', required: 'n' } }, /required/],
    [
      'a dangling $ref',
      { ...base, parameters: { type: 'object', properties: { n: { $ref: '#/$defs/missing' } } } },
      /Invalid parameters schema/,
    ],
    [
      'a bad pattern',
      { ...base, parameters: { type: 'object', properties: { s: { type: 'string', pattern: '(' } } } },
      /Invalid parameters schema/,
    ],
  ])('refuses %s', (_label, manifest, expected) => {
    const checked = checkManifest(manifest, free);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error).toMatch(expected);
  });

  it('takes declared capabilities sorted and refuses unknown ones', () => {
    expect(checkManifest({ ...base, capabilities: ['workspace:write', 'network', 'network'] }, free)).toMatchObject({
      ok: true,
      manifest: { capabilities: ['network', 'workspace:write'] },
    });
    expect(checkManifest(base, free)).toMatchObject({ ok: true, manifest: { capabilities: [] } });
    expect(checkManifest({ ...base, capabilities: ['keyring'] }, free)).toEqual({
      ok: false,
      error: 'Unknown capabilities: keyring. Known: network, workspace:write.',
    });
    expect(checkManifest({ ...base, capabilities: 'network' }, free)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/must be a list/),
    });
  });

  it('marks a taken name as a clash (retried later)', () => {
    expect(checkManifest(base, () => 'a built-in tool')).toEqual({
      ok: false,
      error: 'The name "ok_tool" is already used by a built-in tool; choose another.',
      clash: true,
    });
  });
});

describe('buildHostLaunch', () => {
  const env = { PATH: '/usr/bin', HOME: '/home/u' };
  const probe = { kind: 'probe' } as const;

  it('starts plain Node with the host script, the clean environment, and ELECTRON_RUN_AS_NODE only under Electron', () => {
    const plain = buildHostLaunch({
      execPath: '/usr/bin/node',
      hostScript: '/app/host.mjs',
      env,
      folder: '/data/tools',
      runAsNode: false,
      profile: probe,
    });
    expect(plain).toEqual({
      file: '/usr/bin/node',
      args: ['/app/host.mjs'],
      env,
      cwd: '/data/tools',
      ipcFd: 3,
      hostScript: '/app/host.mjs',
      wrapped: false,
    });
    const electron = buildHostLaunch({
      execPath: '/opt/Hearth/hearth',
      hostScript: '/app/host.mjs',
      env,
      folder: '/data/tools',
      runAsNode: true,
      profile: probe,
    });
    expect(electron.env).toEqual({ ...env, ELECTRON_RUN_AS_NODE: '1' });
  });

  function launch(profile: Parameters<typeof buildHostLaunch>[0]['profile']): {
    args: string;
    list: string[];
    dataDir: string;
  } {
    const dataDir = temp.make('launch');
    for (const name of ['tools', 'workspace', 'browser-profile']) mkdirSync(join(dataDir, name));
    writeFileSync(join(dataDir, 'hearth.db'), '');
    const built = buildHostLaunch({
      execPath: '/usr/bin/node',
      hostScript: '/app/host.mjs',
      env,
      folder: join(dataDir, 'tools'),
      runAsNode: false,
      profile,
      isolation: { bwrapPath: '/usr/bin/bwrap', dataDir, homeDir: '/home/u' },
    });
    expect(built.file).toBe('/usr/bin/bwrap');
    expect(built.env).toEqual(env);
    expect(built.args.slice(-3)).toEqual(['--', '/usr/bin/node', '/app/host.mjs']);
    return { args: built.args.join(' '), list: built.args, dataDir };
  }

  it('probe: every namespace unshared, no network, no workspace, nothing writable, only the tools folder of the data folder', () => {
    const { args, dataDir } = launch(probe);
    expect(args).toMatch(/^--unshare-all --die-with-parent --new-session --cap-drop ALL --proc \/proc --dev \/dev/);
    expect(args).not.toContain('--share-net');
    expect(args).not.toContain('--bind ');
    expect(args).not.toContain('--tmpfs /tmp');
    expect(args).toContain(`--ro-bind ${join(dataDir, 'tools')} ${join(dataDir, 'tools')}`);
    expect(args).not.toContain(join(dataDir, 'workspace'));
    expect(args).not.toContain(join(dataDir, 'hearth.db'));
    expect(args).toContain('--remount-ro /');
    expect(args).toContain(
      '--clearenv --setenv PATH /usr/bin --setenv HOME /nonexistent --setenv TMPDIR /tmp --setenv NODE_CHANNEL_FD 3',
    );
  });

  it('runner: the workspace read-only unless workspace:write, its state folder writable, the network only with network', () => {
    const base = { kind: 'runner', workspace: '/ws', stateDir: '/data/tool-state/default' } as const;
    const plain = launch({ ...base, capabilities: [] }).args;
    expect(plain).not.toContain('--share-net');
    expect(plain).toContain('--ro-bind /ws /ws');
    expect(plain).toContain('--bind /data/tool-state/default /data/tool-state/default');
    expect(plain).toContain('--setenv HOME /data/tool-state/default');
    const granted = launch({ ...base, capabilities: ['network', 'workspace:write'] }).args;
    expect(granted).toMatch(/^--unshare-all --share-net /);
    expect(granted).toContain('--bind /ws /ws');
  });

  it('runner: a workspace that contains the data folder gets it covered, then the tools and state folders back', () => {
    const dataDir = temp.make('launch-home');
    mkdirSync(join(dataDir, 'tools'));
    const stateDir = join(dataDir, 'tool-state', 'default');
    mkdirSync(stateDir, { recursive: true });
    const workspace = join(dataDir, '..');
    const list = buildHostLaunch({
      execPath: '/usr/bin/node',
      hostScript: '/app/host.mjs',
      env,
      folder: join(dataDir, 'tools'),
      runAsNode: false,
      profile: { kind: 'runner', capabilities: [], workspace, stateDir },
      isolation: { bwrapPath: '/usr/bin/bwrap', dataDir, homeDir: '/home/u' },
    }).args;
    const mask = list.findIndex((arg, index) => arg === '--tmpfs' && list[index + 1] === dataDir);
    const state = list.findIndex((arg, index) => arg === '--bind' && list[index + 1] === stateDir);
    const tools = list.findIndex((arg, index) => arg === '--ro-bind' && list[index + 1] === join(dataDir, 'tools'));
    expect(mask).toBeGreaterThan(0);
    expect(state).toBeGreaterThan(mask);
    expect(tools).toBeGreaterThan(mask);
  });
});
