// The child environment is built from an allowlist; secrets, the D-Bus address and Node/Electron/npm knobs never pass.
import { describe, expect, test } from 'vitest';
import { buildChildEnv, fallbackPath, isAllowedEnvName, isForbiddenEnvName } from '../../../tools/shell/child-env';

const overrides = { home: '/ws', tmpDir: '/tmp', shell: '/bin/sh' };

describe('buildChildEnv', () => {
  test('keeps only allowlisted variables and applies the overrides', () => {
    const env = buildChildEnv(
      {
        PATH: '/usr/bin:/bin',
        LANG: 'en_US.UTF-8',
        LC_ALL: 'C.UTF-8',
        TERM: 'xterm',
        TZ: 'Europe/Paris',
        USER: 'alice',
        LOGNAME: 'alice',
        HOME: '/home/alice',
        SHELL: '/bin/zsh',
        OPENAI_API_KEY: 'sk-secret',
        HEARTH_CANARY_KEY: 'canary',
        GITHUB_TOKEN: 'ghp_x',
        AWS_SECRET_ACCESS_KEY: 'aws',
        DB_PASSWORD: 'pw',
        DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus',
        ELECTRON_RUN_AS_NODE: '1',
        NODE_OPTIONS: '--require evil.js',
        npm_config_registry: 'https://x',
        SSH_AUTH_SOCK: '/run/user/1000/ssh',
        XDG_RUNTIME_DIR: '/run/user/1000',
        DISPLAY: ':0',
      },
      overrides,
    );
    expect(env).toEqual({
      PATH: '/usr/bin:/bin',
      LANG: 'en_US.UTF-8',
      LC_ALL: 'C.UTF-8',
      TERM: 'xterm',
      TZ: 'Europe/Paris',
      USER: 'alice',
      LOGNAME: 'alice',
      HOME: '/ws',
      TMPDIR: '/tmp',
      SHELL: '/bin/sh',
    });
  });

  test('a forbidden word inside an allowlisted prefix is still dropped', () => {
    const env = buildChildEnv({ LC_SECRET_KEY: 'x', LC_TOKEN: 'y', LC_TIME: 'C' }, overrides);
    expect(env.LC_TIME).toBe('C');
    expect(Object.keys(env)).not.toContain('LC_SECRET_KEY');
    expect(Object.keys(env)).not.toContain('LC_TOKEN');
  });

  test('a missing PATH gets a sane default; Windows-style `Path` is normalised, not duplicated', () => {
    expect(buildChildEnv({}, overrides).PATH).toBe(fallbackPath);
    const env = buildChildEnv({ Path: 'C:\\Windows', SystemRoot: 'C:\\Windows' }, overrides);
    expect(env.PATH).toBe('C:\\Windows');
    expect(env.SYSTEMROOT).toBe('C:\\Windows');
    expect(Object.keys(env)).not.toContain('Path');
  });

  test('the real process environment never leaks a canary through the builder', () => {
    const env = buildChildEnv({ ...process.env, HEARTH_CANARY_KEY: 'canary-value' }, overrides);
    expect(Object.values(env)).not.toContain('canary-value');
    expect(Object.keys(env).every(isAllowedEnvName)).toBe(true);
  });
});

describe('name rules', () => {
  test.each([
    'OPENAI_API_KEY',
    'api_key',
    'GH_TOKEN',
    'MY_SECRET',
    'PGPASSWORD',
    'DBUS_SESSION_BUS_ADDRESS',
    'ELECTRON_RUN_AS_NODE',
    'NODE_OPTIONS',
    'npm_config_x',
  ])('%s is forbidden', (name) => expect(isForbiddenEnvName(name)).toBe(true));
  test.each(['PATH', 'LANG', 'LC_CTYPE', 'HOME', 'TERM'])('%s is allowed', (name) =>
    expect(isAllowedEnvName(name)).toBe(true),
  );
});
