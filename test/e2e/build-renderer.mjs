// Builds only the renderer into out/renderer with the same settings electron-vite uses for it (React plugin, relative
// base), so e2e runs need neither the main nor the preload bundle. Then checks the first-paint budget: the gzip size
// of everything index.html loads (entry script, its preloads, CSS) must stay ≤ 250 KB; lazy chunks are listed too.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = `${root}out/renderer`;
const FIRST_PAINT_BUDGET = 250 * 1024;

await build({
  configFile: false,
  root: `${root}renderer`,
  base: './',
  plugins: [react()],
  logLevel: 'error',
  build: { outDir, emptyOutDir: true },
});

const html = readFileSync(`${outDir}/index.html`, 'utf8');
const firstPaint = new Set([...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((match) => match[1]));
const gz = (file) => gzipSync(readFileSync(`${outDir}/${file}`)).length;
let total = 0;
for (const name of readdirSync(`${outDir}/assets`).sort()) {
  const file = `assets/${name}`;
  const size = gz(file);
  if (firstPaint.has(file)) total += size;
  console.log(
    `  ${firstPaint.has(file) ? 'first paint' : 'lazy       '}  ${(size / 1024).toFixed(1).padStart(6)} KB gz  ${file}`,
  );
}
console.log(
  `hearth e2e: renderer built; first paint ${(total / 1024).toFixed(1)} KB gz (budget ${FIRST_PAINT_BUDGET / 1024} KB)`,
);
if (total > FIRST_PAINT_BUDGET) {
  console.error('hearth e2e: the first-paint bundle is over budget; lazy-load the heavy parts');
  process.exit(1);
}
