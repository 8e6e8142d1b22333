// Finding the browser executable: the configured path, the per-platform candidates, and the "not found" reason.
import { describe, expect, it } from 'vitest';
import { browserCandidates, locateBrowser, noBrowserReason } from '../../../tools/browser/browser-locator';
import { buildBrowserEnv } from '../../../tools/browser/browser-env';

describe('locateBrowser', () => {
  it('uses the configured executable when it exists', () => {
    const found = locateBrowser({
      configuredPath: ' /opt/my/chrome ',
      platform: 'linux',
      env: {},
      isExecutable: (path) => path === '/opt/my/chrome',
    });
    expect(found).toEqual({ found: true, path: '/opt/my/chrome', reason: 'browser: /opt/my/chrome' });
  });

  it('does not silently fall back when the configured executable is missing', () => {
    const found = locateBrowser({
      configuredPath: '/nope/chrome',
      platform: 'linux',
      env: {},
      isExecutable: () => false,
    });
    expect(found).toEqual({
      found: false,
      path: null,
      reason: 'configured browser not found or not executable: /nope/chrome',
    });
  });

  it('auto-detects per platform', () => {
    const pick = (platform: NodeJS.Platform, env: Record<string, string>, wanted: string): string | null =>
      locateBrowser({ configuredPath: '', platform, env, isExecutable: (path) => path === wanted }).path;
    expect(pick('linux', {}, '/usr/bin/google-chrome-stable')).toBe('/usr/bin/google-chrome-stable');
    expect(pick('linux', { PATH: '/home/u/bin:/usr/local/bin' }, '/usr/local/bin/chromium')).toBe(
      '/usr/local/bin/chromium',
    );
    expect(pick('darwin', {}, '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome')).toBe(
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    );
    const edge = 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe';
    expect(pick('win32', { 'ProgramFiles(x86)': 'C:\\Program Files (x86)' }, edge)).toBe(edge);
  });

  it('prefers Chromium over Chrome on Linux, in a fixed order', () => {
    const candidates = browserCandidates('linux', {});
    expect(candidates.indexOf('/usr/bin/chromium')).toBeLessThan(candidates.indexOf('/usr/bin/google-chrome'));
  });

  it('reports "no Chrome/Chromium found" when nothing is installed', () => {
    expect(
      locateBrowser({ configuredPath: '', platform: 'linux', env: { PATH: '/usr/bin' }, isExecutable: () => false }),
    ).toEqual({ found: false, path: null, reason: noBrowserReason });
    expect(noBrowserReason).toBe('no Chrome/Chromium found');
  });

  it('checks the real file system by default (a directory or a missing file is not a browser)', () => {
    expect(locateBrowser({ configuredPath: '/usr/bin', platform: 'linux', env: {} }).found).toBe(false);
    expect(locateBrowser({ configuredPath: '/definitely/not/here', platform: 'linux', env: {} }).found).toBe(false);
    expect(locateBrowser({ configuredPath: process.execPath, platform: 'linux', env: {} })).toMatchObject({
      found: true,
      path: process.execPath,
    });
  });
});

describe('buildBrowserEnv', () => {
  const parentEnv = {
    PATH: '/usr/bin',
    LANG: 'de_DE.UTF-8',
    TZ: 'Europe/Berlin',
    HOME: '/home/me',
    DISPLAY: ':0',
    XAUTHORITY: '/home/me/.Xauthority',
    OPENAI_API_KEY: 'sk-1',
    AWS_SECRET_ACCESS_KEY: 'x',
    DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus',
    SSH_AUTH_SOCK: '/tmp/ssh',
  };

  it('keeps only the allowlist and points HOME and XDG folders at the browser home', () => {
    expect(buildBrowserEnv({ parentEnv, platform: 'linux', home: '/data/browser/home', headless: true })).toEqual({
      PATH: '/usr/bin',
      LANG: 'de_DE.UTF-8',
      TZ: 'Europe/Berlin',
      HOME: '/data/browser/home',
      XDG_CONFIG_HOME: '/data/browser/home/.config',
      XDG_CACHE_HOME: '/data/browser/home/.cache',
      XDG_DATA_HOME: '/data/browser/home/.local/share',
    });
  });

  it('passes the display variables only to a visible browser', () => {
    const env = buildBrowserEnv({ parentEnv, platform: 'linux', home: '/h', headless: false });
    expect(env.DISPLAY).toBe(':0');
    expect(env.XAUTHORITY).toBe('/home/me/.Xauthority');
    expect(env.DBUS_SESSION_BUS_ADDRESS).toBeUndefined();
    expect(env.SSH_AUTH_SOCK).toBeUndefined();
  });

  it('matches Windows variable names case-insensitively and sets USERPROFILE', () => {
    const env = buildBrowserEnv({
      parentEnv: { Path: 'C:\\Windows', SystemRoot: 'C:\\Windows', OPENAI_API_KEY: 'sk' },
      platform: 'win32',
      home: 'C:\\data\\home',
      headless: true,
    });
    expect(env).toEqual({
      Path: 'C:\\Windows',
      SystemRoot: 'C:\\Windows',
      HOME: 'C:\\data\\home',
      USERPROFILE: 'C:\\data\\home',
    });
  });
});
