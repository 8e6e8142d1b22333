// Install-time behaviour with the real scripts: Electron's binary download is never fatal (its host unreachable, the
// postinstall wrapper exits 0 and says what works), `npm start` without the binary points to the CLI, and allowScripts
// covers exactly the dependency install scripts that must run (npm itself reports nothing unreviewed).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempDirs } from '../support/temp-dir';

const root = fileURLToPath(new URL('../..', import.meta.url));
const temp = createTempDirs();
afterEach(() => temp.cleanup());

/** A port nothing listens on: the download host is unreachable (connection refused), like a machine offline. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The environment without the variables that skip the download (CI sets them; this test wants the real attempt). */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.ELECTRON_SKIP_BINARY_DOWNLOAD;
  delete env.ELECTRON_RUN_AS_NODE;
  return env;
}

describe('install without access to Electrons download host', () => {
  it('the download wrapper fails softly: exit 0 and a message that names what works', async () => {
    const port = await closedPort();
    const run = spawnSync(process.execPath, ['scripts/electron-download.mjs'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: cleanEnv({
        ELECTRON_MIRROR: `http://127.0.0.1:${port}/`,
        electron_config_cache: temp.make('electron-cache'),
        // Where the binary is looked for: an empty folder, so "already installed" never short-cuts the download.
        ELECTRON_OVERRIDE_DIST_PATH: temp.make('electron-dist'),
      }),
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain("Electron's binary could not be downloaded");
    expect(run.stderr).toContain('npm run cli -- chat');
  });

  it('the download wrapper respects ELECTRON_SKIP_BINARY_DOWNLOAD without touching the network', () => {
    const run = spawnSync(process.execPath, ['scripts/electron-download.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('download skipped');
  });

  it('npm start without the binary explains and points to the CLI', () => {
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: cleanEnv({ ELECTRON_OVERRIDE_DIST_PATH: temp.make('no-electron') }),
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Electron's binary is not installed");
    expect(run.stderr).toContain('npm run cli -- chat');
  });
});

describe('allowScripts', () => {
  const manifest = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
    allowScripts: Record<string, boolean>;
  };
  const lock = JSON.parse(readFileSync(`${root}/package-lock.json`, 'utf8')) as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };

  it('allows exactly the native modules and esbuild, and denies the rest by name', () => {
    const allowed = Object.entries(manifest.allowScripts).filter(([, value]) => value === true);
    const denied = Object.entries(manifest.allowScripts).filter(([, value]) => value === false);
    expect(allowed.map(([name]) => name).sort()).toEqual(['better-sqlite3', 'esbuild', 'keytar']);
    // electron: scripts/postinstall.mjs runs its download itself, never fatally; electron-winstaller only copies a
    // Windows 7-Zip for Squirrel (we build NSIS); es5-ext only prints a message.
    expect(denied.map(([name]) => name).sort()).toEqual(['electron', 'electron-winstaller', 'es5-ext']);
  });

  it('covers every dependency in the lockfile that has an install script', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    for (const name of withScripts) expect(Object.keys(manifest.allowScripts), name).toContain(name);
  });

  it('npm itself reports no unreviewed install script', () => {
    const run = spawnSync('npm', ['approve-scripts', '--allow-scripts-pending', '--json'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (run.error || /Unknown command/.test(run.stderr)) {
      // npm before 11.16 has no allowScripts; the field is then inert, and the two tests above still hold.
      expect(run.stderr + String(run.error)).toMatch(/Unknown command|ENOENT/);
      return;
    }
    expect(run.status, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { allowScripts: unknown[] }).allowScripts).toEqual([]);
  });
});
