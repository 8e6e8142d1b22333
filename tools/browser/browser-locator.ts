// Finds the Chromium-family browser to drive: the configured executable, else the first Chrome, Chromium, Edge
// or Brave found in the usual places for the platform. Nothing is ever downloaded.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export type BrowserLocation =
  { found: true; path: string; reason: string } | { found: false; path: null; reason: string };

export interface LocateBrowserOptions {
  configuredPath: string;
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  isExecutable?: (path: string) => boolean;
}

export const noBrowserReason = 'no Chrome/Chromium found';

export function locateBrowser({
  configuredPath,
  platform,
  env,
  isExecutable = defaultIsExecutable(platform),
}: LocateBrowserOptions): BrowserLocation {
  const configured = configuredPath.trim();
  if (configured) {
    return isExecutable(configured)
      ? { found: true, path: configured, reason: `browser: ${configured}` }
      : { found: false, path: null, reason: `configured browser not found or not executable: ${configured}` };
  }
  for (const candidate of browserCandidates(platform, env)) {
    if (isExecutable(candidate)) return { found: true, path: candidate, reason: `browser: ${candidate}` };
  }
  return { found: false, path: null, reason: noBrowserReason };
}

/** Well-known install locations, then the same programs looked up on PATH. */
export function browserCandidates(platform: NodeJS.Platform, env: Record<string, string | undefined>): string[] {
  if (platform === 'darwin') {
    const apps = [
      'Google Chrome.app/Contents/MacOS/Google Chrome',
      'Chromium.app/Contents/MacOS/Chromium',
      'Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
      'Brave Browser.app/Contents/MacOS/Brave Browser',
    ];
    const roots = ['/Applications', ...(env.HOME ? [join(env.HOME, 'Applications')] : [])];
    return roots.flatMap((root) => apps.map((app) => `${root}/${app}`));
  }
  if (platform === 'win32') {
    const get = (name: string): string | undefined =>
      Object.entries(env).find(([key]) => key.toUpperCase() === name)?.[1];
    const roots = [get('PROGRAMFILES'), get('PROGRAMFILES(X86)'), get('LOCALAPPDATA')].filter((root): root is string =>
      Boolean(root),
    );
    const apps = [
      'Google\\Chrome\\Application\\chrome.exe',
      'Chromium\\Application\\chrome.exe',
      'Microsoft\\Edge\\Application\\msedge.exe',
      'BraveSoftware\\Brave-Browser\\Application\\brave.exe',
    ];
    return roots.flatMap((root) => apps.map((app) => `${root}\\${app}`));
  }
  const names = [
    'chromium',
    'chromium-browser',
    'google-chrome-stable',
    'google-chrome',
    'microsoft-edge-stable',
    'microsoft-edge',
    'brave-browser',
  ];
  const fixed = [
    ...names.map((name) => `/usr/bin/${name}`),
    '/snap/bin/chromium',
    '/opt/google/chrome/chrome',
    '/opt/microsoft/msedge/msedge',
  ];
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => names.map((name) => join(dir, name)));
  return [...new Set([...fixed, ...onPath])];
}

function defaultIsExecutable(platform: NodeJS.Platform): (path: string) => boolean {
  return (path) => {
    try {
      if (!statSync(path).isFile()) return false;
      accessSync(path, platform === 'win32' ? constants.F_OK : constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
}
