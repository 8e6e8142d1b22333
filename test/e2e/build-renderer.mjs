// Builds only the renderer into out/renderer with the same settings electron-vite uses for it (React plugin, relative
// base), so e2e runs need neither the main nor the preload bundle.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

await build({
  configFile: false,
  root: `${root}renderer`,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: `${root}out/renderer`,
    emptyOutDir: true,
    reportCompressedSize: true,
  },
});
console.log('hearth e2e: renderer built');
