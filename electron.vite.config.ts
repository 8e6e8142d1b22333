// electron-vite: main, preload (CommonJS, as sandboxed preloads require) and the React renderer.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { asciiOutput } from './scripts/ascii-output.mjs';
import { compactOutput } from './scripts/compact-output.mjs';
import { bundledDependencies } from './scripts/bundled-deps.mjs';

/** In `electron-vite dev` only: the React refresh preamble is inline and HMR uses a websocket, so relax the meta CSP. */
function devContentSecurityPolicy(): Plugin {
  return {
    name: 'hearth-dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", "connect-src 'self' ws: http://localhost:*"),
  };
}

/** The user-tools host runs as its own Node process, so it ships as a file next to the main bundle. */
function userToolsHostAsset(): Plugin {
  return {
    name: 'hearth-user-tools-host',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'user-tools-host.mjs',
        source: readFileSync(resolve('tools/user-tools/host/host.mjs'), 'utf8'),
      });
    },
  };
}

export default defineConfig({
  main: {
    plugins: [
      externalizeDepsPlugin({ exclude: bundledDependencies }),
      userToolsHostAsset(),
      compactOutput(),
      asciiOutput(),
    ],
    build: {
      rollupOptions: {
        // The worker threads ship as files next to index.js: the knowledge indexer (worker-pass.ts starts it) and the
        // database upgrade (upgrade-in-worker.ts).
        input: {
          index: resolve('electron/main/index.ts'),
          'knowledge-worker': resolve('electron/runtime/knowledge/knowledge-worker.ts'),
          'database-upgrade-worker': resolve('electron/runtime/upgrade/upgrade-worker.ts'),
        },
      },
    },
  },
  preload: {
    plugins: [externalizeDepsPlugin()],
    build: {
      rollupOptions: {
        input: { index: resolve('electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('renderer'),
    plugins: [react(), devContentSecurityPolicy()],
    build: {
      rollupOptions: {
        input: { index: resolve('renderer/index.html') },
      },
    },
  },
});
