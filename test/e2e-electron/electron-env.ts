// What the real-Electron smoke test needs, probed for real: Electron's binary, native modules built for Electron's
// ABI, a display (an Xvfb we start ourselves on a headless Linux), and the built app in out/. Never throws.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

export type ElectronEnvironment =
  | { ready: true; electronPath: string; env: Record<string, string>; stop: () => void }
  | { ready: false; reason: string };

export function electronBinaryPath(): string | undefined {
  try {
    const path = require('electron') as unknown;
    return typeof path === 'string' && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The environment the app is launched with: ours minus anything that would make Electron act as plain Node. */
function launchEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && key !== 'ELECTRON_RUN_AS_NODE' && key !== 'ELECTRON_RENDERER_URL') env[key] = value;
  return { ...env, ...extra };
}

function nativesLoadInElectron(electronPath: string, root: string): string | undefined {
  const probe = spawnSync(electronPath, ['-e', "require('better-sqlite3'); require('keytar')"], {
    cwd: root,
    env: { ...launchEnv({}), ELECTRON_RUN_AS_NODE: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (probe.status === 0) return undefined;
  const detail =
    (probe.stderr || probe.error?.message || '').split('\n').find((line) => line.trim()) ?? 'unknown error';
  return `native modules do not load in Electron (${detail.trim()}); run: npx electron-builder install-app-deps`;
}

function startXvfb(): { display: string; process: ChildProcess } | undefined {
  if (spawnSync('sh', ['-c', 'command -v Xvfb'], { stdio: 'ignore' }).status !== 0) return undefined;
  const display = `:${90 + (process.pid % 500)}`;
  const child = spawn('Xvfb', [display, '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  return { display, process: child };
}

export function prepareElectronEnvironment(root: string): ElectronEnvironment {
  const electronPath = electronBinaryPath();
  if (!electronPath) {
    return {
      ready: false,
      reason:
        "Electron's binary is not installed (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1, or no internet during npm install)",
    };
  }
  const nativeProblem = nativesLoadInElectron(electronPath, root);
  if (nativeProblem) return { ready: false, reason: nativeProblem };
  if (!existsSync(join(root, 'out/main/index.js'))) {
    const build = spawnSync('npx', ['--no-install', 'electron-vite', 'build'], {
      cwd: root,
      stdio: 'inherit',
      timeout: 300_000,
    });
    if (build.status !== 0)
      return { ready: false, reason: '`electron-vite build` failed, so there is no app to launch' };
  }
  const extra: Record<string, string> = {};
  let stop = () => undefined as void;
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    const xvfb = startXvfb();
    if (!xvfb) return { ready: false, reason: 'no display (DISPLAY unset) and Xvfb is not installed' };
    extra.DISPLAY = xvfb.display;
    stop = () => void xvfb.process.kill();
  }
  return { ready: true, electronPath, env: launchEnv(extra), stop };
}
