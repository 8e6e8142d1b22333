// Picks the runtime whose ABI matches the installed native modules (better-sqlite3, keytar):
// plain Node when they load there, else Electron-as-Node when Electron's binary exists (natives rebuilt for it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The Electron binary's path, or null when the package or its binary is missing (e.g. ELECTRON_SKIP_BINARY_DOWNLOAD). */
export function electronBinary() {
  try {
    const path = require('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export function nodeLoadsNativeModules() {
  const probe = spawnSync(process.execPath, ['-e', "require('better-sqlite3'); require('keytar')"], { stdio: 'pipe' });
  return probe.status === 0;
}

/** { command, env } to run Node scripts with, or { error } with a one-line explanation. */
export function pickNativeRuntime() {
  if (nodeLoadsNativeModules()) return { command: process.execPath, env: {}, name: 'node' };
  const electron = electronBinary();
  if (electron) return { command: electron, env: { ELECTRON_RUN_AS_NODE: '1' }, name: 'electron-as-node' };
  return {
    error:
      'Native modules (better-sqlite3, keytar) do not load in this Node and Electron is not installed: run `npm rebuild better-sqlite3 keytar`.',
  };
}
