// `npm run build` (after electron-vite): bundles the CLI (electron/cli/bin.ts) into out/cli/hearth.mjs, the `hearth`
// command of package.json's bin, so it starts as plain Node without tsx. npm packages stay external (bar those in
// bundled-deps.mjs; better-sqlite3 and keytar are native); the custom tools host script is copied next to it.
import { chmodSync, copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { asciiOutput } from './ascii-output.mjs';
import { compactOutput } from './compact-output.mjs';
import { bundledDependencies } from './bundled-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// `--out-dir DIR` (tests): another folder inside the repo, so the bundle still finds node_modules.
const flag = process.argv.indexOf('--out-dir');
const outDir = flag > 0 ? process.argv[flag + 1] : `${root}out/cli`;

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  // Compact, pure ASCII output: V8 has less text to scan and reads a one-byte module faster (see both plugins).
  plugins: [compactOutput(), asciiOutput()],
  // npm packages stay external except these (see bundled-deps.mjs), as in the app's main process.
  ssr: { noExternal: bundledDependencies },
  build: {
    ssr: `${root}electron/cli/bin.ts`,
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        format: 'es',
        entryFileNames: 'hearth.mjs',
        chunkFileNames: 'chunks/[name]-[hash].mjs',
        banner: '#!/usr/bin/env node',
      },
    },
  },
});
// tools/user-tools/user-tool-source.ts finds the host at ./host/host.mjs next to the running module.
mkdirSync(`${outDir}/host`, { recursive: true });
copyFileSync(`${root}tools/user-tools/host/host.mjs`, `${outDir}/host/host.mjs`);
chmodSync(`${outDir}/hearth.mjs`, 0o755);
console.log(`hearth: CLI bundled into ${outDir}/hearth.mjs`);
