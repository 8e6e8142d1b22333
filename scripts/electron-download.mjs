// Downloads Electron's binary the way its own install script does, but never fails `npm install`: without access to
// Electron's download host (offline, a firewall) it says so and the install goes on; the CLI and tests work without it.
// package.json's allowScripts denies electron's own postinstall (which exits 1 offline); scripts/postinstall.mjs calls this.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** electron's install.js, or null when the package is not installed (a production install without dev dependencies). */
function electronInstallScript() {
  try {
    const script = join(dirname(require.resolve('electron/package.json')), 'install.js');
    return existsSync(script) ? script : null;
  } catch {
    return null;
  }
}

/**
 * Runs electron's install.js (it skips itself when the binary is there or ELECTRON_SKIP_BINARY_DOWNLOAD is set).
 * Returns { ok, message }; never throws.
 */
export function downloadElectronBinary({ env = process.env, timeoutMs = 10 * 60_000 } = {}) {
  if (env.ELECTRON_SKIP_BINARY_DOWNLOAD)
    return { ok: true, message: "Electron's binary download skipped (ELECTRON_SKIP_BINARY_DOWNLOAD)." };
  const script = electronInstallScript();
  if (!script) return { ok: true, message: 'Electron is not installed (no dev dependencies): nothing to download.' };
  const run = spawnSync(process.execPath, [script], { env, stdio: ['ignore', 'inherit', 'pipe'], timeout: timeoutMs });
  if (run.status === 0) return { ok: true, message: "Electron's binary is installed." };
  const why =
    run.error?.message ??
    String(run.stderr ?? '')
      .trim()
      .split('\n')[0] ??
    `exit ${String(run.status)}`;
  return {
    ok: false,
    message:
      `Electron's binary could not be downloaded (${why || 'no reason given'}). The install goes on without it: ` +
      '`npm run cli -- chat` (the terminal version) and `npm test` work; `npm start` needs the binary ' +
      '(run `npm run postinstall` once you are online: it downloads it and rebuilds the native modules for it).',
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = downloadElectronBinary();
  (result.ok ? console.log : console.warn)(`hearth: ${result.message}`);
  process.exit(0);
}
