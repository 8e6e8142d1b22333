// electron-vite: main, preload (CommonJS, as sandboxed preloads require) and the React renderer.
import { resolve } from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/** In `electron-vite dev` only: the React refresh preamble is inline and HMR uses a websocket, so relax the meta CSP. */
function devContentSecurityPolicy(): Plugin {
  return {
    name: 'hearth-dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace("connect-src 'self'", "connect-src 'self' ws: http://localhost:*"),
  };
}

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: {
      rollupOptions: {
        input: { index: resolve('electron/main/index.ts') },
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
