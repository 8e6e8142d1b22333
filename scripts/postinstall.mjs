// After `npm install`: when Electron's binary is present, rebuild native modules for Electron so `npm start` works.
// Without it (CI, offline machines) Node's build is kept. Tests and the CLI pick the matching runtime either way.
import { spawnSync } from 'node:child_process';
import { electronBinary } from './native-runtime.mjs';

if (process.env.HEARTH_SKIP_ELECTRON_REBUILD === '1' || !electronBinary()) {
  console.log('hearth: native modules kept for Node (Electron binary not installed).');
  process.exit(0);
}
const rebuild = spawnSync('npx', ['--no-install', 'electron-builder', 'install-app-deps'], { stdio: 'inherit' });
if (rebuild.status !== 0) {
  console.error('hearth: rebuilding native modules for Electron failed; `npm test` still works, `npm start` may not.');
}
process.exit(0);
